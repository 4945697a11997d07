// Apple TV's version of installInspectorGesture(in:): the iOS one (KontextVideo+InspectorGesture)
// is a three-finger double tap, which tvOS cannot have.
#if canImport(UIKit) && os(tvOS)
  import KontextVideoCore
  import UIKit

  extension KontextVideo {
    /// Lets a tester open the ad inspector anywhere in `window` with the Siri Remote: press
    /// Play/Pause five times within two seconds, with no other button in between. It is
    /// presented from the window's top view controller, as ``presentInspector(from:)`` does.
    ///
    /// Off until your app calls this, and meant for development and test builds only: wrap
    /// the call in `#if DEBUG` (or your own flag for internal builds), so a release build
    /// never has the gesture. The gesture takes no press from your app: each press still goes
    /// to your player or the focused control, so five presses toggle playback five times and
    /// leave playing content paused behind the inspector. Menu is never part of it.
    ///
    /// Installing it again on the same window adds nothing: the token returned is for the
    /// gesture already there.
    ///
    /// - Returns: the gesture. The window keeps it: keep the token only to remove the gesture
    ///   (``AdInspectorGesture/remove()``).
    @MainActor
    @discardableResult
    public func installInspectorGesture(in window: UIWindow) -> AdInspectorGesture {
      let installed = window.gestureRecognizers?.compactMap { $0 as? InspectorPressRecognizer }
      if let installed = installed?.first { return AdInspectorGesture(installed) }
      let recognizer = InspectorPressRecognizer.install(on: window) { [weak self, weak window] in
        guard let self, let root = window?.rootViewController else { return }
        self.presentInspector(from: root)
      }
      return AdInspectorGesture(recognizer)
    }
  }
#endif
