import Foundation

/// One delivery the SDK owes: a first-party event for `/v1/events`, or a third-party pixel.
///
/// Beacons are written to disk before any delivery is tried, and leave the queue only once
/// delivered or dropped with a report.
package struct Beacon: Codable, Sendable, Hashable {
  package enum Payload: Codable, Sendable, Hashable {
    case event(WireEvent)
    /// A tracking URL whose VAST macros are already expanded.
    case pixel(url: String)
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

  package var isEvent: Bool {
    if case .event = payload { true } else { false }
  }
}

/// An event as `/v1/events` takes it.
package struct WireEvent: Codable, Sendable, Hashable {
  package var eventID: String
  package var name: String
  package var requestID: String?
  package var slotID: String?
  package var format: String
  /// RFC 3339 with milliseconds.
  package var timestamp: String
  package var contentPlayhead: Double?
  package var adPlayhead: Double?
  package var reason: String?
  package var errorCode: Int?
  package var sequence: Int

  enum CodingKeys: String, CodingKey {
    case eventID = "event_id"
    case name
    case requestID = "request_id"
    case slotID = "slot_id"
    case format, timestamp, reason, sequence
    case contentPlayhead = "content_playhead"
    case adPlayhead = "ad_playhead"
    case errorCode = "error_code"
  }

  package init(_ event: AdEvent) {
    eventID = event.id
    name = event.name.wireName
    requestID = event.requestID
    slotID = event.adID
    format = event.format.rawValue
    timestamp = RFC3339.string(from: event.timestamp)
    contentPlayhead = event.contentPlayhead
    adPlayhead = event.adPlayhead
    reason = event.name.reason
    errorCode = event.name.errorCode
    sequence = event.sequence
  }
}

/// RFC 3339 timestamps with milliseconds, in UTC.
package enum RFC3339 {
  package static func string(from date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: date)
  }
}
