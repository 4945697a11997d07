import KontextVideoSDK
import KontextVideoTesting
import Testing

// An integrator's tests of each format, written with the public API and KontextVideoTesting
// only. The Testing article quotes them; Tools/check-doc-snippets.py keeps the two the same.

@MainActor
@Test func overlayEndsWhenTheViewerPauses() async throws {
  let (sdk, clock, _) = KontextVideo.testing(.fill)
  let player = SimulatedPlayer(clock: clock)
  let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
  ads.track(player)
  player.play()
  let recorder = EventRecorder(sdk: sdk)
  let ad = try await ads.format(.overlay)
  try await ad.load()
  ad.delegate = recorder
  try ad.show(in: HeadlessContainer(width: 390, height: 693))
  await clock.advance(by: 2)
  player.pause()
  #expect(recorder.endReasons == [.contentPaused])
}

@MainActor
@Test func pauseCardClosesWhenTheViewerTapsClose() async throws {
  let (sdk, clock, _) = KontextVideo.testing(.fill)
  let player = SimulatedPlayer(clock: clock)
  let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
  ads.track(player)
  let recorder = EventRecorder(sdk: sdk)
  let ad = try await ads.format(.pause)
  try await ad.load()
  ad.delegate = recorder
  let container = HeadlessContainer(width: 390, height: 693)
  try ad.show(in: container)
  await clock.advance(by: 1)
  container.tapClose()
  #expect(recorder.endReasons == [.closed])
}

@MainActor
@Test func fullPlayerPauseAdResumesTheEpisode() async throws {
  let (sdk, clock, _) = KontextVideo.testing(.fullPlayerPause)
  let player = SimulatedPlayer(clock: clock)
  let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
  ads.track(player)
  let recorder = EventRecorder(sdk: sdk)
  let ad = try await ads.format(.pause)
  try await ad.load()
  ad.delegate = recorder
  let container = HeadlessContainer(width: 390, height: 693)
  try ad.show(in: container)
  await clock.advance(by: 3)
  container.tapResume()  // your didEnd plays the episode on .resumed
  #expect(recorder.endReasons == [.resumed])
}

@MainActor
@Test func linearAdCanBeSkippedAfterFiveSeconds() async throws {
  let (sdk, clock, presenter) = KontextVideo.testing(.fill)
  let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
  let recorder = EventRecorder(sdk: sdk)
  let ad = try await ads.format(.linear)
  try await ad.load()
  ad.delegate = recorder
  try ad.show()
  await clock.advance(by: 3)
  presenter.tapSkip()  // too early: nothing happens
  await clock.advance(by: 3)
  presenter.tapSkip()
  await clock.advance(by: 1)  // the dismissal
  #expect(recorder.endReasons == [.skipped])
}

@MainActor
@Test func aBreakOfThreeAdsEndsOnceAndSkipPassesOverOneAd() async throws {
  let (sdk, clock, presenter) = KontextVideo.testing(.pod)
  let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
  let recorder = EventRecorder(sdk: sdk)
  let ad = try await ads.format(.linear)
  try await ad.load()
  ad.delegate = recorder
  #expect(ad.adBreak?.adDurations == [15, 10, 6])  // "Ad 1 of 3"
  try ad.show()
  await clock.advance(by: 6)
  presenter.tapSkip()  // skips the first ad, not the break
  #expect(ad.adBreakPosition == 2)
  await clock.advance(by: 17)  // the second and third play whole
  #expect(recorder.endReasons == [.completed])
}

@MainActor
@Test func leavingDuringALoadMakesTheLoadThrowDestroyed() async throws {
  let (sdk, clock, _) = KontextVideo.testing(.slowLoad(seconds: 2))
  let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
  let ad = try await ads.format(.overlay)
  let load = Task { try await ad.load() }
  await clock.advance(by: 1)
  ads.destroy()  // the viewer left the episode
  await #expect(throws: VideoAdError.destroyed) { try await load.value }
  #expect(!ad.isReady)
}

// MARK: The app's own ad logic, driven by the kit

/// The kit's player as the app's content: it has `play()` and `pause()`.
extension SimulatedPlayer: ContentPlayback {}

@MainActor
@Test func theAppsPauseLogicShowsItsAdAndResumesTheEpisode() async throws {
  let (sdk, clock, _) = KontextVideo.testing(.fill)
  let player = SimulatedPlayer(clock: clock)
  let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
  ads.track(player)
  player.play()
  let container = HeadlessContainer(width: 390, height: 693)
  let logic = EpisodeAdLogic(ads: ads, container: container, content: player)
  await logic.prepare()
  logic.viewerPaused()
  #expect(!player.isPlaying)
  #expect(container.placement?.format == .pause)
  await clock.advance(by: 5)
  logic.viewerResumed()
  #expect(container.placement == nil)
  #expect(player.isPlaying)
}

// MARK: A page that outlives the viewer's visit

/// A feed page whose model outlives the viewer's visit (a feed that caches its pages): a
/// destroyed `VideoAds` stays destroyed, so the page makes a fresh one when the viewer comes
/// back.
@MainActor
final class CachedPage {
  private let makeAds: @MainActor () -> VideoAds
  private(set) var ads: VideoAds

  init(makeAds: @escaping @MainActor () -> VideoAds) {
    self.makeAds = makeAds
    ads = makeAds()
  }

  func viewerLeft() {
    ads.destroy()
  }

  func viewerCameBack() {
    if ads.isDestroyed { ads = makeAds() }
  }
}

@MainActor
@Test func aPageTheViewerComesBackToGetsFreshAds() async throws {
  let (sdk, _, _) = KontextVideo.testing(.fill)
  let page = CachedPage { VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk) }
  page.viewerLeft()
  await #expect(throws: VideoAdError.destroyed) { try await page.ads.format(.pause) }
  page.viewerCameBack()
  let ad = try await page.ads.format(.pause)
  try await ad.load()
  #expect(ad.isReady)
}
