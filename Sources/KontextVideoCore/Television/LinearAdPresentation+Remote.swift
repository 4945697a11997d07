/// A full-screen ad on Apple TV: the remote's presses and where focus goes.
extension LinearAdPresentation {
  /// Reports a press of the Siri Remote's `button` on Apple TV, as ``RemoteRule`` decides it:
  /// Menu skips once allowed (a rewarded ad's close control), Play/Pause plays on a video
  /// paused from outside, and a full-screen ad takes every press but Select, so the system
  /// never dismisses it. Returns whether the ad took it.
  package func remotePressed(_ button: RemoteButton) -> Bool {
    let format: AdFormat = reward != nil ? .rewarded : .linear
    switch RemoteRule.action(
      for: button, format: format, canSkip: canSkip, isPaused: showsPlayControl)
    {
    case .playAd:
      viewerTappedPlay()
      return true
    case .skip:
      viewerTappedSkip()
      return true
    case .tapClose:
      viewerTappedClose()
      return true
    case .ignore, .resumeContent, .close:
      return true
    case .passThrough:
      return false
    }
  }

  /// Where focus goes on Apple TV while the ad is on screen: among the controls drawn now
  /// (Play only while the video is paused from outside).
  package var focusPlan: AdFocusPlan {
    AdFocusPlan(fullScreen: chromeElements.filter { $0 != .play || showsPlayControl })
  }
}
