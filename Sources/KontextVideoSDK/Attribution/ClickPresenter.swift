#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  /// Finds the controller a click's page is presented from, in the ad's own scene: on an iPad
  /// with two scenes of the app side by side (both `foregroundActive`), the page opens beside
  /// the ad the viewer tapped, not in whichever scene UIKit lists first.
  ///
  /// - An inline ad: the scene of its container's view (`UIView.window?.windowScene`).
  /// - A linear ad: the scene whose top controller is the SDK's full-screen player.
  /// - Otherwise, or when that scene has no window to present from: the app's foreground
  ///   scene's top controller (``TopViewController``).
  ///
  /// Unavailable in app extensions (`UIApplication.shared`), as the click opener is.
  @available(iOSApplicationExtension, unavailable)
  @available(tvOSApplicationExtension, unavailable)
  @MainActor
  enum ClickPresenter {
    /// The controller to present from, near `container` when it is given.
    static func find(near container: (any AdContainer)?) -> UIViewController? {
      if let scene = (container as? UIViewAdContainer)?.windowScene,
        let top = top(in: scene)
      {
        return top
      }
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      for scene in scenes where scene.activationState != .background {
        if let top = top(in: scene), top is LinearAdViewController { return top }
      }
      return TopViewController.find()
    }

    /// The top controller of `scene`'s key window (else its first visible window) at the
    /// normal level: the app's own windows, not an alert's or the status bar's.
    private static func top(in scene: UIWindowScene) -> UIViewController? {
      let windows = scene.windows.filter { !$0.isHidden && $0.windowLevel == .normal }
      guard let root = (windows.first(where: \.isKeyWindow) ?? windows.first)?.rootViewController
      else { return nil }
      return TopViewController.top(from: root)
    }
  }
#endif
