import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// An exposure the container could not measure: neither seen nor gone.
@MainActor
struct ExposureUnknownTests {
  private static let covered = AdExposure(isInVisibleWindow: true, visibleFraction: 0)

  @Test func anOverlayInABigFeedIsNotEndedAndItsImpressionComesWhenTheReadingIsKnown()
    async throws
  {
    let fixture = Fixture()
    let container = ScriptedContainer(exposure: .unknown)
    let ad = try await fixture.readyAd(.overlay)
    try ad.show(in: container)
    await fixture.clock.advance(by: 5)
    #expect(fixture.recorder.endReasons.isEmpty)
    #expect(!fixture.names(ad).contains(.impression))
    #expect(!fixture.names(ad).contains(.viewable))

    container.exposure = .fullyVisible
    await fixture.clock.advance(by: 0.1)
    #expect(fixture.names(ad).contains(.impression))
    #expect(!fixture.names(ad).contains(.viewable))
    await fixture.clock.advance(by: 1)
    let viewable = try #require(fixture.recorder.events.first { $0.name == .viewable })
    #expect(abs(viewable.time - 6.1) < 0.05)
    #expect(fixture.recorder.endReasons.isEmpty)
  }

  @Test func aCoveredReadingInsteadEndsTheOverlayAfterTheGrace() async throws {
    // What the walk reported before issue 15 when it ran out of budget.
    let fixture = Fixture()
    let container = ScriptedContainer(exposure: Self.covered)
    let ad = try await fixture.readyAd(.overlay)
    try ad.show(in: container)
    await fixture.clock.advance(by: 1.2)
    #expect(fixture.recorder.endReasons == [.interrupted])
    #expect(!fixture.names(ad).contains(.impression))
  }

  @Test func anUnknownReadingBreaksTheContinuousViewableSecond() async throws {
    let fixture = Fixture()
    let container = ScriptedContainer(exposure: .fullyVisible)
    let ad = try await fixture.readyAd(.overlay)
    try ad.show(in: container)
    await fixture.clock.advance(by: 0.55)
    container.exposure = .unknown
    await fixture.clock.advance(by: 0.2)
    container.exposure = .fullyVisible
    // Seen from 0 to 0.5 and from 0.8: 1.3 s in all, but not one continuous second yet.
    await fixture.clock.advance(by: 0.9)
    #expect(!fixture.names(ad).contains(.viewable))
    await fixture.clock.advance(by: 0.2)
    let viewable = try #require(fixture.recorder.events.first { $0.name == .viewable })
    #expect(abs(viewable.time - 1.8) < 0.05)
  }

  @Test func anUnknownReadingNeitherStartsNorFinishesTheGrace() async throws {
    let fixture = Fixture()
    let container = ScriptedContainer(exposure: .fullyVisible)
    _ = try await fixture.readyAd(.overlay).show(in: container)
    await fixture.clock.advance(by: 1)
    container.exposure = Self.covered
    await fixture.clock.advance(by: 0.5)
    container.exposure = .unknown
    await fixture.clock.advance(by: 2)
    #expect(fixture.recorder.endReasons.isEmpty)
    // A second of readings known to be off screen, counted from the first of them.
    container.exposure = Self.covered
    await fixture.clock.advance(by: 0.95)
    #expect(fixture.recorder.endReasons.isEmpty)
    await fixture.clock.advance(by: 0.2)
    #expect(fixture.recorder.endReasons == [.interrupted])
  }

  @Test func aPauseAdStaysUpWhileItsExposureIsUnknown() async throws {
    let fixture = Fixture(playing: false)
    let container = ScriptedContainer(exposure: .unknown)
    let ad = try await fixture.readyAd(.pause)
    try ad.show(in: container)
    await fixture.clock.advance(by: 30)
    #expect(fixture.recorder.endReasons.isEmpty)
    #expect(!fixture.names(ad).contains(.impression))
  }

  @Test func unknownIsNeitherOnScreenNorCountedTowardViewability() {
    #expect(!AdExposure.unknown.isOnScreen)
    #expect(AdExposure.unknown.isInVisibleWindow)
    #expect(!ViewabilityTimer.counts(.unknown, appIsActive: true))
    #expect(AdExposure.fullyVisible.isMeasured)
    #expect(AdExposure.offScreen.isMeasured)
  }
}
