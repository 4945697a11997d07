#if canImport(UIKit) && canImport(SafariServices)
  import Foundation
  import KontextVideoCore
  import SafariServices
  import UIKit

  /// Opens a page in the app, in an `SFSafariViewController` presented from a controller of the
  /// SDK's or the app's: "More about this ad", a VAST icon's page, a click's landing page. The
  /// viewer closes it with its Done button (it then dismisses itself); the app sees nothing of
  /// what the viewer does in it. Its presenter keeps it while it is up, and dismissing the
  /// presenter's stack (the ad's end) takes it away too. It is presented as a whole, never
  /// covered, as App Review requires of it.
  @MainActor
  enum InAppBrowser {
    /// Presents `url` from `presenter`; whether it is shown. SFSafariViewController takes only
    /// http and https URLs (any other is refused here, before it is made), and UIKit refuses a
    /// presentation from a controller that presents another or is in a transition: then
    /// nothing is shown and the caller falls back. A click's page gives a `watch`, which
    /// becomes the browser's delegate (set before it is presented; the browser holds it
    /// weakly) and closes the click's visit when the browser goes.
    static func open(
      _ url: URL, from presenter: UIViewController, watch: LandingPageWatch? = nil
    ) -> Bool {
      guard WebURL.isWeb(url), presenter.canPresentNow else { return false }
      let browser = SFSafariViewController(url: url)
      browser.delegate = watch
      guard presenter.presentIfPossible(browser) else { return false }
      watch?.watch(browser)
      return true
    }
  }

  extension LandingPageWatch: @preconcurrency SFSafariViewControllerDelegate {
    /// The viewer tapped Done: the browser dismisses itself afterwards (SafariServices'
    /// header and documentation say so), and the visit closes. SafariServices calls its
    /// delegate on the main thread, as UIKit calls a view controller's; the conformance checks
    /// it at run time.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
      close()
    }
  }
#elseif canImport(UIKit)
  import Foundation
  import UIKit

  /// On tvOS no page opens in the app: it has no SafariServices (the AppleTVOS SDK ships no such
  /// framework), so there is no Safari's view to show one in. ``open(_:from:)`` shows nothing,
  /// and each caller does what it does when UIKit refuses the presentation.
  @MainActor
  enum InAppBrowser {
    /// Shows nothing, and says so: false.
    static func open(_ url: URL, from presenter: UIViewController) -> Bool {
      false
    }
  }
#endif
