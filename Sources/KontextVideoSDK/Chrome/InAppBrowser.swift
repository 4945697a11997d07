#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  import SafariServices
  import UIKit

  /// Opens a page in the app, in an `SFSafariViewController` presented from a controller of the
  /// SDK's: "More about this ad", a VAST icon's page. The viewer closes it with its Done
  /// button (it then dismisses itself); the app sees nothing of what the viewer does in it.
  /// Its presenter keeps it while it is up, and dismissing the presenter's stack (the ad's end)
  /// takes it away too. It is presented as a whole, never covered, as App Review requires of
  /// it.
  @MainActor
  enum InAppBrowser {
    /// Presents `url` from `presenter`; whether it is shown. SFSafariViewController takes only
    /// http and https URLs (any other is refused here, before it is made), and UIKit refuses a
    /// presentation from a controller that presents another or is in a transition: then
    /// nothing is shown and the caller falls back.
    static func open(_ url: URL, from presenter: UIViewController) -> Bool {
      guard WebURL.isWeb(url), presenter.canPresentNow else { return false }
      return presenter.presentIfPossible(SFSafariViewController(url: url))
    }
  }
#endif
