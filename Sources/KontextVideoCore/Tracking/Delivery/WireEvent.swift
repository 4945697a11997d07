import Foundation

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
  /// The creative's universal id (`{"registry": ..., "value": ...}`), when the ad has one.
  package var universalAdID: UniversalAdID?
  /// The place (from 1) in its break of the ad the event is about, in a break of several.
  package var breakPosition: Int?
  /// A `reward_earned` event's transaction id, which the ad server's callback to the app's
  /// server carries too.
  package var transactionID: String?
  /// A `reward_earned` event's reward.
  package var reward: WireReward?

  /// A reward as `/v1/events` takes it.
  package struct WireReward: Codable, Sendable, Hashable {
    package var type: String
    package var amount: Int
  }

  enum CodingKeys: String, CodingKey {
    case eventID = "event_id"
    case name
    case requestID = "request_id"
    case slotID = "slot_id"
    case format, timestamp, reason, sequence
    case contentPlayhead = "content_playhead"
    case adPlayhead = "ad_playhead"
    case errorCode = "error_code"
    case universalAdID = "universal_ad_id"
    case breakPosition = "break_position"
    case transactionID = "transaction_id"
    case reward
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
    universalAdID = event.universalAdID
    breakPosition = event.breakPosition
    if case .rewardEarned(let earned) = event.name {
      transactionID = earned.transactionID
      reward = WireReward(type: earned.reward.type, amount: earned.reward.amount)
    }
  }
}
