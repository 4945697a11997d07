// Not on tvOS, which has no SafariServices (the AppleTVOS SDK ships no such framework).
#if canImport(UIKit) && canImport(SafariServices)
  import Foundation
  import SafariServices

  /// What Safari's view tells its delegate of the page's navigation, for the hand-off rule
  /// (``LandingPageHandOff``). SafariServices calls both on the main thread, as UIKit calls a
  /// view controller's delegate (the conformance, in `InAppBrowser.swift`, checks it at run
  /// time): `safariViewController(_:didCompleteInitialLoad:)` once the first page loaded (or
  /// failed to), and `safariViewController(_:initialLoadDidRedirectTo:)` (iOS 11) for each
  /// redirect of that first load, the way a click tracker hands the viewer to the App Store.
  extension LandingPageWatch {
    /// The first page loaded, or failed to: a navigation either way.
    func safariViewController(
      _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
    ) {
      pageNavigated()
    }

    /// The first load redirected to `url`.
    func safariViewController(
      _ controller: SFSafariViewController, initialLoadDidRedirectTo url: URL
    ) {
      pageNavigated()
    }
  }
#endif
