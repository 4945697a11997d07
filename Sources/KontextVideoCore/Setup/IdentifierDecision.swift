/// Whether a request carries the advertising identifier and the vendor identifier, and why:
/// one pure decision from your ``IdentifierPolicy``, App Tracking Transparency's status (read,
/// never prompted) and the viewer's consent, made again at every request (so a change of the
/// IAB keys counts at the next one).
///
/// - Neither is sent for a child-directed request (COPPA) or a viewer under the age of consent.
/// - Where GDPR applies, each needs consent to TCF purpose 1 (consent, not legitimate interest),
///   a purpose 1 that was disclosed (`IABTCF_PurposeOneTreatment` not 1), and, when you give
///   your TCF vendor id, consent to that vendor.
/// - The advertising identifier also needs your app to give it, and tracking authorised.
/// - The vendor identifier also needs your app to allow it; it needs no tracking
///   authorisation.
public struct IdentifierDecision: Sendable, Hashable {
  /// Why an identifier is sent or not.
  public enum Reason: String, Sendable, Hashable, CaseIterable {
    /// Your app gives no advertising identifier.
    case advertisingIdentifierNotGiven
    /// Your app does not allow the vendor identifier.
    case vendorIdentifierNotAllowed
    /// App Tracking Transparency has not authorised tracking.
    case trackingNotAuthorized
    /// The request is child-directed (COPPA).
    case childDirected
    /// The viewer is under the age of consent.
    case underAgeOfConsent
    /// GDPR applies, and the viewer did not consent to TCF purpose 1 (or nothing says so).
    case noPurposeOneConsent
    /// GDPR applies, and purpose 1 was not disclosed to the viewer.
    case purposeOneNotDisclosed
    /// GDPR applies, and the viewer did not consent to your TCF vendor.
    case noVendorConsent
  }

  /// Whether the advertising identifier is sent.
  public var sendsAdvertisingIdentifier: Bool
  /// Whether the vendor identifier is sent.
  public var sendsVendorIdentifier: Bool
  /// Why the advertising identifier is not sent; empty when it is.
  public var advertisingIdentifierReasons: [Reason]
  /// Why the vendor identifier is not sent; empty when it is.
  public var vendorIdentifierReasons: [Reason]

  /// The decision for `policy`, with tracking `trackingAuthorized` and `consent` (what your app
  /// configured merged over the stored IAB keys).
  public init(policy: IdentifierPolicy, trackingAuthorized: Bool, consent: ConsentSignals) {
    var shared: [Reason] = []
    if consent.childDirected { shared.append(.childDirected) }
    if consent.underAgeOfConsent { shared.append(.underAgeOfConsent) }
    if consent.gdprApplies == true {
      if consent.tcfPurposeOneTreatment == true {
        shared.append(.purposeOneNotDisclosed)
      } else if consent.tcfConsent(toPurpose: 1) != true {
        shared.append(.noPurposeOneConsent)
      }
      if let vendor = policy.tcfVendorID, consent.tcfConsent(toVendor: vendor) != true {
        shared.append(.noVendorConsent)
      }
    }
    var advertising: [Reason] = []
    if policy.readAdvertisingID == nil { advertising.append(.advertisingIdentifierNotGiven) }
    if !trackingAuthorized { advertising.append(.trackingNotAuthorized) }
    advertisingIdentifierReasons = advertising + shared
    vendorIdentifierReasons =
      (policy.sendsVendorIdentifier ? [] : [.vendorIdentifierNotAllowed]) + shared
    sendsAdvertisingIdentifier = advertisingIdentifierReasons.isEmpty
    sendsVendorIdentifier = vendorIdentifierReasons.isEmpty
  }
}
