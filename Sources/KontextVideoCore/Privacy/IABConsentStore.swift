import Foundation

/// Reads the consent strings a consent management platform stored in the app's user defaults,
/// under the IAB's standard keys (`IABTCF_*`, `IABGPP_*`, `IABUSPrivacy_String`).
package struct IABConsentStore: Sendable {
  /// The defaults suite to read; `nil` reads the app's standard defaults.
  package let suiteName: String?

  package init(suiteName: String?) {
    self.suiteName = suiteName
  }

  /// What the stored keys say; fields without a key stay unknown.
  package func read() -> ConsentSignals {
    let defaults = suiteName.flatMap(UserDefaults.init(suiteName:)) ?? UserDefaults.standard
    var signals = ConsentSignals()
    if let applies = defaults.object(forKey: "IABTCF_gdprApplies") {
      signals.gdprApplies = (applies as? Int).map { $0 == 1 } ?? (applies as? Bool)
    }
    signals.gdprConsent = nonEmpty(defaults.string(forKey: "IABTCF_TCString"))
    signals.usPrivacy = nonEmpty(defaults.string(forKey: "IABUSPrivacy_String"))
    signals.gpp = nonEmpty(defaults.string(forKey: "IABGPP_HDR_GppString"))
    signals.tcfPurposeConsents = nonEmpty(defaults.string(forKey: "IABTCF_PurposeConsents"))
    signals.tcfVendorConsents = nonEmpty(defaults.string(forKey: "IABTCF_VendorConsents"))
    if let treatment = defaults.object(forKey: "IABTCF_PurposeOneTreatment") {
      signals.tcfPurposeOneTreatment = (treatment as? Int).map { $0 == 1 } ?? (treatment as? Bool)
    }
    if let sections = defaults.string(forKey: "IABGPP_GppSID") {
      signals.gppSectionIDs = sections.split(whereSeparator: { $0 == "_" || $0 == "," })
        .compactMap { Int($0) }
    }
    return signals.bounded()
  }

  private func nonEmpty(_ value: String?) -> String? {
    guard let value, !value.isEmpty else { return nil }
    return value
  }
}

extension ConsentSignals {
  /// These signals, with what they leave unknown filled from `stored`: what the app
  /// configured always wins over what a consent platform stored, a string it gave over its
  /// bound too (``overBound``: it stays out, and is not replaced by the stored one).
  package func merged(over stored: ConsentSignals) -> ConsentSignals {
    var merged = ConsentSignals(
      gdprApplies: gdprApplies ?? stored.gdprApplies,
      gdprConsent: overBound.contains(.tcString) ? nil : gdprConsent ?? stored.gdprConsent,
      usPrivacy: overBound.contains(.usPrivacy) ? nil : usPrivacy ?? stored.usPrivacy,
      gpp: overBound.contains(.gppString) ? nil : gpp ?? stored.gpp,
      gppSectionIDs: gppSectionIDs.isEmpty ? stored.gppSectionIDs : gppSectionIDs,
      childDirected: childDirected,
      underAgeOfConsent: underAgeOfConsent,
      tcfPurposeConsents: tcfPurposeConsents ?? stored.tcfPurposeConsents,
      tcfPurposeOneTreatment: tcfPurposeOneTreatment ?? stored.tcfPurposeOneTreatment,
      tcfVendorConsents: tcfVendorConsents ?? stored.tcfVendorConsents
    )
    merged.overBound = overBound.union(stored.overBound)
    return merged
  }
}
