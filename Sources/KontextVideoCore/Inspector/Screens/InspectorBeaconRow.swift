/// A beacon's row in a ledger: what it is and for which event, its method and URL, when it
/// was recorded, each attempt with its HTTP status, and where it stands.
package enum InspectorBeaconRow {
  package static func row(_ beacon: InspectedBeacon) -> InspectorSection.Row {
    var lines = [
      "\(beacon.method) \(beacon.url)",
      "recorded \(InspectorText.time(beacon.recordedAt))"
        + (beacon.fromEarlierLaunch ? " (an earlier launch)" : ""),
    ]
    if let requestID = beacon.requestID { lines.append("request \(requestID)") }
    if beacon.attempts.isEmpty {
      lines.append("no attempt yet")
    } else {
      let half = AdInspector.maximumAttemptsKept / 2
      for (index, attempt) in beacon.attempts.enumerated() {
        let status = attempt.status.map { "HTTP \($0)" } ?? "no answer"
        // Past the first half, the attempts kept are the latest: their numbers move on by
        // those not kept.
        let number = index < half ? index + 1 : index + 1 + beacon.attemptsNotKept
        if index == half, beacon.attemptsNotKept > 0 {
          lines.append("\(beacon.attemptsNotKept) attempts not kept")
        }
        lines.append(
          "attempt \(number): \(status), \(attempt.outcome), at "
            + InspectorText.seconds(attempt.time))
      }
    }
    let kind = [beacon.kind.rawValue, beacon.eventName].compactMap { $0 }.joined(separator: " ")
    return .init(
      title: "\(kind) · \(state(beacon.state))", lines: lines, copyable: ("URL", beacon.url))
  }

  /// Where the beacon stands: `pending`, `delivered`, or `given up: why`.
  package static func state(_ state: InspectedBeacon.State) -> String {
    switch state {
    case .pending: "pending"
    case .delivered: "delivered"
    case .givenUp(let reason): "given up: \(reason)"
    }
  }
}
