import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Releasing a `VideoAds` does what `destroy()` does, at once: loads in flight throw
/// `destroyed`, and no ad is handed over that nobody holds. (A request in flight keeps its
/// `VideoAds` alive: `format()` holds it until it returns.)
@MainActor
struct ReleaseTests {
  @Test func releasingTheAdsBeforeLoadMakesTheLoadThrowDestroyed() async throws {
    let (sdk, _, _) = KontextVideo.testing(.fill)
    let renderer = ScriptedRenderer(finishesAtOnce: true)
    sdk.renderer = renderer
    let recorder = EventRecorder(sdk: sdk)
    var ads: VideoAds? = VideoAds(content: Fixture.content, sdk: sdk)
    let ad = try #require(try await ads?.format(.pause))
    ads = nil  // an integrator who built the VideoAds inline; its clean-up has not run yet
    await #expect(throws: VideoAdError.destroyed) { try await ad.load() }
    let names = recorder.eventNames(ofAd: ad.id)
    #expect(!names.contains(.loaded))
    #expect(names.last == .notUsed(.destroyed))
  }

  @Test func releasingTheAdsDuringALoadMakesThatLoadThrowDestroyed() async throws {
    let (sdk, _, _) = KontextVideo.testing(.fill)
    let renderer = ScriptedRenderer(finishesAtOnce: false)
    sdk.renderer = renderer
    let recorder = EventRecorder(sdk: sdk)
    var ads: VideoAds? = VideoAds(content: Fixture.content, sdk: sdk)
    let ad = try #require(try await ads?.format(.overlay))
    let load = Task { try await ad.load() }
    while renderer.pending.isEmpty { await Task.yield() }
    ads = nil
    renderer.finishAll()  // in the same turn: before the released VideoAds' clean-up runs
    await #expect(throws: VideoAdError.destroyed) { try await load.value }
    #expect(!recorder.eventNames(ofAd: ad.id).contains(.loaded))
    #expect(renderer.released == 1)
  }

  /// A `format()` in flight holds its `VideoAds` (Swift keeps the callee alive for the call),
  /// so an app that let go meanwhile still gets an ad back: the documented exception. The
  /// `VideoAds` goes as the call returns, and that ad with it: reported not used, and its
  /// `load()` and `show()` throw `destroyed`.
  @Test func anAdReturnedAfterTheAdsWereReleasedIsDroppedWithThem() async throws {
    let (sdk, clock, _) = KontextVideo.testing(.slowResponse(seconds: 3))
    let recorder = EventRecorder(sdk: sdk)
    var ads: VideoAds? = VideoAds(content: Fixture.content, sdk: sdk)
    weak let released = ads
    let request = Task { [weak ads] in try await ads?.format(.overlay) }
    while recorder.events.isEmpty { await Task.yield() }  // the request is on its way
    ads = nil  // the app let go; the call in flight still holds it
    #expect(released != nil)
    await clock.advance(by: 5)
    let ad = try #require(try await request.value)
    #expect(released == nil)
    #expect(!ad.isReady)
    await #expect(throws: VideoAdError.destroyed) { try await ad.load() }
    #expect(
      thrownError { try ad.show(in: HeadlessContainer(width: 390, height: 693)) } == .destroyed)
    #expect(recorder.eventNames(ofAd: ad.id).last == .notUsed(.destroyed))
  }

  /// An integrator's screen that owns its `VideoAds` needs no `deinit { ads.destroy() }`:
  /// releasing the screen ends its ad on screen and drops the held ones.
  @Test func aScreenThatOwnsItsAdsNeedsNoDeinit() async throws {
    let (sdk, clock, _) = KontextVideo.testing(.fill)
    let recorder = EventRecorder(sdk: sdk)
    var screen: EpisodeScreen? = EpisodeScreen(sdk: sdk, clock: clock)
    let shown = try #require(try await screen?.showOverlay(delegate: recorder))
    let held = try #require(try await screen?.ads.format(.pause))
    screen = nil
    await clock.runDue()
    #expect(recorder.endReasons == [.destroyed])
    #expect(recorder.eventNames(ofAd: shown.id).last == .ended(.destroyed))
    #expect(recorder.eventNames(ofAd: held.id).last == .notUsed(.destroyed))
  }

  @Test func theErrorSaysReleasedOrDestroyed() {
    let message = VideoAdError.destroyed.description
    #expect(message.contains("destroyed") && message.contains("released"))
  }
}

/// An integrator's player screen: it owns its `VideoAds` and has no `deinit`.
@MainActor
private final class EpisodeScreen {
  let ads: VideoAds
  let player: SimulatedPlayer
  let container = HeadlessContainer(width: 390, height: 693)

  init(sdk: KontextVideo, clock: ManualClock) {
    ads = VideoAds(content: Fixture.content, sdk: sdk)
    player = SimulatedPlayer(clock: clock)
    ads.track(player)
    player.play()
  }

  func showOverlay(delegate: any VideoAdDelegate) async throws -> VideoAd {
    let ad = try await ads.format(.overlay)
    try await ad.load()
    ad.delegate = delegate
    try ad.show(in: container)
    return ad
  }
}
