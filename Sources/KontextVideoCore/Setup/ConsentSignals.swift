/// The privacy signals sent with every ad request.
///
/// The SDK never prompts for consent or tracking on your behalf; it forwards what you give it.
///
/// ```swift
/// let consent = ConsentSignals(gdprApplies: true, gdprConsent: tcfString, childDirected: false)
/// ```
public struct ConsentSignals: Sendable, Hashable {
  /// Whether GDPR applies to this viewer; `nil` when unknown.
  public var gdprApplies: Bool?
  /// The IAB TCF consent string.
  public var gdprConsent: String?
  /// The IAB US Privacy (CCPA) string.
  public var usPrivacy: String?
  /// The IAB GPP string.
  public var gpp: String?
  /// The GPP section ids that apply.
  public var gppSectionIDs: [Int]
  /// Whether the app or this viewer is child-directed (COPPA): no advertising id is ever sent.
  public var childDirected: Bool

  /// Creates consent signals; every field defaults to unknown or off.
  public init(
    gdprApplies: Bool? = nil,
    gdprConsent: String? = nil,
    usPrivacy: String? = nil,
    gpp: String? = nil,
    gppSectionIDs: [Int] = [],
    childDirected: Bool = false
  ) {
    self.gdprApplies = gdprApplies
    self.gdprConsent = gdprConsent
    self.usPrivacy = usPrivacy
    self.gpp = gpp
    self.gppSectionIDs = gppSectionIDs
    self.childDirected = childDirected
  }
}
