// Stub of UIKit: alerts. Signatures as in the iPhoneOS 17.4 SDK (UIAlertController.h) for an
// iOS 15 deployment target, availability stripped.

@preconcurrency @MainActor open class UIAlertAction: NSObject {
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) { fatalError() }
  open var title: String? { fatalError() }
  open var style: UIAlertAction.Style { fatalError() }
}

extension UIAlertAction {
  public enum Style: Int, @unchecked Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }
}

@preconcurrency @MainActor open class UIAlertController: UIViewController {
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) { fatalError() }
  open func addAction(_ action: UIAlertAction) {}
  open var preferredAction: UIAlertAction? {
    get { fatalError() }
    set {}
  }
}

extension UIAlertController {
  public enum Style: Int, @unchecked Sendable {
    case actionSheet = 0
    case alert = 1
  }
}
