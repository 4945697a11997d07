// Not on tvOS, which has no multi-finger tap (numberOfTouchesRequired is API_UNAVAILABLE(tvos)).
#if canImport(UIKit) && !os(tvOS)
  import UIKit

  /// The three-finger double tap that opens the ad inspector, on a window the app names.
  ///
  /// It never takes a touch from the app: a ``PassiveTapObserver`` sees the gesture complete,
  /// opens the inspector and lets the recogniser fail.
  @MainActor
  final class InspectorTapRecognizer: UITapGestureRecognizer {
    /// The recogniser's delegate, kept here: UIKit holds a delegate weakly, and the window
    /// holds its recognisers strongly (`addGestureRecognizer`), so the gesture lasts as long
    /// as the window, or until it is removed.
    private var observer: PassiveTapObserver?

    /// Installs on `window` a recogniser of three fingers tapping twice that calls
    /// `onGesture`.
    static func install(
      on window: UIWindow, onGesture: @escaping @MainActor () -> Void
    ) -> InspectorTapRecognizer {
      // `init()` is UIKit's convenience initializer (target and action nil), which this
      // subclass inherits: it declares no initializer of its own.
      let recognizer = InspectorTapRecognizer()
      recognizer.numberOfTouchesRequired = 3
      recognizer.numberOfTapsRequired = 2
      let observer = PassiveTapObserver(onTap: onGesture)
      recognizer.observer = observer
      observer.install(on: window, recognizer: recognizer)
      return recognizer
    }
  }
#endif
