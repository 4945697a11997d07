import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A click's page in the app: counted once, opened where the route says (or by the app
/// itself), and while it is up the ad holds and playing content pauses, until the viewer is
/// back.
@MainActor
struct LandingPageTests {
  static let landingPage = URL(string: "https://kontext.so/?utm_source=sandbox")!

  @Test func aPauseCardHoldsWhileItsPageIsUpAndGoesOnAfter() async throws {
    let fixture = Fixture(playing: false)
    let (clicks, _) = fixture.sdk.installHeadlessClicks()
    let ad = try await fixture.shownAd(.pause)
    await fixture.clock.advance(by: 0.2)
    fixture.container.tapAd()
    #expect(clicks.opened == [.inAppBrowser(Self.landingPage)])
    fixture.container.scrollOffScreen()  // the page covers the player
    await fixture.clock.advance(by: 10)
    #expect(fixture.recorder.endReasons.isEmpty, "the page over the ad does not end it")
    #expect(!fixture.names(ad).contains(.viewable), "nothing counts under the page")
    clicks.closePage()
    fixture.container.scrollOnScreen()
    await fixture.clock.advance(by: 1.2)
    #expect(fixture.names(ad).contains(.viewable))
    #expect(fixture.names(ad).filter { $0 == .click }.count == 1)
    let names = fixture.names(ad)
    #expect(names.firstIndex(of: .landingPageOpened)! < names.firstIndex(of: .landingPageClosed)!)
  }

  @Test func anOverlaysPagePausesTheContentWhichEndsItAndPlaysAgainAfter() async throws {
    let fixture = Fixture()
    let (clicks, _) = fixture.sdk.installHeadlessClicks()
    _ = try await fixture.shownAd(.overlay)
    fixture.container.tapAd()
    #expect(clicks.isPageOpen)
    #expect(!fixture.player.isPlaying, "the episode waits while the viewer is on the page")
    // As the seeds say, an overlay ends when its content pauses.
    #expect(fixture.recorder.endReasons == [.contentPaused])
    await fixture.clock.advance(by: 30)
    #expect(!fixture.player.isPlaying)
    clicks.closePage()
    #expect(fixture.player.isPlaying, "the viewer is back where they were")
  }

  @Test func aDestroyedVideoAdsPlaysNothingAgain() async throws {
    let fixture = Fixture()
    let (clicks, _) = fixture.sdk.installHeadlessClicks()
    _ = try await fixture.shownAd(.overlay)
    fixture.container.tapAd()
    fixture.ads.destroy()  // the viewer left the episode from the page
    clicks.closePage()
    #expect(!fixture.player.isPlaying, "a destroyed VideoAds touches the content no more")
  }

