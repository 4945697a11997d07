import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Creatives (web views, players on a device) are released when their ad ends or is dropped.
@MainActor
struct CreativeReleaseTests {
  @Test func endedAdReleasesItsCreative() async throws {
    let fixture = Fixture()
    let renderer = ScriptedRenderer()
    fixture.sdk.renderer = renderer
    let ad = try await fixture.shownAd(.overlay)
    #expect(renderer.live == 1)
    try ad.dismiss()
    #expect(renderer.live == 0)
  }

  @Test func destroyReleasesHeldAndShownCreatives() async throws {
    let fixture = Fixture()
    let renderer = ScriptedRenderer()
    fixture.sdk.renderer = renderer
    _ = try await fixture.shownAd(.overlay)
    _ = try await fixture.readyAd(.pause)
    _ = try await fixture.readyAd(.linear)
    #expect(renderer.live == 3)
    fixture.ads.destroy()
    #expect(renderer.live == 0)
  }

  @Test func rejectedAndExpiredAdsReleaseTheirCreatives() async throws {
    let fixture = Fixture(.shortLifetime(seconds: 5))
    let renderer = ScriptedRenderer()
    fixture.sdk.renderer = renderer
    let rejected = try await fixture.readyAd(.overlay)
    _ = try await fixture.readyAd(.pause)
    try rejected.reject()
    #expect(renderer.live == 1)
    await fixture.clock.advance(by: 5)
    #expect(renderer.live == 0)
  }

  @Test func linearAdReleasesItsCreativeAfterTheDismissal() async throws {
    let fixture = Fixture()
    let renderer = ScriptedRenderer()
    fixture.sdk.renderer = renderer
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 15)
    #expect(renderer.live == 1)
    await fixture.clock.advance(by: 0.3)
    #expect(renderer.live == 0)
  }
}
