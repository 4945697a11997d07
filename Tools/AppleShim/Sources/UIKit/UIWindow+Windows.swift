// Stub of UIKit: what UIWindow.h says of windows among windows. The conversions are `open`
// methods of UIWindow on Apple platforms; the SDK overrides none, so here they are `public`
// members of an extension.

extension UIWindow {
  // UIWindowDidBecomeVisibleNotification, UIWindowDidBecomeHiddenNotification: C globals
  // imported as class constants, not isolated.
  nonisolated public static let didBecomeVisibleNotification = NSNotification.Name(
    "UIWindowDidBecomeVisibleNotification")
  nonisolated public static let didBecomeHiddenNotification = NSNotification.Name(
    "UIWindowDidBecomeHiddenNotification")

  // - (CGPoint)convertPoint:(CGPoint)point fromWindow:(nullable UIWindow *)window;
  public func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint { fatalError() }
  // - (CGRect)convertRect:(CGRect)rect toWindow:(nullable UIWindow *)window;
  public func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect { fatalError() }
}
