// Stub of UIKit: presentation controllers and sheets.

@preconcurrency @MainActor open class UIPresentationController: NSObject {
  weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

@preconcurrency @MainActor open class UISheetPresentationController: UIPresentationController {
  open var prefersGrabberVisible: Bool {
    get { fatalError() }
    set {}
  }
  open var detents: [UISheetPresentationController.Detent] {
    get { fatalError() }
    set {}
  }
}

extension UISheetPresentationController {
  @preconcurrency @MainActor open class Detent: NSObject {
    open class func medium() -> Self { fatalError() }
    open class func large() -> Self { fatalError() }
  }
}

/// Its requirements are `optional` on Apple platforms (an @objc protocol); here each has a
/// default implementation instead.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate:
  NSObjectProtocol
{
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
}
