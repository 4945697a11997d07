import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

@MainActor
struct DestroyTests {
  @Test func destroyDropsHeldAdsAndReportsThemNotUsed() async throws {
    let fixture = Fixture()
    let overlay = try await fixture.ads.format(.overlay)
    let pause = try await fixture.readyAd(.pause)
    fixture.ads.destroy()
    #expect(fixture.ads.isDestroyed)
    #expect(fixture.names(overlay).last == .notUsed(.destroyed))
    #expect(fixture.names(pause).last == .notUsed(.destroyed))
    #expect(thrownError { try pause.show(in: fixture.container) } == .destroyed)
    let loadError = await awaitedError { try await overlay.load() }
    #expect(loadError == .destroyed)
  }

  @Test func destroyEndsTheInlineAdOnScreenSynchronously() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    fixture.ads.destroy()
    #expect(fixture.recorder.endReasons == [.destroyed])
    #expect(fixture.container.placement == nil)
  }

  @Test func destroyDismissesTheLinearAdThenEndsIt() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.linear)
    fixture.ads.destroy()
    #expect(fixture.presenter.isDismissing)
    #expect(fixture.recorder.endReasons.isEmpty)
    await fixture.clock.advance(by: 0.3)
    #expect(fixture.recorder.endReasons == [.destroyed])
  }

  @Test func adAlreadyClosingKeepsItsOwnReason() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 6)
    fixture.presenter.tapSkip()
    fixture.ads.destroy()
    await fixture.clock.advance(by: 0.3)
    #expect(fixture.recorder.endReasons == [.skipped])
  }

  @Test func destroyDoesNotEndAnotherVideoAdsAd() async throws {
    let fixture = Fixture()
    let other = VideoAds(content: .init(id: "episode-2", language: "en"), sdk: fixture.sdk)
    let ad = try await other.format(.overlay)
    try await ad.load()
    ad.delegate = fixture.recorder
    try ad.show(in: fixture.container)
    fixture.ads.destroy()
    #expect(fixture.recorder.endReasons.isEmpty)
    #expect(fixture.sdk.screen.current === ad)
  }

  @Test func requestInFlightThrowsDestroyed() async throws {
    let fixture = Fixture(.slowResponse(seconds: 3))
    let task = Task { try await fixture.ads.format(.overlay) }
    await fixture.waitUntil { fixture.recorder.eventNames.contains(.requested) }
    fixture.ads.destroy()
    let error = await awaitedError { _ = try await task.value }
    #expect(error == .destroyed)
    await fixture.clock.advance(by: 5)
    #expect(fixture.recorder.eventNames == [.requested])
  }

  @Test func loadInFlightThrowsDestroyed() async throws {
    let fixture = Fixture(.slowLoad(seconds: 2))
    let ad = try await fixture.ads.format(.overlay)
    let task = Task { try await ad.load() }
    await fixture.waitUntil { fixture.names(ad).contains(.loadStarted) }
    #expect(fixture.names(ad).last == .loadStarted)  // the load is in flight
    fixture.ads.destroy()
    let error = await awaitedError { try await task.value }
    #expect(error == .destroyed)
    #expect(!fixture.names(ad).contains(.loaded))
  }

  @Test func laterCallsThrowDestroyed() async throws {
    let fixture = Fixture()
    fixture.ads.destroy()
    fixture.ads.destroy()
    let error = await awaitedError { _ = try await fixture.ads.format(.pause) }
    #expect(error == .destroyed)
  }

  @Test func releasingVideoAdsDoesWhatDestroyDoes() async throws {
    let (sdk, clock, _) = KontextVideo.testing(.fill)
    let recorder = EventRecorder(sdk: sdk)
    let player = SimulatedPlayer(clock: clock)
    player.play()
    let container = HeadlessContainer(width: 390, height: 693)
    var ads: VideoAds? = VideoAds(content: Fixture.content, sdk: sdk)
    ads?.track(player)
    let held = try await ads?.format(.pause)
    let shown = try await ads?.format(.overlay)
    try await shown?.load()
    shown?.delegate = recorder
    try shown?.show(in: container)
    ads = nil
    await clock.runDue()
    #expect(recorder.endReasons == [.destroyed])
    #expect(recorder.eventNames(ofAd: held?.id ?? "").last == .notUsed(.destroyed))
  }

  @Test func nothingStaysAliveAfterDestroyAndRelease() async throws {
    weak var weakAds: VideoAds?
    weak var weakShown: VideoAd?
    weak var weakHeld: VideoAd?
    weak var weakSession: AdSession?
    let (sdk, clock, presenter) = KontextVideo.testing(.fill)
    do {
      let player = SimulatedPlayer(clock: clock)
      player.play()
      let container = HeadlessContainer(width: 390, height: 693)
      let ads = VideoAds(content: Fixture.content, sdk: sdk)
      ads.track(player)
      let shown = try await ads.format(.overlay)
      try await shown.load()
      try shown.show(in: container)
      let linear = try await ads.format(.linear)
      try await linear.load()
      let held = try await ads.format(.pause)
      weakAds = ads
      weakShown = shown
      weakHeld = held
      weakSession = ads.session
      ads.destroy()
    }
    await clock.advance(by: 1)
    #expect(weakAds == nil)
    #expect(weakSession == nil)
    #expect(weakShown == nil)
    #expect(weakHeld == nil)
    #expect(sdk.screen.current == nil)
    #expect(presenter.presentation == nil)
  }

  @Test func nothingStaysAliveAfterALinearAdEnds() async throws {
    weak var weakAd: VideoAd?
    let (sdk, clock, _) = KontextVideo.testing(.fill)
    let ads = VideoAds(content: Fixture.content, sdk: sdk)
    do {
      let ad = try await ads.format(.linear)
      try await ad.load()
      try ad.show()
      weakAd = ad
    }
    #expect(weakAd != nil)
    await clock.advance(by: 16)
    #expect(weakAd == nil)
  }
}
