#if canImport(UIKit)
  import AVKit
  import KontextVideoCore

  extension VideoAds {
    /// Follows your `AVPictureInPictureController`: while its Picture in Picture window is up,
    /// no ad is shown (`contentPlayingElsewhere`) and an overlay or pause ad on screen ends
    /// `.interrupted`, with no impression if none was counted yet. Held weakly; one call is
    /// enough.
    ///
    /// With `AVPlayerViewController`, which keeps its Picture in Picture state to its delegate,
    /// set ``isContentInPictureInPicture`` from `playerViewControllerWillStartPictureInPicture`
    /// and `playerViewControllerDidStopPictureInPicture`.
    ///
    /// ```swift
    /// ads.track(pictureInPicture: pictureInPictureController)
    /// ```
    public func track(pictureInPicture controller: AVPictureInPictureController) {
      platformObservers["pictureInPicture"] = PictureInPictureObserver(
        controller: controller, ads: self)
    }
  }
#endif
