import Foundation

/// One delivery the SDK owes: a first-party event for `/v1/events`, a viewer's report of an ad
/// for `/v1/reports`, or a third-party pixel.
///
/// Beacons are written to disk before any delivery is tried, and leave the queue only once
/// delivered or dropped with a report.
package struct Beacon: Codable, Sendable, Hashable {
  package enum Payload: Codable, Sendable, Hashable {
    case event(WireEvent)
    /// A tracking URL whose VAST macros are already expanded.
    case pixel(url: String)
    /// The viewer's report of an ad (the event that records it).
    case report(WireEvent)
  }

  package var id: String
  package var payload: Payload
  /// When the beacon was made; beacons older than the queue's age cap are dropped.
  package var createdAt: Date
  package var attempts: Int

  package init(id: String, payload: Payload, createdAt: Date, attempts: Int = 0) {
    self.id = id
    self.payload = payload
    self.createdAt = createdAt
    self.attempts = attempts
  }

  /// Counts one more failed attempt. Saturates: the count is read back from the queue's file,
  /// where a corrupted or edited line can hold any integer, and `Int.max + 1` would trap on
  /// every start of the app that retries it.
  package mutating func countAttempt() {
    if attempts < .max { attempts += 1 }
  }

  /// Whether the beacon goes to the ad server (an event or a report), in the events lane.
  package var isEvent: Bool {
    if case .pixel = payload { false } else { true }
  }

  /// Whether the beacon is a viewer's report.
  package var isReport: Bool {
    if case .report = payload { true } else { false }
  }
}

extension Beacon {
  /// The beacon for something the main actor handed over: an event as it is, or a pixel with
  /// its macros expanded.
  package init(outgoing: Outgoing) {
    switch outgoing {
    case .event(let event):
      let wire = WireEvent(event)
      let payload: Payload = if case .reported = event.name { .report(wire) } else { .event(wire) }
      self.init(id: event.id, payload: payload, createdAt: event.timestamp)
    case .pixel(let template, let context, let eventID, let index):
      self.init(
        id: "\(eventID)#\(index)", payload: .pixel(url: VASTMacros.expand(template, context)),
        createdAt: context.timestamp)
    }
  }
}
