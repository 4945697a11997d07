import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

@MainActor
struct OverlayOnScreenTests {
  @Test func overlayEndsByItselfAfterItsDisplayTime() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    await fixture.clock.advance(by: KontextVideo.Defaults.overlayDisplaySeconds - 0.01)
    #expect(fixture.recorder.endReasons.isEmpty)
    await fixture.clock.advance(by: 0.01)
    #expect(fixture.recorder.endReasons == [.completed])
    #expect(fixture.container.placement == nil)
    #expect(fixture.sdk.screen.current == nil)
    #expect(
      fixture.names(ad) == [
        .filled, .loadStarted, .loaded, .shown, .impression, .viewable, .ended(.completed),
      ])
  }

  @Test func overlayEndsAsSoonAsThePlayerPauses() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    await fixture.clock.advance(by: 2)
    fixture.player.pause()
    #expect(fixture.recorder.endReasons == [.contentPaused])
    #expect(fixture.player.observerCount == 0)
  }

  @Test func viewerCloseEndsItClosed() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    fixture.container.tapResume()  // an overlay has no Resume: ignored
    fixture.container.tapClose()
    #expect(fixture.recorder.endReasons == [.closed])
    #expect(fixture.recorder.eventNames.suffix(2) == [.close, .ended(.closed)])
  }

  @Test func dismissEndsItSynchronouslyInsideTheCall() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    let delegate = ScriptedDelegate()
    var screenWasFreeInDidEnd: Bool?  // for the next ad, inside didEnd
    delegate.onEnd = { ad, _ in screenWasFreeInDidEnd = ad.controller.services.screen.current == nil
    }
    ad.delegate = delegate
    try ad.dismiss()
    #expect(delegate.ends == [.dismissed])
    #expect(screenWasFreeInDidEnd == true)
  }

  @Test func tapIsAClickWithTheLandingPage() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    fixture.container.tapAd()
    #expect(
      fixture.recorder.callbacks.contains(
        .click(adID: ad.id, destination: URL(string: "https://kontext.so/?utm_source=sandbox"))))
    #expect(fixture.names(ad).contains(.click))
  }

  @Test func impressionCountsOnceOnFirstRenderOnScreen() async throws {
    let fixture = Fixture()
    fixture.container.scrollOffScreen()
    fixture.container.visibleFraction = 0
    let ad = try await fixture.readyAd(.overlay)
    fixture.container.scrollOnScreen()
    try ad.show(in: fixture.container)
    await fixture.clock.advance(by: 3)
    let impressions = fixture.recorder.callbacks.filter { $0 == .impression(adID: ad.id) }
    #expect(impressions.count == 1)
  }

  @Test func noImpressionWhileNothingIsVisible() async throws {
    let fixture = Fixture()
    let ad = try await fixture.readyAd(.overlay)
    try ad.show(in: fixture.container)
    fixture.container.isInVisibleWindow = false
    await fixture.clock.advance(by: 0.5)
    #expect(!fixture.names(ad).contains(.impression))
  }

  @Test func overlayGeometryFollowsTheBetterAdsRules() async throws {
    let fixture = Fixture()
    let ad = try await fixture.readyAd(.overlay)
    let insets = AdInsets(bottom: 60)
    try ad.show(in: fixture.container, insets: insets)
    let frame = try #require(fixture.container.placement?.frame)
    let size = fixture.container.size
    #expect(frame.width * frame.height <= size.width * size.height * 0.2 + 1e-6)
    #expect(frame.y >= size.height * 2 / 3)
    #expect(frame.maxY <= size.height - insets.bottom + 1e-6)
    #expect(frame.width >= 240 && frame.height >= 50)
  }
}

@MainActor
struct PauseOnScreenTests {
  @Test func pauseAdStaysUntilTheAppDismissesIt() async throws {
    let fixture = Fixture(playing: false)
    let ad = try await fixture.shownAd(.pause)
    await fixture.clock.advance(by: 120)
    #expect(fixture.recorder.endReasons.isEmpty)
    try ad.dismiss()
    fixture.player.play()
    #expect(fixture.recorder.endReasons == [.dismissed])
  }

