import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

@MainActor
struct ShowTests {
  @Test func showPutsTheAdOnScreenAndRetainsIt() async throws {
    let fixture = Fixture()
    weak var weakAd: VideoAd?
    do {
      let ad = try await fixture.readyAd(.overlay)
      weakAd = ad
      try ad.show(in: fixture.container)
    }
    #expect(weakAd != nil)
    #expect(fixture.container.placement?.format == .overlay)
    #expect(fixture.sdk.screen.current === weakAd)
  }

  @Test func secondShowAnywhereThrowsAnotherAdShowingAndLeavesThatAdReady() async throws {
    let fixture = Fixture()
    let otherAds = VideoAds(content: .init(id: "episode-2", language: "en"), sdk: fixture.sdk)
    _ = try await fixture.shownAd(.overlay)
    let other = try await otherAds.format(.pause)
    try await other.load()
    let linear = try await fixture.readyAd(.linear)
    #expect(
      thrownError { try other.show(in: HeadlessContainer(width: 400, height: 400)) }
        == .anotherAdShowing)
    #expect(thrownError { try linear.show() } == .anotherAdShowing)
    #expect(other.isReady && linear.isReady)
    #expect(fixture.presenter.presentCount == 0)
  }

  @Test func anAdIsShownOnce() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    #expect(thrownError { try ad.show(in: fixture.container) } == .alreadyShown)
    try ad.dismiss()
    #expect(thrownError { try ad.show(in: fixture.container) } == .alreadyShown)
    #expect(fixture.container.installCount == 1)
  }

  @Test func showBeforeLoadThrowsNotLoaded() async throws {
    let fixture = Fixture()
    let ad = try await fixture.ads.format(.overlay)
    #expect(thrownError { try ad.show(in: fixture.container) } == .notLoaded)
    #expect(fixture.container.installCount == 0)
  }

  @Test func tooSmallContainerSaysTheMinimumAndWhatItGot() async throws {
    let fixture = Fixture()
    let ad = try await fixture.readyAd(.overlay)
    let small = HeadlessContainer(width: 200, height: 100)
    let error = thrownError { try ad.show(in: small) }
    #expect(
      error
        == .containerTooSmall(
          minimum: AdSize(width: 240, height: 50),
          // the lower third is 33 pt tall, and 20% of the area allows 16.7 pt at 240 pt wide
          actual: AdSize(width: 200, height: 200 * 100 * 0.2 / 240)))
    #expect(small.installCount == 0)
    #expect(ad.isReady)
  }

  @Test func insetsCountAgainstTheMinimum() async throws {
    let fixture = Fixture(playing: false)
    let ad = try await fixture.readyAd(.pause)
    let container = HeadlessContainer(width: 300, height: 300)
    let error = thrownError { try ad.show(in: container, insets: AdInsets(top: 100, bottom: 100)) }
    #expect(
      error
        == .containerTooSmall(
          minimum: AdSize(width: 240, height: 160), actual: AdSize(width: 300, height: 100)))
    try ad.show(in: container, insets: AdInsets(bottom: 80))
    #expect(container.placement != nil)
  }

  @Test func overlayOverPausedContentThrowsContentPaused() async throws {
    let fixture = Fixture()
    let ad = try await fixture.readyAd(.overlay)
    fixture.player.pause()
    #expect(thrownError { try ad.show(in: fixture.container) } == .contentPaused)
    fixture.player.play()
    try ad.show(in: fixture.container)
    #expect(fixture.container.placement != nil)
  }

  @Test func showCallMustFitTheFormat() async throws {
    let fixture = Fixture()
    let overlay = try await fixture.readyAd(.overlay)
    let linear = try await fixture.readyAd(.linear)
    #expect(thrownError { try overlay.show() } == .wrongPresentation(.overlay))
    #expect(
      thrownError { try overlay.show(from: fixture.presenter) } == .wrongPresentation(.overlay))
    #expect(thrownError { try linear.show(in: fixture.container) } == .wrongPresentation(.linear))
    #expect(overlay.isReady && linear.isReady)
  }

  @Test func linearWithoutAPresenterThrowsAndShowsNothing() async throws {
    let fixture = Fixture()
    fixture.sdk.fullScreenPresenter = nil
    let linear = try await fixture.readyAd(.linear)
    #expect(thrownError { try linear.show() } == .presenterUnavailable)
    #expect(linear.isReady)
    #expect(fixture.sdk.screen.current == nil)
  }

  @Test func presenterThatFailsLeavesNothingBehind() async throws {
    let fixture = Fixture()
    fixture.presenter.failsToPresent = true
    let linear = try await fixture.readyAd(.linear)
    #expect(
      thrownError { try linear.show() }
        == .presentationFailed("the headless presenter is set to fail"))
    #expect(linear.isReady)
    #expect(fixture.sdk.screen.current == nil)
    #expect(!fixture.names(linear).contains(.shown))
    fixture.presenter.failsToPresent = false
    try linear.show()
    #expect(fixture.sdk.screen.current === linear)
  }

  @Test func linearIsPresentedFromAGivenPresenter() async throws {
    let fixture = Fixture()
    let other = HeadlessFullScreenPresenter(clock: fixture.clock)
    let linear = try await fixture.readyAd(.linear)
    try linear.show(from: other)
    #expect(other.presentCount == 1)
    #expect(fixture.presenter.presentCount == 0)
  }

  @Test func nothingArrivesBeforeShow() async throws {
    let fixture = Fixture()
    let ad = try await fixture.readyAd(.overlay)
    await fixture.clock.advance(by: 20)
    #expect(fixture.recorder.callbacks.isEmpty)
    try ad.show(in: fixture.container)
    await fixture.clock.advance(by: 0.1)
    #expect(fixture.recorder.callbacks == [.impression(adID: ad.id)])
  }

  @Test func pausePlayerThenShowPauseAdEndsTheOverlayFirst() async throws {
    let fixture = Fixture()
    let overlay = try await fixture.shownAd(.overlay)
    let pause = try await fixture.readyAd(.pause)
    fixture.player.pause()
    try pause.show(in: fixture.container)
    #expect(fixture.recorder.endReasons == [.contentPaused])
    #expect(fixture.sdk.screen.current === pause)
    #expect(fixture.names(overlay).last == .ended(.contentPaused))
  }
}

