import Foundation

/// Holds a measurement session for a second after it heard ``AdMeasurementEvent/finished``.
///
/// Open Measurement's `finish` sends the verification scripts the session's end, and asks the
/// integration to keep its objects for at least a second after so the scripts can handle it
/// (`OMIDAdSession.h`). A provider's session holds its OM session: the SDK keeps that session
/// object (not only the ad's view, which the adapter holds) for the second, on the SDK's clock.
@MainActor
package enum FinishedSessionHold {
  /// How long a finished session is held, in seconds.
  package static let seconds: TimeInterval = 1

  /// Keeps `session` until `clock` has moved on by ``seconds``, then lets it go.
  package static func hold(_ session: any AdMeasurementSession, on clock: any AdClock) {
    // The clock keeps a timer until it fires, whether or not its handle is kept.
    _ = clock.schedule(at: clock.now + seconds) { withExtendedLifetime(session) {} }
  }
}
