// Apple TV only: the remote's presses stand in for iOS's three-finger double tap, which tvOS
// cannot have (numberOfTouchesRequired is API_UNAVAILABLE(tvos)).
#if canImport(UIKit) && os(tvOS)
  import KontextVideoCore
  import UIKit

  /// The Siri Remote gesture that opens the ad inspector, on a window the app names: Play/Pause
  /// pressed five times within two seconds, as the core's ``InspectorRemoteSequence`` decides.
  ///
  /// It never takes a press from the app. It is its own delegate, and UIKit asks the delegate
  /// about each new press before the recogniser sees it: UIGestureRecognizer.h says
  /// `gestureRecognizer(_:shouldReceive:)` is "called before pressesBegan:withEvent: is called
  /// on the gesture recognizer for a new press. return NO to prevent the gesture recognizer
  /// from seeing this press". The delegate hands the press to the sequence and says no, so the
  /// recogniser tracks no press and never recognises; it therefore never cancels one
  /// (`cancelsTouchesInView` "causes touchesCancelled:withEvent: or pressesCancelled:withEvent:
  /// to be sent to the view for all touches or presses recognized as part of this gesture")
  /// and never holds back a press's end (`delaysTouchesEnded`, on by default, delivers
  /// "pressesEnded events to the target view only after this gesture has failed
  /// recognition"). Both are turned off as well, and it takes no touch of the remote's
  /// surface, so the player, the focused control and the system handle every press as if it
  /// were not there.
  ///
  /// It watches Play/Pause, and Select and the arrows, which start the sequence over; not
  /// Menu, which takes the viewer back or out of the app, so the SDK stays clear of it.
  ///
  /// Assumptions no device here has shown: a recogniser on the window is asked about every
  /// press of a watched type that goes to a view in it (presses go to the focused view, and
  /// the recognisers of that view's superviews see them, as they see touches); and the
  /// delegate is asked about those types only (`allowedPressTypes`, whose documented default
  /// is Select alone).
  @MainActor
  final class InspectorPressRecognizer: UITapGestureRecognizer, UIGestureRecognizerDelegate {
    /// The presses that start the sequence over, besides Play/Pause, which makes it.
    private static let watched: [UIPress.PressType] = [
      .playPause, .select, .upArrow, .downArrow, .leftArrow, .rightArrow,
    ]

    private var sequence = InspectorRemoteSequence()
    private var onGesture: (@MainActor () -> Void)?

    /// Installs on `window` a recogniser of the sequence that calls `onGesture` each time it
    /// is complete.
    static func install(
      on window: UIWindow, onGesture: @escaping @MainActor () -> Void
    ) -> InspectorPressRecognizer {
      // `init()` is UIKit's convenience initializer (target and action nil), which this
      // subclass inherits: it declares no initializer of its own.
      let recognizer = InspectorPressRecognizer()
      recognizer.onGesture = onGesture
      recognizer.allowedPressTypes = watched.map { NSNumber(value: $0.rawValue) }
      recognizer.allowedTouchTypes = []
      recognizer.cancelsTouchesInView = false
      recognizer.delaysTouchesEnded = false
      // UIKit holds a delegate weakly; the window holds its recognisers strongly
      // (`addGestureRecognizer`), so the gesture lasts as long as the window, or until removed.
      recognizer.delegate = recognizer
      window.addGestureRecognizer(recognizer)
      return recognizer
    }

    /// Each new press, with the time it began (`UIPress.timestamp`, seconds since the system
    /// started): counted, then refused.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress
    ) -> Bool {
      if sequence.pressed(RemoteButton(press.type), at: press.timestamp) {
        onGesture?()
      }
      return false
    }
  }
#endif
