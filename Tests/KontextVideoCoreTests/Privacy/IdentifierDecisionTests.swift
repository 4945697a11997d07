import Foundation
import Testing

@testable import KontextVideoCore

/// The identifiers' decision as one truth table over every dimension that decides it: the app's
/// choice, App Tracking Transparency, COPPA, the age of consent, whether GDPR applies, TCF
/// purpose 1 (consent only), its treatment, the vendor id and the vendor's consent, the US
/// Privacy string and the GPP string's US sections; each row against the rule written out once
/// more here, reasons included.
///
/// The rule, from the TCF policy (a vendor may store or read on a device only with purpose 1
/// consent, disclosed, and consent to that vendor), COPPA (no persistent identifier for a
/// child) and the GPP US sections (an opt-out of sale, sharing or targeted advertising).
struct IdentifierDecisionTests {
  typealias Reason = IdentifierDecision.Reason

  enum Vendor: CaseIterable { case none, consented, refused }

  /// The GPP strings of the table, and what each says.
  enum GPP: CaseIterable {
    case none, usNationalNoOptOut, usNationalSaleOptOut, californiaSharingOptOut
    case virginiaTargetedOptOut, europeOnly, unreadable

    var string: String? {
      let usnat = { (sale: Int, sharing: Int, targeted: Int) in
        GPPTestEncoder.section(
          version: 1,
          fields: [1, 1, 1, 1, 1, 1, sale, sharing, targeted] + Array(repeating: 0, count: 17))
      }
      switch self {
      case .none: return nil
      case .usNationalNoOptOut: return GPPTestEncoder.string([(7, usnat(2, 2, 2))])
      case .usNationalSaleOptOut: return GPPTestEncoder.string([(7, usnat(1, 2, 2))])
      case .californiaSharingOptOut:
        return GPPTestEncoder.string([
          (2, "CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA"),
          (
            8,
            GPPTestEncoder.section(
              version: 1, fields: [1, 1, 1, 2, 1] + Array(repeating: 0, count: 14))
          ),
        ])
      case .virginiaTargetedOptOut:
        return GPPTestEncoder.string([
          (
            9,
            GPPTestEncoder.section(
              version: 1, fields: [1, 1, 1, 2, 1] + Array(repeating: 0, count: 12))
          )
        ])
      case .europeOnly:
        return GPPTestEncoder.string([(2, "CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA")])
      case .unreadable: return "DBA!BMA~CPXxRfAPXxRfAA"
      }
    }

    var reasons: [Reason] {
      switch self {
      case .none, .usNationalNoOptOut, .europeOnly: return []
      case .usNationalSaleOptOut: return [.usSaleOptOut]
      case .californiaSharingOptOut: return [.usSharingOptOut]
      case .virginiaTargetedOptOut: return [.usTargetedAdvertisingOptOut]
      case .unreadable: return [.gppUnreadable]
      }
    }
  }

  /// What the app does with the advertising identifier.
  enum IDFA: Sendable, CaseIterable {
    /// It gives none.
    case notGiven
    /// It gives it, without a host of its own for the requests that carry it.
    case givenWithoutServer
    /// It gives it, with that host.
    case given
  }

  struct Row: Sendable, CustomStringConvertible {
    var idfa: IDFA
    var allowsIDFV: Bool
    var tracking: Bool
    var child: Bool
    var underAge: Bool
    var gdpr: Bool?
    var purposeOne: Bool?
    var treatment: Bool?
    var vendor: Vendor
    var usPrivacy: String?
    var gpp: GPP
    var description: String {
      "idfa \(idfa) idfv \(allowsIDFV) att \(tracking) child \(child) young \(underAge) "
        + "gdpr \(gdpr.map(String.init) ?? "?") p1 \(purposeOne.map(String.init) ?? "?") "
        + "treated \(treatment.map(String.init) ?? "?") vendor \(vendor) "
        + "usp \(usPrivacy ?? "-") gpp \(gpp)"
    }
  }

  static let usPrivacyStrings: [String?] = [nil, "1YNN", "1YYN", "1---"]

