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
  /// Whether the app or this viewer is child-directed (COPPA): no identifier is ever sent.
  public var childDirected: Bool
  /// Whether this viewer is under the age of digital consent where they live (GDPR's article
  /// 8): no identifier is ever sent.
  public var underAgeOfConsent: Bool
  /// The TCF purposes the viewer consented to, one `0` or `1` a purpose from purpose 1
  /// (`IABTCF_PurposeConsents`).
  public var tcfPurposeConsents: String?
  /// Whether purpose 1 was left out of the consent dialog (`IABTCF_PurposeOneTreatment` 1):
  /// there is then no consent to store information on the device.
  public var tcfPurposeOneTreatment: Bool?
  /// The TCF vendors the viewer consented to, one `0` or `1` a vendor from vendor 1
  /// (`IABTCF_VendorConsents`).
  public var tcfVendorConsents: String?
  /// The consent strings given over their ``ConsentStringBound``, which were removed
  /// (``bounded()``): they count as no consent to send device identifiers.
  package var overBound: Set<ConsentStringBound> = []

  /// Creates consent signals; every field defaults to unknown or off.
  public init(
    gdprApplies: Bool? = nil,
    gdprConsent: String? = nil,
    usPrivacy: String? = nil,
    gpp: String? = nil,
    gppSectionIDs: [Int] = [],
    childDirected: Bool = false,
    underAgeOfConsent: Bool = false,
    tcfPurposeConsents: String? = nil,
    tcfPurposeOneTreatment: Bool? = nil,
    tcfVendorConsents: String? = nil
  ) {
    self.gdprApplies = gdprApplies
    self.gdprConsent = gdprConsent
    self.usPrivacy = usPrivacy
    self.gpp = gpp
    self.gppSectionIDs = gppSectionIDs
    self.childDirected = childDirected
    self.underAgeOfConsent = underAgeOfConsent
    self.tcfPurposeConsents = tcfPurposeConsents
    self.tcfPurposeOneTreatment = tcfPurposeOneTreatment
    self.tcfVendorConsents = tcfVendorConsents
  }

  /// Whether the viewer consented to TCF purpose `purpose` (1 is storing and reading
  /// information on the device); nil when unknown.
  public func tcfConsent(toPurpose purpose: Int) -> Bool? {
    Self.bit(purpose, of: tcfPurposeConsents)
  }

  /// Whether the viewer consented to the TCF vendor `vendorID`; nil when unknown.
  public func tcfConsent(toVendor vendorID: Int) -> Bool? {
    Self.bit(vendorID, of: tcfVendorConsents)
  }

  /// The `index`th (from 1) character of a TCF bit string: `1` true, `0` false; nil when the
  /// string is absent; false past its end (nothing consented there).
  private static func bit(_ index: Int, of bits: String?) -> Bool? {
    guard let bits else { return nil }
    guard index >= 1, index <= bits.utf8.count else { return false }
    return bits.utf8[bits.utf8.index(bits.utf8.startIndex, offsetBy: index - 1)]
      == UInt8(ascii: "1")
  }
}
