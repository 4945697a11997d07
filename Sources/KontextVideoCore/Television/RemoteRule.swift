/// The Siri Remote's buttons as inputs to the ad rules on Apple TV.
///
/// - A pause ad: Play/Pause resumes the content (the ad ends `.resumed`); Menu closes a pause
///   card (`.closed`) and resumes from a full-player pause, whose only way out is Resume; so
///   the viewer is never held in a pause ad.
/// - A linear ad: Menu skips once Skip is allowed and is otherwise ignored, never dismissing
///   the ad out from under the SDK; Play/Pause plays the ad's video on when something paused
///   it from outside (a call, Siri, a route change: its Play control is drawn), so a viewer
///   is never left before a paused ad they cannot skip, and is otherwise ignored.
/// - A rewarded ad: Menu is its close control (before the reward the SDK asks first);
///   Play/Pause as for a linear ad.
/// - An overlay never takes focus: every press is the player's.
/// - Select always goes to the control that has focus.
package enum RemoteRule {
  /// What `button` does to an ad of `format` drawn as `style` (inline ads), where a linear ad
  /// `canSkip` now and `isPaused` (its video paused from outside, its Play control drawn).
  package static func action(
    for button: RemoteButton, format: AdFormat, style: AdPlacementStyle? = nil,
    canSkip: Bool = false, isPaused: Bool = false
  ) -> RemoteAction {
    guard button != .select else { return .passThrough }
    switch format {
    case .overlay:
      return .passThrough
    case .pause:
      if button == .playPause { return .resumeContent }
      return style == .pauseFullPlayer ? .resumeContent : .close
    case .linear:
      if button == .playPause { return isPaused ? .playAd : .ignore }
      return canSkip ? .skip : .ignore
    case .rewarded:
      if button == .playPause { return isPaused ? .playAd : .ignore }
      return .tapClose
    }
  }
}
