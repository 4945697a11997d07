import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Creatives (web views, players on a device) are released when their ad ends or is dropped.
@MainActor
struct CreativeReleaseTests {
  @Test func endedAdReleasesItsCreative() async throws {
    let fixture = Fixture()
    let renderer = CountingRenderer()
    fixture.sdk.renderer = renderer
    let ad = try await fixture.shownAd(.overlay)
    #expect(renderer.live == 1)
    try ad.dismiss()
    #expect(renderer.live == 0)
  }

  @Test func destroyReleasesHeldAndShownCreatives() async throws {
    let fixture = Fixture()
    let renderer = CountingRenderer()
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
    let renderer = CountingRenderer()
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
    let renderer = CountingRenderer()
    fixture.sdk.renderer = renderer
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 15)
    #expect(renderer.live == 1)
    await fixture.clock.advance(by: 0.3)
    #expect(renderer.live == 0)
  }
}

/// A renderer that prepares creatives at once and counts the ones not yet released.
@MainActor
final class CountingRenderer: CreativeRenderer {
  private(set) var live = 0

  func load(
    _ creative: AdCreative,
    format: AdFormat,
    slotID: String,
    completion: @escaping @MainActor (Result<any RenderedCreative, CreativeFailure>) -> Void
  ) -> AdCancellable {
    live += 1
    completion(.success(CountedCreative { [weak self] in self?.live -= 1 }))
    return AdCancellable {}
  }
}

@MainActor
final class CountedCreative: RenderedCreative {
  var eventHandler: (@MainActor (CreativeEvent) -> Void)?
  private var onRelease: (() -> Void)?

  init(onRelease: @escaping () -> Void) { self.onRelease = onRelease }

  func didAppear() {}

  func release() {
    onRelease?()
    onRelease = nil
  }
}
