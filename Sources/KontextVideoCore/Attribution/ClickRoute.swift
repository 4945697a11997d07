import Foundation

/// Where the SDK takes a counted click that your app left to it: decided from the landing
/// page, your ``LandingPageMode`` and the ad's SKAdNetwork parameters.
///
/// - An App Store link that names an app: the app's product page, in your app (StoreKit), with
///   the ad's StoreKit-rendered attribution (fidelity 1) when the server signed one for that
///   app.
/// - A web link (typically a click tracker that redirects to the App Store) of an ad whose
///   SKAdNetwork parameters name the advertised app (`itunesItem`): that app's product page in
///   your app, with the attribution, so that StoreKit is given the signed click; the tracker is
///   fetched as a pixel (``trackerToPing(for:)``), so the click is still counted.
/// - Another web page: in your app (Safari's view), or in the viewer's browser when you chose
///   ``LandingPageMode/systemBrowser``.
/// - Anything else (another app's link, an App Store link that names no app): the system opens
///   it.
package enum ClickRoute: Sendable, Hashable {
  /// The App Store page of the app `itemID`, shown in the app, with `attribution` when the ad
  /// has a StoreKit-rendered impression signed for that app.
  case productPage(itemID: Int, url: URL, attribution: StoreKitAttribution?)
  /// A web page in the app.
  case inAppBrowser(URL)
  /// The system opens it: the browser, the App Store app, or the app the link belongs to.
  case system(URL)

  /// What StoreKit's product page takes to credit an install to the ad.
  package struct StoreKitAttribution: Sendable, Hashable {
    package var parameters: SKAdNetworkParameters
    package var fidelity: SKAdNetworkParameters.Fidelity
  }

  /// The route of a click to `destination`.
  package static func route(
    _ destination: URL, mode: LandingPageMode, skAdNetwork: SKAdNetworkParameters?
  ) -> ClickRoute {
    if let itemID = AppStoreLink.itemID(of: destination) {
      return .productPage(
        itemID: itemID, url: destination,
        attribution: attribution(for: itemID, in: skAdNetwork))
    }
    // An App Store web page that names no app (a developer's page) is a web page like any.
    guard WebURL.isWeb(destination) else { return .system(destination) }
    // A tracker in front of the App Store: opened in Safari's view or the browser, it would
    // take the viewer out of the app, and StoreKit would never see the signed click.
    if let itemID = skAdNetwork?.itunesItem, !AppStoreLink.isAppStore(destination) {
      return .productPage(
        itemID: itemID, url: AppStoreLink.url(of: itemID),
        attribution: attribution(for: itemID, in: skAdNetwork))
    }
    return mode == .inApp ? .inAppBrowser(destination) : .system(destination)
  }

  /// The landing page to fetch as a pixel when the route opens something else in its place (a
  /// click tracker whose app's product page opens instead): the tracker still counts the click.
  /// Nil when the route opens `destination` itself.
  package func trackerToPing(for destination: URL) -> URL? {
    guard case .productPage(_, let url, _) = self, url != destination,
      AppStoreLink.itemID(of: destination) == nil
    else { return nil }
    return destination
  }

  /// The fallback when the app could not show `self` (nothing to present it from): the system
  /// opens the link instead; nil when the route already is the system's.
  package var systemFallback: ClickRoute? {
    switch self {
    case .productPage(_, let url, _), .inAppBrowser(let url): .system(url)
    case .system: nil
    }
  }

  /// The web page the route opens (in the app or the browser); nil for a product page and
  /// for another app's link.
  package var webPage: URL? {
    switch self {
    case .inAppBrowser(let url): url
    case .system(let url): WebURL.isWeb(url) ? url : nil
    case .productPage: nil
    }
  }

  /// Whether the route shows something over your app (the ad holds meanwhile).
  package var isInApp: Bool {
    if case .system = self { false } else { true }
  }

  /// The StoreKit-rendered impression the server signed for the app `itemID`: a signature for
  /// another app would be refused by StoreKit, so none is passed then.
  private static func attribution(
    for itemID: Int, in parameters: SKAdNetworkParameters?
  ) -> StoreKitAttribution? {
    guard let parameters, let fidelity = parameters.fidelity(.storeKitRendered),
      parameters.itunesItem == nil || parameters.itunesItem == itemID
    else { return nil }
    var signed = parameters
    signed.itunesItem = itemID
    return StoreKitAttribution(parameters: signed, fidelity: fidelity)
  }
}
