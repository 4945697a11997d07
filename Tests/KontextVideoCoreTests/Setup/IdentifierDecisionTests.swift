import Foundation
import Testing

@testable import KontextVideoCore

/// The identifiers' decision as a truth table: every combination of the app's choice, App
/// Tracking Transparency, COPPA, the age of consent, GDPR, TCF purpose 1 (consent only), its
/// treatment, and the vendor's consent, against the rule written out once more here.
struct IdentifierDecisionTests {
  struct Row: Sendable, CustomStringConvertible {
    var givesIDFA: Bool
    var allowsIDFV: Bool
    var tracking: Bool
    var child: Bool
    var underAge: Bool
    var gdpr: Bool?
    var purposeOne: Bool?
    var treatment: Bool?
    var vendor: Int?
    var vendorConsent: Bool
    var description: String {
      "idfa \(givesIDFA) idfv \(allowsIDFV) att \(tracking) child \(child) young \(underAge) "
        + "gdpr \(gdpr.map(String.init) ?? "?") p1 \(purposeOne.map(String.init) ?? "?") "
        + "treated \(treatment.map(String.init) ?? "?") vendor \(vendor.map(String.init) ?? "-") "
        + "\(vendorConsent)"
    }
  }

  /// Every combination: 2 × 2 × 2 × 2 × 2 × 3 × 3 × 3 × 2 × 2 = 3,456 rows.
  static let rows: [Row] = {
    var rows: [Row] = []
    for givesIDFA in [false, true] {
      for allowsIDFV in [false, true] {
        for tracking in [false, true] {
          for child in [false, true] {
            for underAge in [false, true] {
              for gdpr in [nil, false, true] as [Bool?] {
                for purposeOne in [nil, false, true] as [Bool?] {
                  for treatment in [nil, false, true] as [Bool?] {
                    for vendor in [nil, 7] as [Int?] {
                      for vendorConsent in [false, true] {
                        rows.append(
                          Row(
                            givesIDFA: givesIDFA, allowsIDFV: allowsIDFV, tracking: tracking,
                            child: child, underAge: underAge, gdpr: gdpr, purposeOne: purposeOne,
                            treatment: treatment, vendor: vendor, vendorConsent: vendorConsent))
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
  }()

  private func decide(_ row: Row) -> IdentifierDecision {
    let consent = ConsentSignals(
      gdprApplies: row.gdpr, childDirected: row.child, underAgeOfConsent: row.underAge,
      tcfPurposeConsents: row.purposeOne.map { $0 ? "1011" : "0011" },
      tcfPurposeOneTreatment: row.treatment,
      tcfVendorConsents: row.vendorConsent ? "0000001" : "1111110")
    let reader: @Sendable () -> UUID? = { UUID() }
    let idfa = row.givesIDFA ? reader : nil
    let policy = IdentifierPolicy(
      readAdvertisingID: idfa, sendsVendorIdentifier: row.allowsIDFV, tcfVendorID: row.vendor)
    return IdentifierDecision(policy: policy, trackingAuthorized: row.tracking, consent: consent)
  }

  @Test func everyRowFollowsTheRule() {
    #expect(Self.rows.count == 3456)
    var sentIDFA = 0
    var sentIDFV = 0
    for row in Self.rows {
      let decision = decide(row)
      let consentAllows =
        !row.child && !row.underAge
        && (row.gdpr != true
          || (row.treatment != true && row.purposeOne == true
            && (row.vendor == nil || row.vendorConsent)))
      let idfa = row.givesIDFA && row.tracking && consentAllows
      let idfv = row.allowsIDFV && consentAllows
      #expect(decision.sendsAdvertisingIdentifier == idfa, "\(row)")
      #expect(decision.sendsVendorIdentifier == idfv, "\(row)")
      #expect(decision.advertisingIdentifierReasons.isEmpty == idfa, "\(row)")
      #expect(decision.vendorIdentifierReasons.isEmpty == idfv, "\(row)")
      if idfa { sentIDFA += 1 }
      if idfv { sentIDFV += 1 }
    }
    #expect(sentIDFA > 0 && sentIDFV > sentIDFA, "the table reaches both answers")
  }

  @Test func theReasonsNameEveryRuleThatSaidNo() {
    let consent = ConsentSignals(
      gdprApplies: true, childDirected: true, underAgeOfConsent: true,
      tcfPurposeConsents: "0", tcfVendorConsents: "")
    let decision = IdentifierDecision(
      policy: IdentifierPolicy(tcfVendorID: 3), trackingAuthorized: false, consent: consent)
    #expect(
      decision.advertisingIdentifierReasons == [
        .advertisingIdentifierNotGiven, .trackingNotAuthorized, .childDirected,
        .underAgeOfConsent, .noPurposeOneConsent, .noVendorConsent,
      ])
    #expect(
      decision.vendorIdentifierReasons == [
        .vendorIdentifierNotAllowed, .childDirected, .underAgeOfConsent, .noPurposeOneConsent,
        .noVendorConsent,
      ])
    let undisclosed = IdentifierDecision(
      policy: IdentifierPolicy(sendsVendorIdentifier: true), trackingAuthorized: true,
      consent: ConsentSignals(
        gdprApplies: true, tcfPurposeConsents: "1", tcfPurposeOneTreatment: true))
    #expect(undisclosed.vendorIdentifierReasons == [.purposeOneNotDisclosed])
  }

  @Test func theTCFBitStringsAreReadFromOne() {
    let consent = ConsentSignals(tcfPurposeConsents: "10", tcfVendorConsents: "001")
    #expect(consent.tcfConsent(toPurpose: 1) == true && consent.tcfConsent(toPurpose: 2) == false)
    #expect(consent.tcfConsent(toPurpose: 40) == false && consent.tcfConsent(toPurpose: 0) == false)
    #expect(consent.tcfConsent(toVendor: 3) == true && consent.tcfConsent(toVendor: 1) == false)
    #expect(ConsentSignals().tcfConsent(toPurpose: 1) == nil)
  }
}
