// Stub of SafariServices: only what the SDK uses. Signatures as in the iPhoneOS 17.4 SDK,
// availability stripped. SFSafariViewController is a UIViewController, main-actor isolated as
// one. Bodies are never run.
@_exported import Foundation
@_exported import UIKit

@preconcurrency @MainActor open class SFSafariViewController: UIViewController {
  public convenience init(url URL: URL) { fatalError() }
  @available(*, unavailable)
  public required init?(coder: NSCoder) { fatalError() }
}
