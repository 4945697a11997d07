#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  import UIKit

  /// Opens what a counted click leads to, where the core's ``ClickRoute`` says; it decides
  /// nothing itself.
  ///
  /// - In the app, over whatever is on screen, from the top view controller: a web page in
  ///   Safari's view (``InAppBrowser``), an app's App Store page in StoreKit's product page
  ///   (``ProductPage``). For a linear ad the top controller is the ad's own player: its cover
  ///   check then pauses the video until the page goes. ``LandingPageWatch`` closes the click's
  ///   visit, once, when the page goes, however it goes.
  /// - Nothing is shown, and the core falls back to the system, when there is no top
  ///   controller, it cannot present now (it presents something, or is in a transition), or
  ///   UIKit did not take the presentation.
  /// - With the system: `UIApplication.open(_:options:completionHandler:)`, never gated on
  ///   `canOpenURL` (which needs the app to declare every scheme it asks about). UIKit opens the
  ///   URL asynchronously and reports on the main thread whether it did; nothing is waited for,
  ///   and a URL no app takes (the only failure) has nothing left to fall back to.
  ///
  /// Unavailable in app extensions (`UIApplication.shared`): ``AppIntegration``, which installs
  /// it, is not installed there, so a click opens nothing (the delegate still hears it).
  @available(iOSApplicationExtension, unavailable)
  @MainActor
  final class AppleClickOpener: ClickOpener {
    /// Shows `route` in the app; whether it is shown.
    func openInApp(_ route: ClickRoute, visit: LandingPageVisit) -> Bool {
      guard let presenter = TopViewController.find(), presenter.canPresentNow else {
        return false
      }
      let watch = LandingPageWatch(visit: visit)
      switch route {
      case .inAppBrowser(let url):
        return InAppBrowser.open(url, from: presenter, watch: watch)
      case .productPage(let itemID, _, let attribution):
        // A page StoreKit could not load goes to the system, as the core's fallback says.
        let fallback = route.systemFallback
        return ProductPage.open(
          itemID: itemID, attribution: attribution, from: presenter, watch: watch
        ) { [weak self] in
          if case .system(let url)? = fallback { self?.openWithSystem(url) }
        }
      case .system:
        return false
      }
    }

    /// Hands `url` to the system: the browser, the App Store app, or the app it belongs to.
    func openWithSystem(_ url: URL) {
      UIApplication.shared.open(url, options: [:], completionHandler: nil)
    }
  }
#endif
