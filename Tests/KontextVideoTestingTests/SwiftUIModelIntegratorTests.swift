import KontextVideoSDK
import KontextVideoTesting
import Testing

// A SwiftUI screen's ad logic tested as written, through the headless twin of VideoAdHost.
// The Testing article quotes it; Tools/check-doc-snippets.py keeps the two the same.

/// A SwiftUI screen's pause-ad logic, as Showing Ads with SwiftUI writes it (an
/// `ObservableObject` with `@Published var adOnScreen` in the app): `VideoAdHost` shows
/// `adOnScreen`, and the model hears the ad through the host's closures.
@MainActor
final class PauseAdModel {
  let ads: VideoAds
  let content: any ContentPlayback
  var adOnScreen: VideoAd?
  private var pauseAd: VideoAd?

  init(ads: VideoAds, content: any ContentPlayback) {
    self.ads = ads
    self.content = content
  }

  func prepare() async {
    pauseAd = try? await ads.format(.pause)
    try? await pauseAd?.load()
  }

  func viewerPaused() {
    content.pause()
    adOnScreen = pauseAd  // VideoAdHost shows it
  }

  func adEnded(_ ad: VideoAd, _ reason: VideoAd.EndReason) {
    if adOnScreen === ad { adOnScreen = nil }
    pauseAd = nil
    if reason == .resumed { content.play() }
  }
}

@MainActor
@Test func theSwiftUIModelShowsItsPauseAdThroughTheHost() async throws {
  let (sdk, clock, _) = KontextVideo.testing(.fullPlayerPause)
  let player = SimulatedPlayer(clock: clock)
  let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
  ads.track(player)
  player.play()
  let model = PauseAdModel(ads: ads, content: player)
  await model.prepare()
  let container = HeadlessContainer(width: 390, height: 693)
  let host = HeadlessVideoAdHost(
    ad: { model.adOnScreen }, container: container, onEnd: model.adEnded)
  model.viewerPaused()
  host.settle()  // SwiftUI's view update, then the main queue's turns
  #expect(container.placement?.format == .pause)
  await clock.advance(by: 3)
  container.tapResume()  // onEnd arrives at once: the viewer's tap
  #expect(player.isPlaying)
  host.settle()
  #expect(model.adOnScreen == nil)
  #expect(container.placement == nil)
}
