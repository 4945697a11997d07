import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

@MainActor
struct LinearTests {
  @Test func completedVideoEndsAfterTheDismissalFinishes() async throws {
    let fixture = Fixture()
    fixture.player.pause()
    let ad = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 15)
    #expect(fixture.presenter.isDismissing)
    #expect(fixture.recorder.endReasons.isEmpty)
    #expect(fixture.sdk.screen.current === ad)
    await fixture.clock.advance(by: 0.3)
    #expect(fixture.recorder.endReasons == [.completed])
    #expect(fixture.presenter.dismissCount == 1)
    #expect(fixture.sdk.screen.current == nil)
    #expect(
      fixture.names(ad) == [
        .filled, .loadStarted, .loaded, .shown, .impression, .start, .viewable, .firstQuartile,
        .midpoint,
        .thirdQuartile, .complete, .ended(.completed),
      ])
  }

  @Test func skipIsRefusedBeforeTheOffsetAndEndsSkippedAfter() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 4)
    fixture.presenter.tapSkip()
    await fixture.clock.advance(by: 0.5)
    #expect(fixture.recorder.endReasons.isEmpty)
    #expect(!fixture.presenter.isDismissing)
    await fixture.clock.advance(by: 1)
    fixture.presenter.tapSkip()
    await fixture.clock.advance(by: 0.3)
    #expect(fixture.recorder.endReasons == [.skipped])
  }

  @Test func presentingTheNextScreenFromDidEndIsSafe() async throws {
    let fixture = Fixture()
    let first = try await fixture.shownAd(.linear)
    let delegate = ScriptedDelegate()
    var screenWasFreeInDidEnd: Bool?  // for the next ad, inside didEnd
    delegate.onEnd = { ad, _ in screenWasFreeInDidEnd = ad.controller.services.screen.current == nil
    }
    first.delegate = delegate
    await fixture.clock.advance(by: 16)
    #expect(delegate.ends == [.completed])
    #expect(screenWasFreeInDidEnd == true)
    #expect(fixture.presenter.presentation == nil)
  }

  @Test func appCannotDismissALinearAd() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.linear)
    #expect(thrownError { try ad.dismiss() } == .notDismissible)
    #expect(!fixture.presenter.isDismissing)
  }

  @Test func playbackFailureEndsFailedAfterDismissal() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.linear)
    fixture.presenter.failPlayback()
    await fixture.clock.advance(by: 0.3)
    #expect(
      fixture.recorder.callbacks.map(\.description).suffix(2) == [
        "didFail(The creative failed on screen: decode error.)", "didEnd(failed)",
      ])
  }

  @Test func presenterThatNeverFinishesItsDismissalCannotBlockTheScreen() async throws {
    let fixture = Fixture()
    fixture.presenter.dismissalDuration = 3600
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 15 + LinearAdRun.dismissalWatchdog)
    #expect(fixture.recorder.endReasons == [.completed])
    #expect(fixture.sdk.screen.current == nil)
    await fixture.clock.advance(by: 3600)
    #expect(fixture.recorder.endReasons == [.completed])
  }

  @Test func longAdsAreSkippableBySixSeconds() {
    let long = AdSlot(
      id: "l", format: .linear,
      creative: AdCreative(source: .vast(xml: "<VAST/>", url: nil), duration: 45),
      skipAfterSeconds: 20)
    let unskippable = AdSlot(
      id: "l", format: .linear,
      creative: AdCreative(source: .vast(xml: "<VAST/>", url: nil), duration: 45))
    let short = AdSlot(
      id: "s", format: .linear,
      creative: AdCreative(source: .vast(xml: "<VAST/>", url: nil), duration: 15))
    #expect(long.effectiveSkipOffset == 6)
    #expect(unskippable.effectiveSkipOffset == 6)
    #expect(short.effectiveSkipOffset == nil)
  }
}

/// A linear ad whose video stops moving never traps the viewer.
@MainActor
struct LinearStallTests {
  @Test func aVideoThatMakesNoProgressFailsTheAdAfterTheLimit() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 3)
    fixture.presenter.pausePlayback()  // the video freezes
    await fixture.clock.advance(by: KontextVideo.Defaults.linearStallLimit - 1)
    #expect(fixture.recorder.endReasons.isEmpty)
    await fixture.clock.advance(by: 2)
    await fixture.clock.advance(by: 1)  // the dismissal
    #expect(fixture.recorder.endReasons == [.failed])
    #expect(fixture.names(ad).contains(.creativeFailed("the ad's video made no progress for 10 s")))
  }

  @Test func inTheBackgroundAStoppedVideoIsNoStall() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 3)
    fixture.sdk.appDidEnterBackground()  // the presenter pauses the video
    await fixture.clock.advance(by: 60)
    #expect(fixture.recorder.endReasons.isEmpty)
    fixture.sdk.appWillEnterForeground()
    await fixture.clock.advance(by: 14)  // the rest of the video, then the dismissal
    #expect(fixture.recorder.endReasons == [.completed])
  }
}
