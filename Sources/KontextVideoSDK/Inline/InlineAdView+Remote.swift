#if canImport(UIKit) && os(tvOS)
  import KontextVideoCore
  import UIKit

  /// An overlay or pause ad on Apple TV: each press that reaches it goes to the core's
  /// ``RemoteRule`` (through the placement), and focus follows the core's ``AdFocusPlan``.
  extension InlineAdView {
    /// Hands `press` to the core; true when the ad took it (then it goes no further).
    func takeRemotePress(_ press: UIPress) -> Bool {
      guard let button = RemoteButton(press.type) else { return false }
      return placement.remotePressed(button)
    }

    /// The control the core's focus plan starts on (a pause ad's Resume or close control);
    /// nil for an overlay, or once the ad is leaving (hidden).
    var focusTarget: UIView? {
      guard !isHidden, let element = placement.focusPlan.initialFocus else { return nil }
      return controls.first { $0.0.element == element }?.1
    }

    /// Whether one of the ad's controls has focus now.
    var containsFocus: Bool {
      guard let focused = UIFocusSystem.focusSystem(for: self)?.focusedItem else { return false }
      return contains(focused)
    }

    /// Asks the focus engine to move focus to the ad's ``focusTarget`` as it appears.
    ///
    /// `UIFocusSystem.requestFocusUpdate(to:)` has no effect on an environment that does not
    /// contain the focused item (its documentation), and a new ad holds no focus yet. So the
    /// request goes to the nearest environment above the ad that holds the focused item (the
    /// player's view controller, typically); the focus engine then follows that environment's
    /// `preferredFocusEnvironments`, where the app lists
    /// `playerView.kontextAdFocusEnvironments` first. If the app does not, the engine picks
    /// by its own defaults and focus may stay with the player: Play/Pause still resumes the
    /// episode there, which ends the pause ad, so the viewer is never held by it.
    func requestFocus() {
      guard focusTarget != nil, let system = UIFocusSystem.focusSystem(for: self),
        let focused = system.focusedItem, let environment = environment(holding: focused)
      else { return }
      system.requestFocusUpdate(to: environment)
    }

    /// Hands focus back to the player before the ad leaves, when the ad holds it: hidden, the
    /// ad's controls cannot take focus (a hidden view is not focusable) and ``focusTarget`` is
    /// nil, so the environment that held the ad picks the player's own control.
    /// `updateFocusIfNeeded()` commits the move now (its documentation), before the view goes.
    func returnFocus() {
      guard containsFocus, let system = UIFocusSystem.focusSystem(for: self),
        let focused = system.focusedItem
      else { return }
      isHidden = true
      guard let environment = environment(holding: focused, above: true) else { return }
      system.requestFocusUpdate(to: environment)
      system.updateFocusIfNeeded()
    }

    /// The nearest focus environment from this view (or from its parent, `above`) up that
    /// contains `focused`: the player's view controller, or the window.
    private func environment(
      holding focused: any UIFocusItem, above: Bool = false
    ) -> (any UIFocusEnvironment)? {
      var environment: (any UIFocusEnvironment)? = above ? parentFocusEnvironment : self
      while let current = environment {
        // Skip plain views: the request goes to a view controller or the window, whose
        // preferred environments are the app's choice.
        if current is UIViewController || current is UIWindow, current.contains(focused) {
          return current
        }
        environment = current.parentFocusEnvironment
      }
      return nil
    }
  }
#endif
