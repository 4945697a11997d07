import Foundation

/// What the ad client tells the inspector of each request it builds: the inspector keeps plain
/// values, and this room turns its own types into them.
extension AdInspector {
  /// The request `context` was built with `consent` (merged), the identifier `decision`, and
  /// the identifier values sent (kept only to mask them in an export): `installID` is the
  /// install id, or the session id sent in its place.
  package func requestBuilt(
    _ context: AdRequestContext, consent: ConsentSignals, decision: IdentifierDecision,
    installID: String, advertisingID: String?, vendorID: String?
  ) {
    records.withLock { records in
      for (value, label) in [
        (installID, InspectorMask.Label.installID), (advertisingID, .advertisingID),
        (vendorID, .vendorID), (consent.gdprConsent, .tcString), (consent.gpp, .gppString),
      ] {
        if let value, value.count >= InspectorMask.minimumLength { records.secrets[value] = label }
      }
      records.update(context.requestID, format: context.format, creating: true) { entry in
        entry.ad.request.contentID = context.content.id
        entry.ad.request.consent = InspectedRequest.Consent(
          gdprApplies: consent.gdprApplies, tcStringLength: consent.gdprConsent?.count,
          usPrivacy: consent.usPrivacy, gppLength: consent.gpp?.count,
          gppSectionIDs: consent.gppSectionIDs, childDirected: consent.childDirected,
          underAgeOfConsent: consent.underAgeOfConsent)
        entry.ad.request.identifiers = InspectedRequest.Identifiers(
          advertisingIdentifierSent: decision.sendsAdvertisingIdentifier,
          advertisingIdentifierReasons: decision.advertisingIdentifierReasons.map(\.rawValue),
          vendorIdentifierSent: decision.sendsVendorIdentifier,
          vendorIdentifierReasons: decision.vendorIdentifierReasons.map(\.rawValue),
          installIdentifierSent: decision.sendsInstallIdentifier,
          installIdentifierReasons: decision.installIdentifierReasons.map(\.rawValue),
          installID: InspectorMask.lastFour(installID))
      }
    }
  }
}
