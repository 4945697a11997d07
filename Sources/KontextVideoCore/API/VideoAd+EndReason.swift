extension VideoAd {
  /// Why a shown ad ended, given once to ``VideoAdDelegate/videoAd(_:didEnd:)``.
  ///
  /// ```swift
  /// func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {
  ///   if reason == .resumed { player.play() }
  /// }
  /// ```
  ///
  /// A minor release may add a case (the CHANGELOG's compatibility policy): switch over it
  /// with `@unknown default`.
  public enum EndReason: String, Sendable, Hashable, CaseIterable {
    /// An overlay's display time elapsed, or a linear ad's video finished.
    case completed
    /// The viewer used Skip on a linear ad.
    case skipped
    /// The viewer used the ad's close control.
    case closed
    /// The app called ``VideoAd/dismiss()``.
    case dismissed
    /// The viewer tapped Resume on a full-player pause ad; resume playback.
    case resumed
    /// The tracked player paused while an overlay was up.
    case contentPaused
    /// The tracked player started playing while a pause ad was up.
    case contentResumed
    /// The ad's container left the screen (a feed swipe) for the grace period.
    case interrupted
    /// ``VideoAds/destroy()`` was called, or the ``VideoAds`` was released.
    case destroyed
    /// The creative broke; the delegate heard the error first.
    case failed
    /// The viewer reported the ad from its ⓘ sheet; the delegate heard the report first, and
    /// the ad's creative is not shown again while the app runs.
    case reported
  }
}