  @Test func aLinearVideoPausesWhileItsPageIsUpAndPlaysAfter() async throws {
    let fixture = Fixture()
    let (clicks, _) = fixture.sdk.installHeadlessClicks()
    let ad = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 2)
    fixture.presenter.tapAd()
    #expect(clicks.opened.count == 1 && fixture.presenter.isPlaybackPaused)
    await fixture.clock.advance(by: 60)
    #expect(fixture.recorder.endReasons.isEmpty, "a paused video is no stall")
    clicks.closePage()
    #expect(!fixture.presenter.isPlaybackPaused)
    await fixture.clock.advance(by: 14)
    #expect(fixture.recorder.endReasons == [.completed])
    #expect(fixture.names(ad).filter { $0 == .click }.count == 1)
  }

  @Test func theAppMayOpenThePageItself() async throws {
    let fixture = Fixture()
    let (clicks, _) = fixture.sdk.installHeadlessClicks()
    let ad = try await fixture.readyAd(.overlay)
    let delegate = ScriptedDelegate()
    delegate.opensClicks = false  // the app opens it in its own browser
    ad.delegate = delegate
    try ad.show(in: fixture.container)
    fixture.container.tapAd()
    #expect(delegate.askedToOpen.map(\.destination) == [Self.landingPage])
    #expect(clicks.opened.isEmpty)
    #expect(fixture.player.isPlaying, "the SDK pauses nothing for a page it did not open")
    #expect(fixture.names(ad).suffix(2) == [.click, .clickOpenedByApp])
  }

  @Test func theSystemBrowserHoldsNothing() async throws {
    let (sdk, clock, _) = KontextVideo.testing(
      configuration: .sandbox(.fill).with { $0.landingPages = .systemBrowser })
    let (clicks, _) = sdk.installHeadlessClicks()
    let player = SimulatedPlayer(clock: clock)
    let ads = VideoAds(content: .init(id: "e", language: "en"), sdk: sdk)
    ads.track(player)
    let ad = try await ads.format(.pause)
    try await ad.load()
    let container = HeadlessContainer(width: 390, height: 693)
    try ad.show(in: container)
    container.tapAd()
    #expect(clicks.opened == [.system(Self.landingPage)])
    #expect(!clicks.isPageOpen)
    container.scrollOffScreen()
    await clock.advance(by: 1.2)
    #expect(EventRecorderCheck.ended(ad, in: sdk) == .interrupted, "nothing holds it")
  }

  @Test func aPageThatCannotBeShownInTheAppGoesToTheSystem() async throws {
    let fixture = Fixture(playing: false)
    let (clicks, _) = fixture.sdk.installHeadlessClicks()
    clicks.failsToPresent = true
    let ad = try await fixture.shownAd(.pause)
    fixture.container.tapAd()
    #expect(clicks.opened == [.system(Self.landingPage)])
    #expect(fixture.names(ad).suffix(2) == [.landingPageOpened, .landingPageClosed])
    fixture.container.scrollOffScreen()
    await fixture.clock.advance(by: 1.2)
    #expect(fixture.recorder.endReasons == [.interrupted], "nothing holds it")
  }

  @Test func anAppStoreClickOpensTheProductPageWithItsSignature() async throws {
    let clock = ManualClock()
    let server = VASTStubServer(
      format: .pause, creative: ["type": "image", "url": "https://i.example/a.png"],
      slotFields: [
        "click_url": "https://apps.apple.com/us/app/game/id1234567890",
        "skadn": SKAdNetworkParametersTests.object(),
      ])
    let (sdk, ads, recorder) = server.makeSDK(clock: clock)
    let (clicks, _) = sdk.installHeadlessClicks()
    let ad = try await ads.format(.pause)
    try await ad.load()
    ad.delegate = recorder
    let container = HeadlessContainer(width: 390, height: 693)
    try ad.show(in: container)
    container.tapAd()
    #expect(
      clicks.opened == [
        .productPage(
          itemID: 1_234_567_890,
          attribution: .init(
            version: "4.0", network: "example123.skadnetwork",
            nonce: UUID(uuidString: SKAdNetworkParametersTests.nonce1)!))
      ])
    #expect(
      recorder.callbacks.contains(
        .click(
          adID: ad.id, destination: URL(string: "https://apps.apple.com/us/app/game/id1234567890")))
    )
  }
}

/// Small helpers for the tests above.
@MainActor
enum EventRecorderCheck {
  /// The reason `ad` ended with, from the SDK's recent events.
  static func ended(_ ad: VideoAd, in sdk: KontextVideo) -> VideoAd.EndReason? {
    for event in sdk.recentEvents.reversed() where event.adID == ad.id {
      if case .ended(let reason) = event.name { return reason }
    }
    return nil
  }
}

extension KontextVideo.Configuration {
  /// A copy changed by `change`.
  func with(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }
}

/// An app that ends the ad from inside the click's callbacks takes over: nothing opens.
@MainActor
struct LandingPageTakeOverTests {
  @Test func anAdDestroyedInsideDidClickOpensNothing() async throws {
    let fixture = Fixture()
    let (clicks, _) = fixture.sdk.installHeadlessClicks()
    let ad = try await fixture.readyAd(.overlay)
    let delegate = ScriptedDelegate()
    let ads = fixture.ads
    delegate.onClick = { _, _ in ads.destroy() }
    ad.delegate = delegate
    try ad.show(in: fixture.container)
    fixture.container.tapAd()
    #expect(clicks.opened.isEmpty)
    #expect(fixture.player.isPlaying, "nothing paused for a page that did not open")
    #expect(fixture.names(ad).last == .ended(.destroyed))
  }
}
