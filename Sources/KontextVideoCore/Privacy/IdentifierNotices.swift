/// Says once per SDK instance, in the log, why a setting of the app's keeps every device
/// identifier from being sent: the one reason the app, not the viewer, can change.
package final class IdentifierNotices: Sendable {
  private let said = Locked(Set<IdentifierDecision.Reason>())

  /// A notice keeper that has said nothing yet.
  package init() {}

  /// The notice for `decision`, the first time it is due; nil after that, and when none is.
  package func notice(for decision: IdentifierDecision) -> String? {
    if decision.installIdentifierReasons.contains(.tcfVendorIDNotConfigured),
      firstTime(.tcfVendorIDNotConfigured)
    {
      return Self.noVendorID
    }
    if decision.advertisingIdentifierReasons.contains(.advertisingServerNotConfigured),
      firstTime(.advertisingServerNotConfigured)
    {
      return "The advertising identifier is not sent: set "
        + "Configuration.identifiers.advertisingIdentifierServer to the ad server's host of its "
        + "own, the one your privacy manifest lists under NSPrivacyTrackingDomains (never the "
        + "main server's host, which iOS would then block for viewers who did not allow "
        + "tracking)."
    }
    return nil
  }

  /// Whether `reason`'s notice is due now (the first time).
  private func firstTime(_ reason: IdentifierDecision.Reason) -> Bool {
    said.withLock { $0.insert(reason).inserted }
  }

  /// Why no device identifier is sent without a TCF vendor id.
  private static let noVendorID =
    "No device identifier (install id, advertising id, vendor id) is sent: GDPR applies "
    + "or may apply to this viewer and no TCF vendor id is configured, so their consent to "
    + "the vendor cannot be checked. Set Configuration.identifiers.tcfVendorID, or "
    + "ConsentSignals.gdprApplies = false where you know GDPR does not apply. Requests carry "
    + "a session id that is new at each launch."
}
