import AVKit
import KontextVideoSDK

/// For an episode played in `AVPlayerViewController` rather than `PlayerView`: that controller
/// tells only its delegate when Picture in Picture starts and stops, so its delegate tells the
/// SDK, which then shows no ad while the video is in its floating window.
@MainActor
final class PictureInPictureDelegate: NSObject, @preconcurrency AVPlayerViewControllerDelegate {
  let ads: VideoAds

  init(ads: VideoAds) {
    self.ads = ads
  }

  func playerViewControllerWillStartPictureInPicture(_ controller: AVPlayerViewController) {
    ads.isContentInPictureInPicture = true
  }

  func playerViewControllerDidStopPictureInPicture(_ controller: AVPlayerViewController) {
    ads.isContentInPictureInPicture = false
  }
}
