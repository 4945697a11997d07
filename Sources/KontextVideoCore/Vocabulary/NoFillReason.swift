/// Why the server had no ad, carried by ``VideoAdError/noFill(reason:)``.
///
/// The known reasons are cases; a code the SDK does not know arrives as ``other(_:)`` with the
/// server's own text, so nothing the server said is lost.
///
/// ```swift
/// catch VideoAdError.noFill(let reason) where reason == .frequencyCapped { ... }
/// ```
///
/// A minor release may add a case for a code it learns (the CHANGELOG's compatibility policy):
/// switch over it with `@unknown default`.
public enum NoFillReason: Sendable, Hashable, CustomStringConvertible {
  /// The server has no campaign for this request.
  case noInventory
  /// The viewer has seen enough ads for now.
  case frequencyCapped
  /// Ads are turned off for this publisher, app or content.
  case adsDisabled
  /// The traffic was judged invalid.
  case ivtBlocked
  /// No ads are served in the viewer's region.
  case geoRestricted
  /// The only ad on offer was one the viewer reported ("Report this ad"), in this launch or
  /// within 90 days before: the SDK does not show it again.
  case reportedByViewer
  /// The server gave no reason.
  case unspecified
  /// A reason this version of the SDK does not know, with the server's code.
  case other(String)

  /// Reads the server's `no_fill_reason` code; `nil` or empty gives ``unspecified``.
  public init(code: String?) {
    switch code {
    case nil, "": self = .unspecified
    case "no_inventory": self = .noInventory
    case "frequency_capped": self = .frequencyCapped
    case "ads_disabled": self = .adsDisabled
    case "ivt_blocked": self = .ivtBlocked
    case "geo_restricted": self = .geoRestricted
    case "reported_by_viewer": self = .reportedByViewer
    case let code?: self = .other(code)
    }
  }

  /// The wire code of the reason, as the server sends it.
  public var code: String {
    switch self {
    case .noInventory: "no_inventory"
    case .frequencyCapped: "frequency_capped"
    case .adsDisabled: "ads_disabled"
    case .ivtBlocked: "ivt_blocked"
    case .geoRestricted: "geo_restricted"
    case .reportedByViewer: "reported_by_viewer"
    case .unspecified: "unspecified"
    case .other(let code): code
    }
  }

  /// The wire code.
  public var description: String { code }
}
