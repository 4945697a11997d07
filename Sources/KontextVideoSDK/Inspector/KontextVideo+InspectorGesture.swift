// Not on tvOS, which has no multi-finger tap (numberOfTouchesRequired is API_UNAVAILABLE(tvos)).
#if canImport(UIKit) && !os(tvOS)
  import KontextVideoCore
  import UIKit

  extension KontextVideo {
    /// Lets a tester open the ad inspector anywhere in `window` by tapping twice with three
    /// fingers: it is presented from the window's top view controller, as
    /// ``presentInspector(from:)`` does.
    ///
    /// Off until your app calls this, and meant for development and test builds only: wrap
    /// the call in `#if DEBUG` (or your own flag for internal builds), so a release build
    /// never has the gesture. The gesture takes no touch from your app (it recognises
    /// alongside your own gestures, and touches reach your views as before). iOS gives the
    /// same gesture other meanings (Zoom's, VoiceOver's mute, Undo in a text field): testers
    /// who use those open the inspector from a control of yours that calls
    /// ``presentInspector(from:)``.
    ///
    /// ```swift
    /// func scene(
    ///   _ scene: UIScene, willConnectTo session: UISceneSession,
    ///   options connectionOptions: UIScene.ConnectionOptions
    /// ) {
    ///   // ... make `window` key and visible ...
    ///   #if DEBUG
    ///     KontextVideo.shared.installInspectorGesture(in: window)
    ///   #endif
    /// }
    /// ```
    ///
    /// On Apple TV the same call installs a gesture of the Siri Remote instead: Play/Pause
    /// pressed five times within two seconds, which takes no press from your app either.
    ///
    /// Installing it again on the same window adds nothing: the token returned is for the
    /// gesture already there.
    ///
    /// - Returns: the gesture. The window keeps it: keep the token only to remove the gesture
    ///   (``AdInspectorGesture/remove()``).
    @MainActor
    @discardableResult
    public func installInspectorGesture(in window: UIWindow) -> AdInspectorGesture {
      let installed = window.gestureRecognizers?.compactMap { $0 as? InspectorTapRecognizer }
      if let installed = installed?.first { return AdInspectorGesture(installed) }
      let recognizer = InspectorTapRecognizer.install(on: window) { [weak self, weak window] in
        guard let self, let root = window?.rootViewController else { return }
        self.presentInspector(from: root)
      }
      return AdInspectorGesture(recognizer)
    }
  }
#endif
