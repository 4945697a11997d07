/// Where focus goes on Apple TV while an ad is on screen: the control that takes it as the ad
/// appears, and back to the player when the ad ends. The Apple layer follows it.
package struct AdFocusPlan: Sendable, Hashable {
  /// The control that takes focus as the ad appears; nil when focus stays with the player (an
  /// overlay, which the viewer watches through, or a linear ad, which the remote's Menu
  /// skips).
  package let initialFocus: AdChromeElement?
  /// The controls the viewer may move focus between, in order.
  package let focusable: [AdChromeElement]
  /// Whether focus goes back to the player when the ad ends: always.
  package let returnsFocusToPlayer = true

  /// The plan for an inline ad drawn as `style`: a pause ad's Resume control, or else its close
  /// control, takes focus (so Select acts on the way back to the episode); the ⓘ control can
  /// be reached. An overlay takes no focus.
  package init(style: AdPlacementStyle) {
    switch style {
    case .overlay:
      initialFocus = nil
      focusable = []
    case .pauseCard, .pauseFullPlayer:
      let controls = style.controls.map(\.element)
      let first: AdChromeElement = controls.contains(.resume) ? .resume : .close
      initialFocus = first
      focusable = [first] + controls.filter { $0 != first }
    }
  }

  /// Whether the viewer can move focus to `element`. On Apple TV a control focus cannot reach
  /// is not drawn at all: a close or ⓘ control nobody can select would promise what it cannot
  /// do. So an overlay shows its creative and badge only, and an inline ad's creative is never
  /// focused: a TV viewer reaches the advertiser's link through the ⓘ screen.
  package func reaches(_ element: AdChromeElement) -> Bool { focusable.contains(element) }

  /// The plan for a full-screen ad whose player draws `elements`: focus starts on Play when
  /// it is drawn (the ad's video was paused from outside: Select plays it on, as Play/Pause
  /// does), else on Skip's place (Skip, or a rewarded ad's close control) when it is drawn, so
  /// Select takes it once allowed; the remote's Menu does the same (``RemoteRule``). Every
  /// control the player draws can take focus; the badge and the captions' text cannot.
  package init(fullScreen elements: [AdChromeElement]) {
    let focusable = elements.filter { ![.badge, .captionText].contains($0) }
    self.focusable = focusable
    initialFocus =
      focusable.contains(.play) ? .play : focusable.first { $0 == .skip || $0 == .close }
  }
}
