import Foundation

/// What the ad's ⓘ sheet tells the viewer: who the advertiser is and why the ad was shown.
///
/// From the ad server's `advertiser` and `why_this_ad` (else the VAST document's
/// `<Advertiser>`), and the AdChoices icon's page when the VAST ad has one.
///
/// ```swift
/// let disclosure = ad.disclosure
/// print(disclosure.advertiser ?? "unknown", disclosure.reasons)
/// ```
public struct AdDisclosure: Sendable, Hashable {
  /// The advertiser's name, when known.
  public var advertiser: String?
  /// Why the ad was shown to this viewer, in the server's words (at most
  /// ``maximumReasons``, each at most ``maximumReasonLength`` characters).
  public var reasons: [String]
  /// A page with more about why the ad was shown: the server's, else the AdChoices icon's
  /// click-through; https only.
  public var moreInformationURL: URL?
  /// The ad's web link for the viewer to open on their phone, which the sheet shows as a QR
  /// code where the device cannot show web pages (Apple TV); nil elsewhere. The SDK sets it as
  /// it shows the ad there (``withoutWebPages(phoneLink:)``).
  package var phoneLink: URL?

  /// The most reasons kept.
  public static let maximumReasons = 5
  /// The most characters kept of a reason or of the advertiser's name.
  public static let maximumReasonLength = 200

  /// A disclosure with every field given; names and reasons are trimmed, emptied ones
  /// dropped, and both kept within the limits.
  public init(advertiser: String?, reasons: [String], moreInformationURL: URL?) {
    self.advertiser = advertiser.flatMap(Self.cleaned)
    self.reasons = Array(reasons.compactMap(Self.cleaned).prefix(Self.maximumReasons))
    self.moreInformationURL = moreInformationURL.flatMap { WebURL.isSecure($0) ? $0 : nil }
  }

  /// The disclosure as the sheet shows it where the device cannot show web pages (Apple TV):
  /// without "More about this ad", whose page could not open, and with `phoneLink`, the ad's
  /// link to show as a code, when there is one.
  package func withoutWebPages(phoneLink: URL?) -> AdDisclosure {
    var shown = self
    shown.moreInformationURL = nil
    shown.phoneLink = phoneLink
    return shown
  }

  /// No advertiser, no reason, no page.
  public static let none = AdDisclosure(advertiser: nil, reasons: [], moreInformationURL: nil)

  /// `text` trimmed and cut to ``maximumReasonLength`` characters; nil when empty.
  private static func cleaned(_ text: String) -> String? {
    let trimmed = text.trimmedWhitespace
    guard !trimmed.isEmpty else { return nil }
    return String(trimmed.prefix(maximumReasonLength))
  }
}
