import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A linear ad paused from outside the SDK (the headphones came out, Siri, a call) waits for
/// the viewer: no stall failure, no viewability, no sound until Play.
@MainActor
struct LinearPauseTests {
  @Test func anExternalPauseShowsPlayAndNeverFailsAsAStall() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 3)
    fixture.presenter.pauseExternally()  // headphones unplugged
    #expect(fixture.presenter.presentation?.showsPlayControl == true)
    #expect(fixture.presenter.presentation?.chrome.showsPlayControl == true)
    await fixture.clock.advance(by: 120)
    #expect(fixture.recorder.endReasons.isEmpty)
    #expect(!fixture.names(ad).contains { if case .creativeFailed = $0 { true } else { false } })
    #expect(fixture.presenter.presentation?.progress == 3)

    fixture.presenter.tapPlay()
    #expect(fixture.presenter.presentation?.showsPlayControl == false)
    #expect(!fixture.presenter.isPlaybackPaused)
    await fixture.clock.advance(by: 12.3)
    #expect(fixture.recorder.endReasons == [.completed])
  }

  @Test func viewabilityNeedsTwoContinuousSecondsAroundAnExternalPause() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 1.5)
    fixture.presenter.pauseExternally()
    await fixture.clock.advance(by: 5)
    fixture.presenter.tapPlay()
    await fixture.clock.advance(by: 1.5)
    #expect(!fixture.names(ad).contains(.viewable))
    await fixture.clock.advance(by: 0.5)
    #expect(fixture.names(ad).contains(.viewable))
  }

  @Test func anInterruptionThatEndsWithShouldResumePlaysOn() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 2)
    fixture.presenter.beginAudioInterruption()
    #expect(fixture.presenter.isPlaybackPaused)
    await fixture.clock.advance(by: 30)  // a call: no stall failure meanwhile
    fixture.presenter.endAudioInterruption(shouldResume: true)
    #expect(!fixture.presenter.isPlaybackPaused)
    await fixture.clock.advance(by: 13.3)
    #expect(fixture.recorder.endReasons == [.completed])
  }

  @Test func anInterruptionThatEndsWithoutShouldResumeWaitsForPlay() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 2)
    fixture.presenter.beginAudioInterruption()
    fixture.presenter.endAudioInterruption(shouldResume: false)
    #expect(fixture.presenter.isPlaybackPaused)
    #expect(fixture.presenter.presentation?.showsPlayControl == true)
    await fixture.clock.advance(by: 30)
    #expect(fixture.recorder.endReasons.isEmpty)
    #expect(fixture.presenter.presentation?.progress == 2)
  }

  @Test func comingBackFromTheBackgroundDoesNotEndAnExternalPause() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 2)
    fixture.presenter.pauseExternally()
    fixture.sdk.appDidEnterBackground()
    fixture.sdk.appWillEnterForeground()
    #expect(fixture.presenter.isPlaybackPaused)
    #expect(fixture.presenter.presentation?.showsPlayControl == true)
  }

  @Test func headphonesUnpluggedUnderTheAppsScreenLeaveThePauseToTheViewer() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 1)
    fixture.presenter.setCovered(true)
    fixture.presenter.loseAudioRoute()  // the player was paused already: it did nothing
    fixture.presenter.setCovered(false)
    #expect(fixture.presenter.isPlaybackPaused)
    #expect(fixture.presenter.presentation?.showsPlayControl == true)
  }

  @Test func headphonesUnpluggedWhilePlayingPauseTheVideoAndWaitForTheViewer() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 2)
    fixture.presenter.loseAudioRoute()  // no sound through the speaker the viewer did not pick
    #expect(fixture.presenter.isPlaybackPaused)
    #expect(fixture.presenter.presentation?.showsPlayControl == true)
    await fixture.clock.advance(by: 60)
    #expect(fixture.recorder.endReasons.isEmpty)
    #expect(!fixture.names(ad).contains { if case .creativeFailed = $0 { true } else { false } })
    fixture.presenter.tapPlay()
    #expect(!fixture.presenter.isPlaybackPaused)
  }

  @Test func theAppsOwnScreenOverTheAdPausesItAndNothingCounts() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 1)
    fixture.presenter.setCovered(true)  // the app presented its own modal over the ad
    #expect(fixture.presenter.isPlaybackPaused)
    #expect(fixture.presenter.presentation?.showsPlayControl == false)
    await fixture.clock.advance(by: 60)
    #expect(fixture.recorder.endReasons.isEmpty)
    #expect(!fixture.names(ad).contains(.viewable))
    fixture.presenter.setCovered(false)
    #expect(!fixture.presenter.isPlaybackPaused)
    await fixture.clock.advance(by: 14.3)
    #expect(fixture.recorder.endReasons == [.completed])
  }

  @Test func aSandboxVideoPlaysOnTheSDKsClockAndPausesWhenAsked() async throws {
    let fixture = Fixture()
    let presenter = RecordingPresenter()
    let ad = try await fixture.readyAd(.linear)
    try ad.show(from: presenter)
    let presentation = try #require(presenter.presentation)
    #expect(presentation.playsOnClock)
    let playback = try #require(presentation.simulatedPlayback())
    presenter.playback = playback
    playback.start()
    await fixture.clock.advance(by: 2)
    #expect(presentation.progress == 2)
    fixture.sdk.appDidEnterBackground()
    await fixture.clock.advance(by: 30)
    #expect(presentation.progress == 2)
    fixture.sdk.appWillEnterForeground()
    await fixture.clock.advance(by: 13)
    #expect(fixture.recorder.endReasons.isEmpty)  // the dismissal is the recording presenter's
    #expect(presentation.progress == 15)
    #expect(presenter.pauses == [true, false])
  }

  @Test func aSandboxVideoStartedTwiceOrWhilePausedKeepsItsOwnPace() async throws {
    let fixture = Fixture()
    let presenter = RecordingPresenter()
    let ad = try await fixture.readyAd(.linear)
    try ad.show(from: presenter)
    let presentation = try #require(presenter.presentation)
    let playback = try #require(presentation.simulatedPlayback())
    playback.setPaused(true)
    playback.start()
    await fixture.clock.advance(by: 2)
    #expect(presentation.progress == 0)  // paused before it started: it waits
    playback.setPaused(false)
    playback.start()  // a second start changes nothing
    await fixture.clock.advance(by: 2)
    #expect(presentation.progress == 2)
  }
}

