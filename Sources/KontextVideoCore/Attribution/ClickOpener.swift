import Foundation

/// Opens what a click leads to: the platform layer's (on iOS, Safari's view, StoreKit's
/// product page, or `UIApplication.open`); the testing kit's records it instead.
@MainActor
package protocol ClickOpener: AnyObject {
  /// Shows `route` (a page or a product page) in the app, over whatever is on screen in the
  /// ad's own scene (that of `container`, an inline ad's; else the one showing the SDK's
  /// full-screen player, else the app's foreground one), and calls `visit.close()` once the
  /// viewer is back from it; returns false, having shown nothing, when it cannot (nothing to
  /// present it from).
  func openInApp(_ route: ClickRoute, visit: LandingPageVisit, near container: (any AdContainer)?)
    -> Bool

  /// Hands `url` to the system: the browser, the App Store, or the app the link belongs to.
  func openWithSystem(_ url: URL)

  /// Opens `url` in the installed app it is a universal link of, and only there; calls
  /// `completion` with whether an app took it (if not, nothing was opened).
  func openInInstalledApp(_ url: URL, completion: @escaping @MainActor (Bool) -> Void)
}
