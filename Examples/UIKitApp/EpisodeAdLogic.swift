import KontextVideoSDK

/// What the app's content player does for its ad logic. `AVPlayer` has both; a unit test gives
/// `KontextVideoTesting`'s `SimulatedPlayer`.
@MainActor
protocol ContentPlayback: AnyObject {
  func play()
  func pause()
}

/// The app's own pause-ad logic, written against the SDK's protocols rather than `UIView` and
/// `AVPlayer`: on a device it gets the player view (as a `UIViewAdContainer`) and the
/// `AVPlayer`, in a unit test the kit's `HeadlessContainer` and `SimulatedPlayer`, so the test
/// drives this very code.
@MainActor
final class EpisodeAdLogic: VideoAdDelegate {
  let ads: VideoAds
  let container: any AdContainer
  let content: any ContentPlayback
  private(set) var pauseAd: VideoAd?
  private(set) var adOnScreen: VideoAd?

  init(ads: VideoAds, container: any AdContainer, content: any ContentPlayback) {
    self.ads = ads
    self.container = container
    self.content = content
  }

  /// Asks for the next pause ad and loads it, early.
  func prepare() async {
    do throws(VideoAdError) {
      let ad = try await ads.format(.pause)
      try await ad.load()
      ad.delegate = self
      pauseAd = ad
    } catch {
      pauseAd = nil  // no fill this time
    }
  }

  func viewerPaused() {
    content.pause()
    guard let pauseAd else { return }
    do {
      try pauseAd.show(in: container)
      adOnScreen = pauseAd
      self.pauseAd = nil
    } catch {
      // not shown: nothing else to do
    }
  }

  func viewerResumed() {
    try? adOnScreen?.dismiss()
    content.play()
  }

  func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {
    adOnScreen = nil
    if reason == .resumed { content.play() }
    Task { await prepare() }
  }
}
