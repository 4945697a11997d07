import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A container that changes size (a rotation, a split view): the ad is laid out again, or ends.
@MainActor
struct ContainerResizeTests {
  @Test func aRotatedContainerGetsTheAdLaidOutAgainAtOnce() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    let portrait = try #require(fixture.container.placement?.frame)
    fixture.container.resize(width: 844, height: 390)
    let landscape = try #require(fixture.container.placement?.frame)
    #expect(landscape != portrait)
    #expect(fixture.container.relayoutCount == 1)
    #expect(landscape.y >= 390 * 2 / 3 - 1e-9)
    #expect(landscape.width * landscape.height <= 844 * 390 * 0.2 + 1e-6)
    #expect(fixture.recorder.endReasons.isEmpty)
  }

  @Test func aSizeChangeIsNoticedBySamplingToo() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    fixture.container.size = AdSize(width: 844, height: 390)  // no call from the container
    await fixture.clock.advance(by: 0.1)
    #expect(fixture.container.relayoutCount == 1)
    #expect(try #require(fixture.container.placement?.frame).maxY <= 390)
  }

  @Test func anAdThatNoLongerFitsEndsInterrupted() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    fixture.container.resize(width: 200, height: 120)
    #expect(fixture.recorder.endReasons == [.interrupted])
    #expect(fixture.container.placement == nil)
  }
}
