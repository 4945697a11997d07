// Stub of UIKit: the gesture recogniser a web creative watches taps with, and the assistive
// technologies it asks about. Signatures as in the iPhoneOS 17.4 SDK, availability stripped.

@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
  // Apple's designated initializer is init(target:action:) (an Objective-C selector, which this
  // shim has not); init() is a convenience initializer there.
  public override init() { super.init() }
  weak open var delegate: (any UIGestureRecognizerDelegate)?
  open var cancelsTouchesInView: Bool {
    get { fatalError() }
    set {}
  }
  open var delaysTouchesEnded: Bool {
    get { fatalError() }
    set {}
  }
  open var view: UIView? { fatalError() }
}

@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired: Int {
    get { fatalError() }
    set {}
  }
  open var numberOfTouchesRequired: Int {
    get { fatalError() }
    set {}
  }
}

/// Every requirement is `optional` on Apple platforms (an @objc protocol); here each has a
/// default implementation instead.
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    fatalError()
  }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { fatalError() }
}

// `open` in UIView's body on Apple platforms; no SDK code overrides them.
extension UIView {
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { fatalError() }
    set {}
  }
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
}

// C functions on Apple platforms (UIAccessibilityIsVoiceOverRunning, ...), so not isolated.
extension UIAccessibility {
  public static var isVoiceOverRunning: Bool { fatalError() }
  public static var isSwitchControlRunning: Bool { fatalError() }
}
