import Foundation

/// Opens what a click leads to: the platform layer's (on iOS, Safari's view, StoreKit's
/// product page, or `UIApplication.open`); the testing kit's records it instead.
@MainActor
package protocol ClickOpener: AnyObject {
  /// Shows `route` (a page or a product page) in the app, over whatever is on screen, and
  /// calls `visit.close()` once the viewer is back from it; returns false, having shown
  /// nothing, when it cannot (nothing to present it from).
  func openInApp(_ route: ClickRoute, visit: LandingPageVisit) -> Bool

  /// Hands `url` to the system: the browser, the App Store, or the app the link belongs to.
  func openWithSystem(_ url: URL)
}