  @Test func pauseAdEndsWhenPlaybackResumesWithoutTheApp() async throws {
    let fixture = Fixture(playing: false)
    _ = try await fixture.shownAd(.pause)
    fixture.player.play()
    #expect(fixture.recorder.endReasons == [.contentResumed])
  }

  @Test func resumeOnAFullPlayerPauseAdEndsItResumed() async throws {
    let fixture = Fixture(playing: false)
    let ads = fixture.ads
    let ad = try await ads.format(.pause)
    // A full-player pause slot, as the server sends with `"layout": "full_player"`.
    var slot = ad.controller.slot
    slot.pauseStyle = .pauseFullPlayer
    let fullPlayer = VideoAd(
      slot: slot, requestID: "r", services: fixture.sdk, session: ads.session)
    try await fullPlayer.load()
    fullPlayer.delegate = fixture.recorder
    try fullPlayer.show(in: fixture.container)
    #expect(fixture.container.placement?.controls == [.info, .resume])
    fixture.container.tapClose()  // no close control on a full-player ad: ignored
    fixture.container.tapResume()
    #expect(fixture.recorder.endReasons == [.resumed])
  }

  @Test func cardCloseEndsItClosed() async throws {
    let fixture = Fixture(playing: false)
    _ = try await fixture.shownAd(.pause)
    #expect(fixture.container.placement?.controls == [.info, .close])
    fixture.container.tapClose()
    #expect(fixture.recorder.endReasons == [.closed])
  }
}

@MainActor
struct FeedTests {
  @Test func containerOffScreenForAboutASecondEndsInterrupted() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    await fixture.clock.advance(by: 1)
    fixture.container.scrollOffScreen()
    await fixture.clock.advance(by: 0.95)
    #expect(fixture.recorder.endReasons.isEmpty)
    await fixture.clock.advance(by: 0.2)
    #expect(fixture.recorder.endReasons == [.interrupted])
    #expect(fixture.sdk.screen.current == nil)
  }

  @Test func briefFlickerOffScreenDoesNotInterrupt() async throws {
    let fixture = Fixture(playing: false)
    _ = try await fixture.shownAd(.pause)
    fixture.container.scrollOffScreen()
    await fixture.clock.advance(by: 0.5)
    fixture.container.scrollOnScreen()
    await fixture.clock.advance(by: 0.5)
    fixture.container.scrollOffScreen()
    await fixture.clock.advance(by: 0.5)
    #expect(fixture.recorder.endReasons.isEmpty)
  }

  @Test func leavingTheWindowCountsAsOffScreen() async throws {
    let fixture = Fixture(playing: false)
    _ = try await fixture.shownAd(.pause)
    fixture.container.isInVisibleWindow = false
    await fixture.clock.advance(by: 1.2)
    #expect(fixture.recorder.endReasons == [.interrupted])
  }

  @Test func nextPageAdShowsOnceTheSwipedPageAdIsInterrupted() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    let nextPage = VideoAds(content: .init(id: "episode-2", language: "en"), sdk: fixture.sdk)
    nextPage.track(fixture.player)
    let nextAd = try await nextPage.format(.overlay)
    try await nextAd.load()
    let nextContainer = HeadlessContainer(width: 390, height: 693)
    fixture.container.scrollOffScreen()
    #expect(thrownError { try nextAd.show(in: nextContainer) } == .anotherAdShowing)
    await fixture.clock.advance(by: 1.1)
    try nextAd.show(in: nextContainer)
    #expect(fixture.sdk.screen.current === nextAd)
  }
}

@MainActor
struct CreativeFailureTests {
  @Test func brokenCreativeReportsTheFailureThenEndsFailed() async throws {
    let fixture = Fixture(.creativeFailure(afterSeconds: 2))
    let ad = try await fixture.shownAd(.overlay)
    await fixture.clock.advance(by: 2)
    #expect(
      fixture.recorder.callbacks.map(\.description) == [
        "didRecordImpression",
        "didFail(The creative failed on screen: the sandbox creative is set to fail on screen.)",
        "didEnd(failed)",
      ])
    #expect(fixture.names(ad).last == .ended(.failed))
  }
}
