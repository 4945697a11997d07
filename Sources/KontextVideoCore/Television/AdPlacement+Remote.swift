/// An inline ad on Apple TV: the remote's presses and where focus goes.
extension AdPlacement {
  /// Reports a press of the Siri Remote's `button` on Apple TV, as ``RemoteRule`` decides it;
  /// returns whether the ad took it (otherwise the app's player or the focused control
  /// handles it).
  package func remotePressed(_ button: RemoteButton) -> Bool {
    switch RemoteRule.action(for: button, format: format, style: style) {
    case .resumeContent:
      viewerAskedToResume()
      return true
    case .close:
      viewerTappedClose()
      return true
    case .skip, .tapClose, .playAd, .ignore:
      return true
    case .passThrough:
      return false
    }
  }

  /// Where focus goes on Apple TV while the ad is on screen.
  package var focusPlan: AdFocusPlan { AdFocusPlan(style: style) }
}
