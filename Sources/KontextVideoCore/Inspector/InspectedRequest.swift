import Foundation

/// What an ad request carried and what the server answered, as the inspector shows it.
public struct InspectedRequest: Codable, Sendable, Hashable {
  /// The consent signals the request carried (configured, merged over the stored IAB keys),
  /// with the consent strings shortened to their length.
  public struct Consent: Codable, Sendable, Hashable {
    /// Whether GDPR applies (nil: unknown).
    public var gdprApplies: Bool?
    /// The TCF consent string's length, when there is one (its value is not kept).
    public var tcStringLength: Int?
    /// The US privacy string (4 characters, not personal).
    public var usPrivacy: String?
    /// The GPP string's length, when there is one, and its sections.
    public var gppLength: Int?
    /// The GPP sections that apply.
    public var gppSectionIDs: [Int]
    /// Whether the request is child-directed (COPPA).
    public var childDirected: Bool
    /// Whether the viewer is under the age of consent.
    public var underAgeOfConsent: Bool
  }

  /// Which identifiers went with the request, and why the others did not.
  public struct Identifiers: Codable, Sendable, Hashable {
    /// Whether the advertising identifier was sent.
    public var advertisingIdentifierSent: Bool
    /// Why not, when it was not (``IdentifierDecision/Reason`` raw values).
    public var advertisingIdentifierReasons: [String]
    /// Whether the vendor identifier was sent.
    public var vendorIdentifierSent: Bool
    /// Why not, when it was not.
    public var vendorIdentifierReasons: [String]
    /// The install id sent, masked: its last four characters only.
    public var installID: String
  }

  /// The server's answer.
  public struct Response: Codable, Sendable, Hashable {
    /// The HTTP status; nil when nothing answered.
    public var status: Int?
    /// How many ads it offered (of every format).
    public var slots: Int
    /// What came of it: `filled`, `no fill (reason)` or the error.
    public var outcome: String
    /// How long the filled ad may wait to be shown, in seconds after the fill.
    public var lifetimeSeconds: TimeInterval?
  }

  /// The content the ad was asked for (its id).
  public var contentID: String
  /// The consent the request carried; nil until the request was built.
  public var consent: Consent?
  /// The identifiers it carried; nil until the request was built.
  public var identifiers: Identifiers?
  /// The answer; nil while none came.
  public var response: Response?
}
