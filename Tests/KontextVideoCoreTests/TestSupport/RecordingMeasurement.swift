import KontextVideoCore

/// A measurement provider that records what it is asked and what each session hears; it
/// declines ads while `declines` is set, and runs `onStart` inside the start (to misbehave).
@MainActor
final class RecordingMeasurement: AdMeasurementProvider {
  final class Session: AdMeasurementSession {
    private(set) var events: [AdMeasurementEvent] = []
    func record(_ event: AdMeasurementEvent) { events.append(event) }
  }

  var declines = false
  var onStart: ((MeasuredAd) -> Void)?
  private(set) var ads: [MeasuredAd] = []
  private(set) var sessions: [String: Session] = [:]

  func startMeasuring(_ ad: MeasuredAd) -> (any AdMeasurementSession)? {
    ads.append(ad)
    guard !declines else { return nil }
    let session = Session()
    sessions[ad.adID] = session
    onStart?(ad)
    return session
  }

  /// What the session of the ad `id` heard.
  func events(of id: String) -> [AdMeasurementEvent] { sessions[id]?.events ?? [] }
}
