/// Says once per SDK instance, in the log, why a setting of the app's keeps every device
/// identifier from being sent: the one reason the app, not the viewer, can change.
package final class IdentifierNotices: Sendable {
  private let said = Locked(false)

  /// A notice keeper that has said nothing yet.
  package init() {}

  /// The notice for `decision`, the first time it is due; nil after that, and when none is.
  package func notice(for decision: IdentifierDecision) -> String? {
    guard decision.installIdentifierReasons.contains(.tcfVendorIDNotConfigured) else {
      return nil
    }
    let first = said.withLock { said in
      defer { said = true }
      return !said
    }
    guard first else { return nil }
    return "No device identifier (install id, advertising id, vendor id) is sent: GDPR applies "
      + "or may apply to this viewer and no TCF vendor id is configured, so their consent to "
      + "the vendor cannot be checked. Set Configuration.identifiers.tcfVendorID, or "
      + "ConsentSignals.gdprApplies = false where you know GDPR does not apply. Requests carry "
      + "a session id that is new at each launch."
  }
}