  /// Every combination: 3 × 2 × 2 × 2 × 2 × 3 × 3 × 3 × 3 × 4 × 7 = 108,864 rows.
  static func rows() -> [Row] {
    var rows: [Row] = []
    let bools = [false, true]
    let optionals: [Bool?] = [nil, false, true]
    for idfa in IDFA.allCases {
      for allowsIDFV in bools {
        for tracking in bools {
          for child in bools {
            for underAge in bools {
              for gdpr in optionals {
                for purposeOne in optionals {
                  for treatment in optionals {
                    for vendor in Vendor.allCases {
                      for usPrivacy in usPrivacyStrings {
                        for gpp in GPP.allCases {
                          rows.append(
                            Row(
                              idfa: idfa, allowsIDFV: allowsIDFV, tracking: tracking,
                              child: child, underAge: underAge, gdpr: gdpr,
                              purposeOne: purposeOne, treatment: treatment, vendor: vendor,
                              usPrivacy: usPrivacy, gpp: gpp))
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    return rows
  }

  private func decide(_ row: Row, gppStrings: [GPP: String]) -> IdentifierDecision {
    let consent = ConsentSignals(
      gdprApplies: row.gdpr, usPrivacy: row.usPrivacy, gpp: gppStrings[row.gpp],
      childDirected: row.child, underAgeOfConsent: row.underAge,
      tcfPurposeConsents: row.purposeOne.map { $0 ? "1011" : "0011" },
      tcfPurposeOneTreatment: row.treatment,
      tcfVendorConsents: row.vendor == .consented ? "0000001" : "1111110")
    let reader: @Sendable () -> UUID? = { UUID() }
    let policy = IdentifierPolicy(
      readAdvertisingID: row.idfa == .notGiven ? nil : reader,
      sendsVendorIdentifier: row.allowsIDFV, tcfVendorID: row.vendor == .none ? nil : 7,
      advertisingIdentifierServer: row.idfa == .given ? URL(string: "https://idfa.example") : nil)
    return IdentifierDecision(policy: policy, trackingAuthorized: row.tracking, consent: consent)
  }

  /// What the viewer's consent says against every device identifier, written out again.
  private func consentReasons(_ row: Row) -> [Reason] {
    var reasons: [Reason] = []
    if row.child { reasons.append(.childDirected) }
    if row.underAge { reasons.append(.underAgeOfConsent) }
    if row.gdpr != false {
      if row.treatment == true {
        reasons.append(.purposeOneNotDisclosed)
      } else if row.purposeOne != true {
        reasons.append(.noPurposeOneConsent)
      }
      switch row.vendor {
      case .none: reasons.append(.tcfVendorIDNotConfigured)
      case .refused: reasons.append(.noVendorConsent)
      case .consented: break
      }
    }
    let gppReasons = row.gpp.reasons
    if row.usPrivacy == "1YYN" || gppReasons.contains(.usSaleOptOut) {
      reasons.append(.usSaleOptOut)
    }
    reasons += gppReasons.filter { $0 != .usSaleOptOut }
    return reasons
  }

  @Test func everyRowFollowsTheRule() {
    let rows = Self.rows()
    #expect(rows.count == 108_864)
    var gppStrings: [GPP: String] = [:]
    for gpp in GPP.allCases { gppStrings[gpp] = gpp.string }
    var sent = (idfa: 0, idfv: 0, install: 0)
    var mismatches: [String] = []
    for row in rows {
      let decision = decide(row, gppStrings: gppStrings)
      let shared = consentReasons(row)
      let idfa =
        [
          .notGiven: [Reason.advertisingIdentifierNotGiven],
          .givenWithoutServer: [.advertisingServerNotConfigured], .given: [],
        ][row.idfa]!
        + (row.tracking ? [] : [.trackingNotAuthorized]) + shared
      let idfv = (row.allowsIDFV ? [] : [Reason.vendorIdentifierNotAllowed]) + shared
      if decision.advertisingIdentifierReasons != idfa || decision.vendorIdentifierReasons != idfv
        || decision.installIdentifierReasons != shared
        || decision.sendsAdvertisingIdentifier != idfa.isEmpty
        || decision.sendsVendorIdentifier != idfv.isEmpty
        || decision.sendsInstallIdentifier != shared.isEmpty
      {
        mismatches.append("\(row): \(decision)")
      }
      if decision.sendsAdvertisingIdentifier { sent.idfa += 1 }
      if decision.sendsVendorIdentifier { sent.idfv += 1 }
      if decision.sendsInstallIdentifier { sent.install += 1 }
    }
    #expect(mismatches.count == 0, "rows differ, the first: \(mismatches.prefix(3))")
    #expect(
      sent.idfa > 0 && sent.idfv > sent.idfa && sent.install > sent.idfv,
      "the table reaches every answer: \(sent)")
  }

  /// The legal defects the review found, each as the row it observed.
  @Test func noPersistentIdentifierForAChildAYoungViewerOrWithoutPurposeOne() {
    let everything = IdentifierPolicy(
      readAdvertisingID: { UUID() }, sendsVendorIdentifier: true, tcfVendorID: 7,
      advertisingIdentifierServer: URL(string: "https://idfa.example"))
    for consent in [
      ConsentSignals(gdprApplies: false, childDirected: true),
      ConsentSignals(gdprApplies: false, underAgeOfConsent: true),
      ConsentSignals(gdprApplies: true, tcfPurposeConsents: "0111", tcfVendorConsents: "1111111"),
      ConsentSignals(gdprApplies: false, usPrivacy: "1YYN"),
    ] {
      let decision = IdentifierDecision(
        policy: everything, trackingAuthorized: true, consent: consent)
      #expect(!decision.sendsInstallIdentifier, "\(consent)")
      #expect(!decision.sendsAdvertisingIdentifier && !decision.sendsVendorIdentifier)
    }
  }

  /// No vendor id and GDPR applying or unknown: no device identifier, purpose 1 or not; and an
  /// unknown GDPR with a TC string that denies purpose 1 sends no advertising id.
  @Test func withoutAVendorIDGDPRKeepsEveryIdentifierBack() {
    let noVendor = IdentifierPolicy(readAdvertisingID: { UUID() }, sendsVendorIdentifier: true)
    for gdpr in [nil, true] as [Bool?] {
      let decision = IdentifierDecision(
        policy: noVendor, trackingAuthorized: true,
        consent: ConsentSignals(gdprApplies: gdpr, tcfPurposeConsents: "1111"))
      #expect(decision.installIdentifierReasons == [.tcfVendorIDNotConfigured])
      #expect(!decision.sendsAdvertisingIdentifier && !decision.sendsVendorIdentifier)
    }
    let deniedUnknown = IdentifierDecision(
      policy: IdentifierPolicy(
        readAdvertisingID: { UUID() }, tcfVendorID: 7,
        advertisingIdentifierServer: URL(string: "https://idfa.example")),
      trackingAuthorized: true,
      consent: ConsentSignals(tcfPurposeConsents: "0111", tcfVendorConsents: "1111111"))
    #expect(deniedUnknown.advertisingIdentifierReasons == [.noPurposeOneConsent])
  }

  /// Legitimate interest in purpose 1 is not consent: a consent platform that stores it (and
  /// no consent) lets no identifier go.
  @Test func legitimateInterestIsNotConsent() throws {
    let suite = "kontext-li-\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    defaults.set(1, forKey: "IABTCF_gdprApplies")
    defaults.set("0111", forKey: "IABTCF_PurposeConsents")
    defaults.set("1111", forKey: "IABTCF_PurposeLegitimateInterests")
    defaults.set("1111111", forKey: "IABTCF_VendorConsents")
    defaults.set("1111111", forKey: "IABTCF_VendorLegitimateInterests")
    let decision = IdentifierDecision(
      policy: IdentifierPolicy(sendsVendorIdentifier: true, tcfVendorID: 7),
      trackingAuthorized: true, consent: IABConsentStore(suiteName: suite).read())
    #expect(decision.installIdentifierReasons == [.noPurposeOneConsent])
    #expect(!decision.sendsVendorIdentifier)
  }

  @Test func theTCFBitStringsAreReadFromOne() {
    let consent = ConsentSignals(tcfPurposeConsents: "10", tcfVendorConsents: "001")
    #expect(consent.tcfConsent(toPurpose: 1) == true && consent.tcfConsent(toPurpose: 2) == false)
    #expect(consent.tcfConsent(toPurpose: 40) == false && consent.tcfConsent(toPurpose: 0) == false)
    #expect(consent.tcfConsent(toVendor: 3) == true && consent.tcfConsent(toVendor: 1) == false)
    #expect(ConsentSignals().tcfConsent(toPurpose: 1) == nil)
  }
}
