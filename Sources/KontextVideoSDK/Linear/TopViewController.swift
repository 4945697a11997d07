#if canImport(UIKit)
  import UIKit

  /// Finds the view controller a linear ad is presented from when the app names none: the
  /// foreground scene's key window (active scenes first), its root, then down the chain of
  /// presented controllers that are not being dismissed.
  @MainActor
  enum TopViewController {
    @available(iOSApplicationExtension, unavailable)
    @available(tvOSApplicationExtension, unavailable)
    static func find() -> UIViewController? {
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      let ordered =
        scenes.filter { $0.activationState == .foregroundActive }
        + scenes.filter { $0.activationState == .foregroundInactive }
      for scene in ordered {
        guard let window = window(of: scene), let root = window.rootViewController else { continue }
        return top(from: root)
      }
      return nil
    }

    /// The controller at the end of `root`'s chain of presented controllers that are not
    /// being dismissed.
    static func top(from root: UIViewController) -> UIViewController {
      var top = root
      while let next = top.presentedViewController, !next.isBeingDismissed {
        top = next
      }
      return top
    }

    private static func window(of scene: UIWindowScene) -> UIWindow? {
      if let key = scene.windows.first(where: \.isKeyWindow), !key.isHidden,
        key.windowLevel == .normal
      {
        return key
      }
      return scene.windows.first { !$0.isHidden && $0.windowLevel == .normal }
    }
  }
#endif
