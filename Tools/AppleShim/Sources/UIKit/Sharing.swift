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
  open func setItems(_ items: [[String: Any]], options: [UIPasteboard.OptionsKey: Any] = [:]) {}

  public struct OptionsKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
    public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
  }
}
