#if canImport(UIKit)
  import AVFoundation
  import KontextVideoCore

  extension VideoAds {
    /// Follows your `AVPlayer`: events carry its playhead, an overlay ends when the viewer
    /// pauses and a pause ad when playback resumes. Held weakly.
    ///
    /// The SDK reads `timeControlStatus` (a stall is not a pause) and `isExternalPlaybackActive`
    /// (no overlay while the picture is on a TV over AirPlay). It never changes the player or
    /// the app's audio session.
    ///
    /// ```swift
    /// let ads = VideoAds(content: content)
    /// ads.track(player)
    /// ```
    public func track(_ player: AVPlayer) {
      track(adapter: AVPlayerAdapter(player: player))
    }

    /// Follows your `AVPlayer`'s playhead.
    @available(*, deprecated, renamed: "track(_:)")
    public func trackPlayhead(of player: AVPlayer) {
      track(player)
    }
  }
#endif
