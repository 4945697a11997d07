import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The MRC rules, on the value types and through the SDK on a manual clock.
struct ViewabilityTimerTests {
  @Test func fortyNinePercentNeverCounts() {
    let exposure = AdExposure(isInVisibleWindow: true, visibleFraction: 0.49)
    var timer = ViewabilityTimer()
    var fired = false
    for step in 0...100 {
      fired =
        fired
        || timer.observe(
          counts: ViewabilityTimer.counts(exposure, appIsActive: true), at: Double(step) * 0.1)
    }
    #expect(!fired)
  }

  @Test func almostASecondThenHiddenThenASecondCountsOnceAtTheRightMoment() {
    var timer = ViewabilityTimer()
    var firedAt: [Double] = []
    func observe(_ counts: Bool, _ time: Double) {
      if timer.observe(counts: counts, at: time) { firedAt.append(time) }
    }
    observe(true, 0)
    observe(true, 0.99)
    observe(false, 1.0)
    observe(true, 2.0)
    observe(true, 2.5)
    observe(true, 2.99)
    observe(true, 3.0)
    observe(true, 4.5)
    #expect(firedAt == [3.0])
  }

  @Test func backgroundStopsTheTimer() {
    let visible = AdExposure.fullyVisible
    #expect(!ViewabilityTimer.counts(visible, appIsActive: false))
    #expect(ViewabilityTimer.counts(visible, appIsActive: true))
    #expect(
      ViewabilityTimer.counts(
        AdExposure(isInVisibleWindow: true, visibleFraction: 0.5), appIsActive: true))
  }

  @Test func pausedVideoAccumulatesNothingAndHidingStartsOver() {
    var video = PlaybackViewability()
    var fired: [Bool] = []
    fired.append(video.played(1.5, counts: true))
    fired.append(video.played(0, counts: true))  // paused: no playback
    video.interrupt()
    fired.append(video.played(1.5, counts: true))
    fired.append(video.played(0.5, counts: true))
    fired.append(video.played(5, counts: true))
    #expect(fired == [false, false, false, true, false])
  }

  @Test func quartilesInOrderOnce() {
    var tracker = QuartileTracker(duration: 20)
    let passed = [0, 4.9, 16, 20].map { tracker.events(at: $0) }
    #expect(passed == [[.start], [], [.firstQuartile, .midpoint, .thirdQuartile], []])
  }
}

@MainActor
struct ViewabilityOnScreenTests {
  @Test func overlayBecomesViewableAfterOneContinuousSecond() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    await fixture.clock.advance(by: 0.95)
    #expect(!fixture.names(ad).contains(.viewable))
    await fixture.clock.advance(by: 0.1)
    let viewable = try #require(fixture.recorder.events.first { $0.name == .viewable })
    #expect(abs(viewable.time - 1.0) < 1e-6)
  }

  @Test func halfHiddenPauseAdIsNotViewableUntilItIsHalfVisible() async throws {
    let fixture = Fixture(playing: false)
    fixture.container.visibleFraction = 0.49
    let ad = try await fixture.shownAd(.pause)
    await fixture.clock.advance(by: 5)
    #expect(fixture.names(ad).contains(.impression))
    #expect(!fixture.names(ad).contains(.viewable))
    fixture.container.visibleFraction = 0.5
    await fixture.clock.advance(by: 1.05)
    #expect(!fixture.names(ad).contains(.viewable))  // first seen at the next 0.1 s sample
    await fixture.clock.advance(by: 0.1)
    #expect(fixture.names(ad).filter { $0 == .viewable }.count == 1)
  }

  @Test func pauseAdViewabilityStopsInTheBackground() async throws {
    let fixture = Fixture(playing: false)
    let ad = try await fixture.shownAd(.pause)
    await fixture.clock.advance(by: 0.5)
    fixture.sdk.appDidEnterBackground()
    await fixture.clock.advance(by: 5)
    #expect(!fixture.names(ad).contains(.viewable))
    #expect(fixture.recorder.endReasons.isEmpty)
    fixture.sdk.appWillEnterForeground()
    await fixture.clock.advance(by: 1.05)
    #expect(fixture.names(ad).contains(.viewable))
  }

  @Test func overlayEndsInterruptedWhenTheAppGoesToTheBackground() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    fixture.sdk.appDidEnterBackground()
    #expect(fixture.recorder.endReasons == [.interrupted])
  }

  @Test func linearPausesInTheBackgroundAndAccumulatesNoViewableTime() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 1.5)
    fixture.sdk.appDidEnterBackground()
    await fixture.clock.advance(by: 30)
    #expect(fixture.presenter.presentation?.progress == 1.5)
    #expect(!fixture.names(ad).contains(.viewable))
    fixture.sdk.appWillEnterForeground()
    await fixture.clock.advance(by: 1.9)
    #expect(!fixture.names(ad).contains(.viewable))
    await fixture.clock.advance(by: 0.2)
    let viewable = try #require(fixture.recorder.events.first { $0.name == .viewable })
    #expect(viewable.adPlayhead == 3.5)
  }

  @Test func linearPausedByTheViewerAccumulatesNothing() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 1)
    fixture.presenter.pausePlayback()
    await fixture.clock.advance(by: 8)  // under the stall limit, after which the ad would fail
    #expect(!fixture.names(ad).contains(.viewable))
    fixture.presenter.resumePlayback()
    await fixture.clock.advance(by: 1)
    #expect(fixture.names(ad).contains(.viewable))
  }

  @Test func quartileEventsCarryTheAdPlayhead() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 16)
    let quartiles = fixture.recorder.events.filter {
      [.start, .firstQuartile, .midpoint, .thirdQuartile, .complete].contains($0.name)
    }
    #expect(quartiles.map(\.adPlayhead) == [0, 3.75, 7.5, 11.25, 15])
  }
}
