import Foundation

/// One step of an ad's life as the inspector shows it: the event the SDK recorded (the same
/// one first-party tracking sends), with its time and why.
public struct InspectedEvent: Codable, Sendable, Hashable {
  /// The order of the event among all the SDK's events.
  public var sequence: Int
  /// The event's name as tracking sends it: `requested`, `filled`, `loaded`, `shown`,
  /// `impression`, `viewable`, `first_quartile`, `click`, `ended`, `load_failed` and so on.
  public var name: String
  /// Seconds after the ad was requested, on the SDK's clock.
  public var secondsAfterRequest: TimeInterval
  /// When it happened, by the wall clock.
  public var timestamp: Date
  /// Why, for an end, a no-fill, a failure or an unused ad.
  public var reason: String?
  /// The error's code, for a failure.
  public var errorCode: Int?
  /// Where the ad's own video was, in seconds, for a linear ad's events.
  public var adPlayhead: TimeInterval?
  /// The place (from 1) in its break of the ad it is about, in a break of several ads.
  public var breakPosition: Int?
}
