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
    /// Whether the install id was sent; when it was not, a session id new at each launch was.
    public var installIdentifierSent: Bool
    /// Why not, when it was not.
    public var installIdentifierReasons: [String]
    /// The install id sent (or, in its place, the session id), masked: its last four
    /// characters only.
    public var installID: String

    /// What the inspector records of a request's identifiers.
    public init(
      advertisingIdentifierSent: Bool, advertisingIdentifierReasons: [String],
      vendorIdentifierSent: Bool, vendorIdentifierReasons: [String], installIdentifierSent: Bool,
      installIdentifierReasons: [String], installID: String
    ) {
      self.advertisingIdentifierSent = advertisingIdentifierSent
      self.advertisingIdentifierReasons = advertisingIdentifierReasons
      self.vendorIdentifierSent = vendorIdentifierSent
      self.vendorIdentifierReasons = vendorIdentifierReasons
      self.installIdentifierSent = installIdentifierSent
      self.installIdentifierReasons = installIdentifierReasons
      self.installID = installID
    }

    private enum CodingKeys: String, CodingKey {
      case advertisingIdentifierSent, advertisingIdentifierReasons, vendorIdentifierSent
      case vendorIdentifierReasons, installIdentifierSent, installIdentifierReasons, installID
    }

    /// Reads an export; one written before the install id had a decision of its own reads as
    /// sent.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      advertisingIdentifierSent = try container.decode(
        Bool.self, forKey: .advertisingIdentifierSent)
      advertisingIdentifierReasons = try container.decode(
        [String].self, forKey: .advertisingIdentifierReasons)
      vendorIdentifierSent = try container.decode(Bool.self, forKey: .vendorIdentifierSent)
      vendorIdentifierReasons = try container.decode(
        [String].self, forKey: .vendorIdentifierReasons)
      installIdentifierSent =
        try container.decodeIfPresent(Bool.self, forKey: .installIdentifierSent) ?? true
      installIdentifierReasons =
        try container.decodeIfPresent([String].self, forKey: .installIdentifierReasons) ?? []
      installID = try container.decode(String.self, forKey: .installID)
    }
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
