#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  import UIKit

  /// Opens what a counted click leads to, where the core's ``ClickRoute`` says; it decides
  /// nothing itself.
  ///
  /// - In the app, over whatever is on screen in the ad's scene (``ClickPresenter``), from its
  ///   top view controller: a web page in
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
  /// - On tvOS nothing opens in the app (it has neither page), so every page goes to the
  ///   system, which `UIApplication.open` reaches there too.
  ///
  /// Unavailable in app extensions (`UIApplication.shared`): ``AppIntegration``, which installs
  /// it, is not installed there, so a click opens nothing (the delegate still hears it).
  @available(iOSApplicationExtension, unavailable)
  @available(tvOSApplicationExtension, unavailable)
  @MainActor
  final class AppleClickOpener: ClickOpener {
    /// Shows `route` in the app; whether it is shown.
    func openInApp(
      _ route: ClickRoute, visit: LandingPageVisit, near container: (any AdContainer)?
    ) -> Bool {
      #if !os(tvOS)
        guard let presenter = ClickPresenter.find(near: container), presenter.canPresentNow else {
          return false
        }
        let watch = LandingPageWatch(visit: visit)
        switch route {
        case .inAppBrowser(let url):
          guard InAppBrowser.open(url, from: presenter, watch: watch) else { return false }
          // A page that hands the viewer to another app closes itself on their return.
          watch.watchForHandOff()
          return true
        case .productPage(let itemID, _, let attribution):
          // A page StoreKit could not load goes to the system, as the core's fallback says.
          let fallback = route.systemFallback
          // What the app supports in the presenter's window, as UIKit reads it (the app
          // delegate's answer, else Info.plist's UISupportedInterfaceOrientations).
          let appOrientations = PageOrientations(
            rawValue: UIApplication.shared.supportedInterfaceOrientations(
              for: presenter.viewIfLoaded?.window
            ).rawValue)
          return ProductPage.open(
            itemID: itemID, attribution: attribution, from: presenter,
            appOrientations: appOrientations, watch: watch
          ) { [weak self] in
            if case .system(let url)? = fallback { self?.openWithSystem(url) }
          }
        case .system:
          return false
        }
      #else
        // tvOS has neither Safari's view (no SafariServices) nor StoreKit's product page
        // (SKStoreProductViewController is __TVOS_PROHIBITED): nothing shows in the app, and
        // the core hands the link to the system instead (`ClickRoute.systemFallback`).
        return false
      #endif
    }

    /// Hands `url` to the system: the browser, the App Store app, or the app it belongs to.
    func openWithSystem(_ url: URL) {
      UIApplication.shared.open(url, options: [:], completionHandler: nil)
    }

    /// Opens `url` only in an installed app that takes it as a universal link
    /// (`UIApplication.OpenExternalURLOptionsKey.universalLinksOnly`: UIKit then opens nothing
    /// else, and reports `false` when no app took it). UIKit calls the completion handler on
    /// the main queue, as its documentation says; the hop makes that an assumption Swift checks.
    func openInInstalledApp(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
      UIApplication.shared.open(url, options: [.universalLinksOnly: true]) { opened in
        MainActor.assumeIsolated { completion(opened) }
      }
    }
  }
#endif
