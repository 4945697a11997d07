import Foundation

/// What the viewer's selection of an ad becomes where the device cannot show web pages (Apple
/// TV: no browser, no Safari's view, no App Store page inside an app, no SKAdNetwork), decided
/// before anything is counted. A click is counted only when something opens: a click beacon
/// that fired while nothing opened would tell the advertiser of a visit that never was.
///
/// - A link the system hands to an app (another app's link, an `itms-apps:` link): a click as on
///   a phone, counted and opened as ``ClickRoute`` says.
/// - A web link that fits in a QR code (``phoneLink(for:)``): not a click. The "About this ad"
///   screen opens with the link as a code, which the viewer opens on their phone; the visit
///   is counted there, by whatever the link itself counts (a click tracker counts it), and not
///   by the SDK.
/// - Anything else (no link, an App Store web link, a link too long for a code): not a click,
///   and nothing opens.
///
/// Where the device shows web pages, every selection is a click, as it always was.
package enum TelevisionClick: Sendable, Hashable {
  /// A click: counted, heard by the delegate, and opened as ``ClickRoute`` says.
  case open
  /// Not a click: the "About this ad" screen opens, with `url` as a QR code.
  case showCode(URL)
  /// Not a click, and nothing opens.
  case nothing

  /// What a selection of the ad whose click goes to `destination` becomes on a device that
  /// ``PlatformInfo/opensWebPages`` or not.
  package static func decide(_ destination: URL?, opensWebPages: Bool) -> TelevisionClick {
    guard !opensWebPages else { return .open }
    guard let destination else { return .nothing }
    guard WebURL.isWeb(destination) else { return .open }
    return phoneLink(for: destination).map(TelevisionClick.showCode) ?? .nothing
  }

  /// The link the "About this ad" screen shows as a QR code where the device cannot show web
  /// pages: the ad's `http` or `https` link, without a user name or password, when it fits in
  /// a code (``LinkCode/fits(_:)``), and never an App Store link. An App Store link names an
  /// app of this device's store (the phone may have no such app, or another one under that
  /// id), and an install from a phone's scan is credited to nobody (a scan carries no signed
  /// click); another app's link (a custom scheme) would open on the phone only if the phone
  /// has that app, and on Apple TV the system hands it over itself. Nil otherwise.
  package static func phoneLink(for url: URL?) -> URL? {
    guard let url, WebURL.isWeb(url), !WebURL.hasCredentials(url), !AppStoreLink.isAppStore(url),
      LinkCode.fits(url)
    else { return nil }
    return url
  }
}
