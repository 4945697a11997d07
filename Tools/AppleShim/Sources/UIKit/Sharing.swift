// Stub of UIKit: the share sheet, its popover on iPad, and the pasteboard. Signatures as in the
// iPhoneOS 17.4 SDK for an iOS 15 deployment target, availability stripped.

/// Not main-actor isolated in the SDK (no NS_SWIFT_UI_ACTOR).
open class UIActivity: NSObject {}

@preconcurrency @MainActor open class UIActivityViewController: UIViewController {
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
}

@preconcurrency @MainActor open class UIPopoverPresentationController: UIPresentationController {
  open var barButtonItem: UIBarButtonItem? {
    get { fatalError() }
    set {}
  }
}

/// Thread-safe in the SDK (`@unchecked Sendable`), not main-actor isolated.
open class UIPasteboard: NSObject, @unchecked Sendable {
  open class var general: UIPasteboard { fatalError() }
  open var string: String? {
    get { fatalError() }
    set {}
  }
}
