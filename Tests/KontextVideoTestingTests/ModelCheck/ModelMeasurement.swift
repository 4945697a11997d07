import KontextVideoSDK
import KontextVideoTesting

/// The measurement rules a model world checks at its end, over the test kit's recording
/// provider that measured every ad: whatever the random actions did, each session heard a life
/// by the rules of `AdMeasurementEvent`: one session per shown ad and none for others, `loaded`
/// first, `finished` once and last, the once-only events once, pauses and resumes alternating,
/// and buffering's starts and finishes too.
@MainActor
enum ModelMeasurement {
  /// The first broken rule among the ads of `ledger`, as `provider` heard them, told to it.
  static func check(_ provider: RecordingMeasurementProvider, _ ledger: ModelLedger) {
    for record in ledger.order {
      let times = provider.timesAsked(about: record.id)
      guard record.shownEvent else {
        if times != 0 { ledger.fail("measured an ad never shown: \(record.id)") }
        continue
      }
      // Each ad of a break is measured as an ad of its own: once for each that started.
      let sessions = provider.sessions.filter { $0.ad.adID == record.id }
      guard times == record.breakPosition, sessions.count == times else {
        ledger.fail(
          "a shown ad was asked about \(times) times, with \(record.breakPosition) ad(s) of its "
            + "break started: \(record.id)")
        continue
      }
      for session in sessions {
        if let problem = Self.problem(in: session.events) {
          ledger.fail("measurement of \(record.id): \(problem); heard \(session.events)")
        }
      }
    }
  }

  /// What breaks the rules in one session's `events`, or nil.
  static func problem(in events: [AdMeasurementEvent]) -> String? {
    guard case .loaded? = events.first else { return "not loaded first" }
    guard events.last == .finished, events.filter({ $0 == .finished }).count == 1 else {
      return "finished not once and last"
    }
    let once: [AdMeasurementEvent] = [
      .impression, .firstQuartile, .midpoint, .thirdQuartile, .complete, .skipped,
      .playerStateChange(.fullscreen),
    ]
    for event in once where events.filter({ $0 == event }).count > 1 {
      return "\(event) more than once"
    }
    if events.filter({ if case .start = $0 { true } else { false } }).count > 1 {
      return "started more than once"
    }
    if events.contains(.complete) && events.contains(.skipped) { return "completed and skipped" }
    let pauses = events.filter { $0 == .pause || $0 == .resume }
    for (index, event) in pauses.enumerated()
    where event != (index.isMultiple(of: 2) ? .pause : .resume) {
      return "pause and resume out of turn"
    }
    let buffering = events.filter { $0 == .bufferStart || $0 == .bufferFinish }
    for (index, event) in buffering.enumerated()
    where event != (index.isMultiple(of: 2) ? .bufferStart : .bufferFinish) {
      return "buffer start and finish out of turn"
    }
    return nil
  }
}
