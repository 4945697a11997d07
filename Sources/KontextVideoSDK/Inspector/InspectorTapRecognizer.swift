#if canImport(UIKit)
  import UIKit

  /// The three-finger double tap that opens the ad inspector, on a window the app names.
  ///
  /// It never takes a touch from the app: it does not cancel touches, does not hold back
  /// their ends, and recognises alongside every other recogniser. It has no target-action
  /// (that needs an Objective-C selector): UIKit asks its delegate, ``Handler``, whether it may
  /// leave its `possible` state, which for a tap is once the whole gesture is complete (both
  /// taps, three fingers); the handler opens the inspector then and says no, so the recogniser
  /// fails, as if it were not there.
  @MainActor
  final class InspectorTapRecognizer: UITapGestureRecognizer {
    /// The recogniser's delegate, kept here: UIKit holds a delegate weakly, and the window
    /// holds its recognisers strongly (`addGestureRecognizer`), so the gesture lasts as long
    /// as the window, or until it is removed.
    var handler: Handler? {
      didSet { delegate = handler }
    }

    /// Sees the gesture complete and opens the inspector.
    final class Handler: NSObject, UIGestureRecognizerDelegate {
      private let onGesture: @MainActor () -> Void

      init(onGesture: @escaping @MainActor () -> Void) {
        self.onGesture = onGesture
      }

      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        onGesture()
        return false
      }

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        true
      }
    }

    /// A recogniser of three fingers tapping twice that calls `onGesture`, installed nowhere
    /// yet.
    static func make(onGesture: @escaping @MainActor () -> Void) -> InspectorTapRecognizer {
      // `init()` is UIKit's convenience initializer (target and action nil), which this
      // subclass inherits: it declares no initializer of its own.
      let recognizer = InspectorTapRecognizer()
      recognizer.numberOfTouchesRequired = 3
      recognizer.numberOfTapsRequired = 2
      recognizer.cancelsTouchesInView = false
      // A tap recogniser holds back the end of every touch it sees until it fails (up to the
      // double tap's interval): not the app's touches.
      recognizer.delaysTouchesEnded = false
      recognizer.handler = Handler(onGesture: onGesture)
      return recognizer
    }
  }
#endif
