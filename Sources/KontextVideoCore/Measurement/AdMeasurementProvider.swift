/// A verification SDK that measures the SDK's ads: IAB Open Measurement, in the build your
/// ad partners certified, or another vendor's. Install one on ``KontextVideo/measurementProvider``.
///
/// The SDK itself ships no measurement binary and runs no verification script: it tells the
/// provider what happens to each ad, in order and exactly once where the events are once
/// (``AdMeasurementEvent``), and the provider drives its own SDK.
///
/// Return a session from ``startMeasuring(_:)`` for each ad you measure; the Measuring ads
/// article shows a provider, compiled in the SDK's tests.
///
/// Without a provider, or when it returns `nil` for an ad, the ad's VAST verifications each
/// report once that they were not executed (`verificationNotExecuted`, `[REASON]` 2).
@MainActor
public protocol AdMeasurementProvider: AnyObject {
  /// Called as `ad` goes on screen, before its impression: return a session to measure it, or
  /// `nil` to leave it unmeasured.
  func startMeasuring(_ ad: MeasuredAd) -> (any AdMeasurementSession)?
}
