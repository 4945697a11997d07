// Stub of SafariServices: only what the SDK uses. Signatures as in the iPhoneOS 17.4 SDK,
// availability stripped. SFSafariViewController is a UIViewController, main-actor isolated as
// one; its delegate protocol carries no isolation (the header says none). Bodies are never run.
@_exported import Foundation
@_exported import UIKit

@preconcurrency @MainActor open class SFSafariViewController: UIViewController {
  public convenience init(url URL: URL) { fatalError() }
  weak open var delegate: (any SFSafariViewControllerDelegate)?
  @available(*, unavailable)
  public required init?(coder: NSCoder) { fatalError() }
}

/// Its requirements are `optional` on Apple platforms (an @objc protocol); here each has a
/// default implementation instead.
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
  func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
  func safariViewController(
    _ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
}

extension SFSafariViewControllerDelegate {
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
  public func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
  ) {}
  public func safariViewController(
    _ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL
  ) {}
}
