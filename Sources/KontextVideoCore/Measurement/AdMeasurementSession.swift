/// One ad's measurement, started by an ``AdMeasurementProvider``.
///
/// The SDK calls ``record(_:)`` on the main actor with each of the ad's events in the order
/// they happen: ``AdMeasurementEvent/loaded(_:)`` first, ``AdMeasurementEvent/finished`` last
/// and exactly once, whatever ends the ad; nothing after it. The SDK holds the session until
/// then, and for one second after, as Open Measurement asks of its session once finished
/// (`OMIDAdSession.h`), then lets it go.
@MainActor
public protocol AdMeasurementSession: AnyObject {
  /// One event of the ad.
  func record(_ event: AdMeasurementEvent)
}