/// The player's own pause at the end of the video is no pause of the viewer's.
@MainActor
struct LinearEndPauseTests {
  @Test func thePlayersPauseAtTheEndShowsNoPlayControl() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 14.75)  // the last progress report before the end
    fixture.presenter.presentation?.reportPlaybackPaused(true)  // before didPlayToEndTime
    #expect(fixture.presenter.presentation?.showsPlayControl == false)
  }

  @Test func theEndPauseFollowedByTheCompletionEndsTheAdCompleted() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 14.75)
    fixture.presenter.presentation?.reportPlaybackPaused(true)
    await fixture.clock.advance(by: 0.25)  // the headless video reaches its end and completes
    await fixture.clock.advance(by: 2)
    #expect(fixture.recorder.endReasons == [.completed])
    #expect(fixture.presenter.presentation?.showsPlayControl != true)
    #expect(!fixture.names(ad).contains { if case .creativeFailed = $0 { true } else { false } })
  }

  @Test func aPauseAtTheEndWithNoCompletionCountsAfterAMoment() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 14.75)
    fixture.presenter.pauseExternally()  // the media file runs longer than its duration
    #expect(fixture.presenter.presentation?.showsPlayControl == false)
    await fixture.clock.advance(by: LinearAdRun.endPauseGrace)
    #expect(fixture.presenter.presentation?.showsPlayControl == true)
    await fixture.clock.advance(by: 30)
    #expect(fixture.recorder.endReasons.isEmpty)
    #expect(!fixture.names(ad).contains { if case .creativeFailed = $0 { true } else { false } })
    fixture.presenter.tapPlay()
    await fixture.clock.advance(by: 1)
    #expect(fixture.recorder.endReasons == [.completed])
  }

  @Test func aPauseWellBeforeTheEndShowsPlayAtOnce() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 14)
    fixture.presenter.pauseExternally()
    #expect(fixture.presenter.presentation?.showsPlayControl == true)
  }

  @Test func playReportedDuringTheHeldEndPauseDropsIt() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 14.75)
    fixture.presenter.pausePlayback()
    fixture.presenter.presentation?.reportPlaybackPaused(true)
    fixture.presenter.presentation?.reportPlaybackPaused(false)  // the player played on
    await fixture.clock.advance(by: 2)
    #expect(fixture.presenter.presentation?.showsPlayControl == false)
  }

  @Test func theAppTakingTheAdAwayEndsItFailed() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.linear)
    fixture.presenter.presentation?.reportTakenAwayByApp()
    await fixture.clock.advance(by: 1)
    #expect(fixture.recorder.endReasons == [.failed])
    #expect(
      fixture.names(ad).contains(.creativeFailed("the app dismissed the ad's view controller")))
  }
}
