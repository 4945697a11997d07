/// Whether a request carries each device identifier (the install id, the advertising identifier
/// and the vendor identifier), and why: one pure decision from your ``IdentifierPolicy``, App
/// Tracking Transparency's status (read, never prompted) and the viewer's consent, made again at
/// every request (so a change of the IAB keys counts at the next one).
///
/// What stops every device identifier:
/// - a child-directed request (COPPA), or a viewer under the age of consent;
/// - GDPR, unless ``ConsentSignals/gdprApplies`` is `false`: an unknown answer counts as GDPR
///   applying. Each identifier then needs consent to TCF purpose 1 (consent, not legitimate
///   interest), a purpose 1 that was disclosed (`IABTCF_PurposeOneTreatment` not 1), your TCF
///   vendor id in ``IdentifierPolicy/tcfVendorID``, and the viewer's consent to that vendor. With
///   no vendor id configured, no device identifier is sent (the SDK logs why, once);
/// - a US opt-out of the sale or sharing of personal information or of targeted advertising, in
///   the US Privacy string or in a US section of the GPP string (national or state), or a GPP
///   string that cannot be read;
/// - a consent string longer than the SDK takes (a TC string over 8 KiB, a GPP string over
///   16 KiB, a US Privacy string over 4 characters), which is not forwarded.
///
/// Then each has a rule of its own:
/// - the advertising identifier needs your app to give it, with the host of its own that takes
///   it (``IdentifierPolicy/advertisingIdentifierServer``), and tracking authorised;
/// - the vendor identifier needs your app to allow it; it needs no tracking authorisation;
/// - the install id (a random id kept in the app's files, never linked to the others) needs
///   nothing more. When it is withheld, the request carries a session id instead: random, kept in
///   memory only, new at each launch of the app, and its file is neither read nor written.
public struct IdentifierDecision: Sendable, Hashable {
  /// Why an identifier is sent or not.
  ///
  /// A minor release may add a case: switch over it with `@unknown default` (see the
  /// CHANGELOG's compatibility policy).
  public enum Reason: String, Sendable, Hashable, CaseIterable {
    /// Your app gives no advertising identifier.
    case advertisingIdentifierNotGiven
    /// Your app gives the advertising identifier but no
    /// ``IdentifierPolicy/advertisingIdentifierServer``: the requests carrying it would go to
    /// the main server's host, which must not be a tracking domain.
    case advertisingServerNotConfigured
    /// Your app does not allow the vendor identifier.
    case vendorIdentifierNotAllowed
    /// App Tracking Transparency has not authorised tracking.
    case trackingNotAuthorized
    /// The request is child-directed (COPPA).
    case childDirected
    /// The viewer is under the age of consent.
    case underAgeOfConsent
    /// GDPR applies or may apply, and the viewer did not consent to TCF purpose 1 (or nothing
    /// says so).
    case noPurposeOneConsent
    /// GDPR applies or may apply, and purpose 1 was not disclosed to the viewer.
    case purposeOneNotDisclosed
    /// GDPR applies or may apply, and the viewer did not consent to your TCF vendor.
    case noVendorConsent
    /// GDPR applies or may apply (``ConsentSignals/gdprApplies`` is not `false`), and no
    /// ``IdentifierPolicy/tcfVendorID`` is configured: the viewer's consent to the vendor that
    /// receives the identifiers cannot be checked.
    case tcfVendorIDNotConfigured
    /// The viewer opted out of the sale of their personal information (US Privacy string, or a
    /// US section of the GPP string).
    case usSaleOptOut
    /// The viewer opted out of the sharing of their personal information (a US section of the
    /// GPP string).
    case usSharingOptOut
    /// The viewer opted out of targeted advertising (a US section of the GPP string).
    case usTargetedAdvertisingOptOut
    /// The GPP string, or one of its US sections, cannot be read: nothing shows that the viewer
    /// did not opt out.
    case gppUnreadable
    /// A consent string (TC, GPP or US Privacy) is longer than the SDK takes, so it was not
    /// forwarded: nothing the SDK read shows the viewer's choice.
    case consentStringTooLong
  }

  /// Whether the advertising identifier is sent.
  public var sendsAdvertisingIdentifier: Bool
  /// Whether the vendor identifier is sent.
  public var sendsVendorIdentifier: Bool
  /// Whether the install id is sent; when it is not, the request carries a session id.
  public var sendsInstallIdentifier: Bool
  /// Why the advertising identifier is not sent; empty when it is.
  public var advertisingIdentifierReasons: [Reason]
  /// Why the vendor identifier is not sent; empty when it is.
  public var vendorIdentifierReasons: [Reason]
  /// Why the install id is not sent; empty when it is.
  public var installIdentifierReasons: [Reason]

  /// The decision for `policy`, with tracking `trackingAuthorized` and `consent` (what your app
  /// configured merged over the stored IAB keys).
  public init(policy: IdentifierPolicy, trackingAuthorized: Bool, consent: ConsentSignals) {
    let shared = Self.consentReasons(policy: policy, consent: consent)
    var advertising: [Reason] = []
    if policy.readAdvertisingID == nil {
      advertising.append(.advertisingIdentifierNotGiven)
    } else if policy.advertisingIdentifierServer == nil {
      advertising.append(.advertisingServerNotConfigured)
    }
    if !trackingAuthorized { advertising.append(.trackingNotAuthorized) }
    advertisingIdentifierReasons = advertising + shared
    vendorIdentifierReasons =
      (policy.sendsVendorIdentifier ? [] : [.vendorIdentifierNotAllowed]) + shared
    installIdentifierReasons = shared
    sendsAdvertisingIdentifier = advertisingIdentifierReasons.isEmpty
    sendsVendorIdentifier = vendorIdentifierReasons.isEmpty
    sendsInstallIdentifier = installIdentifierReasons.isEmpty
  }

  /// What the viewer's consent says against every device identifier, in the order of the
  /// ``Reason`` cases.
  static func consentReasons(policy: IdentifierPolicy, consent: ConsentSignals) -> [Reason] {
    // Bounded here too, for signals that did not come in through the SDK's entries.
    let consent = consent.bounded()
    var reasons: [Reason] = []
    if consent.childDirected { reasons.append(.childDirected) }
    if consent.underAgeOfConsent { reasons.append(.underAgeOfConsent) }
    // Unknown counts as applying: the TCF policy lets a vendor store or read on the device only
    // with purpose 1 consent and its own vendor consent, and nothing here tells this viewer is
    // outside its reach.
    if consent.gdprApplies != false {
      if consent.tcfPurposeOneTreatment == true {
        reasons.append(.purposeOneNotDisclosed)
      } else if consent.tcfConsent(toPurpose: 1) != true {
        reasons.append(.noPurposeOneConsent)
      }
      if let vendor = policy.tcfVendorID {
        if consent.tcfConsent(toVendor: vendor) != true { reasons.append(.noVendorConsent) }
      } else {
        reasons.append(.tcfVendorIDNotConfigured)
      }
    }
    reasons += USPrivacyOptOuts(usPrivacy: consent.usPrivacy, gpp: consent.gpp).reasons
    if !consent.overBound.isEmpty { reasons.append(.consentStringTooLong) }
    return reasons
  }
}
