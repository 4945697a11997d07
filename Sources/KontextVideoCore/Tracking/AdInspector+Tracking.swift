import Foundation

/// What the event stream and the tracking queue tell the inspector: the inspector keeps plain
/// values, and this room turns its events and beacons into them.
extension AdInspector {
  /// An event of the SDK's stream (every event kind: requests, loads, shows, impressions,
  /// viewability, quartiles, clicks, ends and errors).
  package func record(_ event: AdEvent) {
    records.withLock { $0.record(event) }
  }

  /// The tracking queue took `beacons`, going to `eventsURL` (events) or their own URLs
  /// (pixels); `fromEarlierLaunch` when read back from the file of an earlier launch.
  package func beaconsRecorded(_ beacons: [Beacon], eventsURL: URL, fromEarlierLaunch: Bool) {
    guard !beacons.isEmpty else { return }
    records.withLock { records in
      for beacon in beacons {
        let owner = records.owner(ofBeacon: beacon.id)
        let kind: InspectedBeacon.Kind
        let url: String
        var requestID = owner?.requestID
        var name = owner?.name
        switch beacon.payload {
        case .event(let event):
          kind = .event
          url = eventsURL.absoluteString
          requestID = event.requestID
          name = event.name
        case .report(let event):
          kind = .report
          url =
            eventsURL.deletingLastPathComponent().appendingPathComponent("reports")
            .absoluteString
          requestID = event.requestID
          name = event.name
        case .pixel(let pixel):
          kind = .pixel
          url = pixel
        }
        records.addBeacon(
          InspectedBeacon(
            id: beacon.id, kind: kind, eventName: name, requestID: requestID,
            method: kind == .pixel ? "GET" : "POST", url: url, recordedAt: beacon.createdAt,
            fromEarlierLaunch: fromEarlierLaunch, attempts: [], state: .pending))
      }
    }
  }
}

extension InspectorRecords {
  /// Adds `event` to its ad's timeline, and notes its request for its pixels.
  mutating func record(_ event: AdEvent) {
    rememberOwner(of: event.id, requestID: event.requestID, name: event.name.wireName)
    guard let requestID = event.requestID else { return }
    update(requestID, format: event.format, creating: event.name == .requested) { entry in
      if case .requested = event.name {
        entry.sequence = event.sequence
        entry.requestedAt = event.time
      }
      if let adID = event.adID { entry.ad.adID = adID }
      let inspected = InspectedEvent(
        sequence: event.sequence, name: event.name.wireName,
        secondsAfterRequest: max(0, event.time - (entry.requestedAt ?? event.time)),
        timestamp: event.timestamp, reason: event.name.reason,
        errorCode: event.name.errorCode, adPlayhead: event.adPlayhead,
        breakPosition: event.breakPosition)
      if Self.append(inspected, to: &entry.ad.timeline, limit: AdInspector.maximumEventsKept) {
        entry.ad.eventsNotKept += 1
      }
      if let outcome = event.name.requestOutcome {
        entry.changeResponse { $0.outcome = outcome }
      }
    }
  }
}

extension AdEvent.Name {
  /// What the answer came to, for the request's entry.
  fileprivate var requestOutcome: String? {
    switch self {
    case .filled: "filled"
    case .noFill(let reason): "no fill (\(reason.code))"
    case .requestFailed(let error): "failed: \(error)"
    default: nil
    }
  }
}