@MainActor
struct PollOnlyPlayerTests {
  @Test func pauseAdShowEndsAnOverlayWhosePlayerPausedSilently() async throws {
    let fixture = Fixture()
    let player = ScriptedPlayer(reports: .never)
    fixture.ads.track(player)
    _ = try await fixture.shownAd(.overlay)
    let pause = try await fixture.readyAd(.pause)
    player.isPlaying = false
    try pause.show(in: fixture.container)
    #expect(fixture.recorder.endReasons == [.contentPaused])
  }

  @Test func overlayEndsWithinASampleWhenThePlayerPausesSilently() async throws {
    let fixture = Fixture()
    let player = ScriptedPlayer(reports: .never)
    fixture.ads.track(player)
    _ = try await fixture.shownAd(.overlay)
    player.isPlaying = false
    await fixture.clock.advance(by: KontextVideo.Defaults.samplingInterval)
    #expect(fixture.recorder.endReasons == [.contentPaused])
  }
}

@MainActor
struct NestedShowTests {
  /// `show()` of a pause ad first ends the overlay whose player paused silently; that overlay's
  /// didEnd shows the pause ad itself. The outer call then says `alreadyShown`, not that
  /// another ad is showing.
  @Test func aShowWhoseAdTheEndingAdsDelegateShowedSaysAlreadyShown() async throws {
    let fixture = Fixture()
    let player = ScriptedPlayer(reports: .never)
    fixture.ads.track(player)
    let overlay = try await fixture.shownAd(.overlay)
    let pause = try await fixture.readyAd(.pause)
    let nested = ScriptedDelegate()  // shows the pause ad when the overlay ends
    nested.onEnd = { _, _ in try? pause.show(in: fixture.container) }
    overlay.delegate = nested
    player.isPlaying = false
    #expect(thrownError { try pause.show(in: fixture.container) } == .alreadyShown)
    #expect(fixture.sdk.screen.current === pause)
  }
}
