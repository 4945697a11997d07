#if canImport(UIKit) && os(tvOS)
  import KontextVideoCore
  import UIKit

  /// The Siri Remote on Apple TV: each press goes to the core's ``RemoteRule`` (through the
  /// presentation), which says whether the ad takes it; focus follows the core's
  /// ``AdFocusPlan``.
  extension LinearAdViewController {
    /// Hands `press` to the core; true when the ad took it (then it goes no further).
    func takeRemotePress(_ press: UIPress) -> Bool {
      guard let button = RemoteButton(press.type) else { return false }
      return presentation.remotePressed(button)
    }

    /// The control the core's focus plan starts on, when it is drawn and enabled (a disabled
    /// button cannot take focus).
    var focusTarget: UIView? {
      let button: UIButton? =
        switch presentation.focusPlan.initialFocus {
        case .play?: playButton
        case .skip?: skipButton
        case .close?: closeButton
        default: nil
        }
      guard let button, !button.isHidden, button.isEnabled else { return nil }
      return button
    }

    /// Asks UIKit to move focus again, to ``focusTarget``. UIFocusEnvironment's documentation:
    /// `setNeedsFocusUpdate()` has no effect unless this environment contains the focused
    /// item, and `updateFocusIfNeeded()` then moves it at once rather than on the next run
    /// loop cycle. Before Skip can be used, the player's preferred environments are empty,
    /// which the focus engine reads as the player itself: focus goes to one of its focusable
    /// controls (ⓘ, Mute, CC, an icon), so the player holds focus and the move to Skip or Play
    /// as it appears is honoured. That a request is accepted then is the documented behaviour,
    /// not one a device here has shown.
    func refocus() {
      setNeedsFocusUpdate()
      updateFocusIfNeeded()
    }
  }
#endif
