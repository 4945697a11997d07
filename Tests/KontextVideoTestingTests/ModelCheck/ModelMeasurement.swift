import KontextVideoSDK

/// A measurement provider that measures every ad of a model world, and checks at the world's
/// end that each session heard a life by the rules of `AdMeasurementEvent`, whatever the
/// random actions did: one session per shown ad and none for others, `loaded` first,
/// `finished` once and last, the once-only events once, pauses and resumes alternating, and
/// buffering's starts and finishes too.
@MainActor
final class ModelMeasurement: AdMeasurementProvider {
  final class Session: AdMeasurementSession {
    var events: [AdMeasurementEvent] = []
    func record(_ event: AdMeasurementEvent) { events.append(event) }
  }

  private var sessions: [String: Session] = [:]
  private var asked: [String: Int] = [:]

  func startMeasuring(_ ad: MeasuredAd) -> (any AdMeasurementSession)? {
    asked[ad.adID, default: 0] += 1
    let session = Session()
    sessions[ad.adID] = session
    return session
  }

  /// The first broken rule among the ads of `ledger`, told to it.
  func check(_ ledger: ModelLedger) {
    for record in ledger.order {
      let times = asked[record.id] ?? 0
      guard record.shownEvent else {
        if times != 0 { ledger.fail("measured an ad never shown: \(record.id)") }
        continue
      }
      guard times == 1, let events = sessions[record.id]?.events else {
        ledger.fail("a shown ad was asked about \(times) times: \(record.id)")
        continue
      }
      if let problem = Self.problem(in: events) {
        ledger.fail("measurement of \(record.id): \(problem); heard \(events)")
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
