import Foundation

/// One step in an ad's life, as the SDK's event stream reports it.
///
/// Every lifecycle step goes through one stream that tests, logging, the debug timeline,
/// first-party delivery and your analytics read alike:
///
/// ```swift
/// let observation = KontextVideo.shared.addEventObserver { event in
///   print(event.timestamp, event.format, event.name)
/// }
/// ```
public struct AdEvent: Sendable, Hashable, Identifiable {
  /// A unique id of the event; the server de-duplicates deliveries by it.
  public var id: String
  /// What happened.
  public var name: Name
  /// The ad's format.
  public var format: AdFormat
  /// The ad's id (its slot id) once the server filled it.
  public var adID: String?
  /// The id of the request that fetched the ad.
  public var requestID: String?
  /// When it happened, in seconds on the SDK's clock.
  public var time: TimeInterval
  /// When it happened, on the wall clock (delivered with milliseconds).
  public var timestamp: Date
  /// The content's playhead then, when a player is tracked.
  public var contentPlayhead: TimeInterval?
  /// A linear ad's own playhead then.
  public var adPlayhead: TimeInterval?
  /// The event's place in its SDK instance's stream, from 1.
  public var sequence: Int
  /// The creative's universal id, for the events of a VAST ad from its load on.
  public var universalAdID: UniversalAdID?
  /// The place (from 1) of the ad it is about in its break, for the events of an ad that plays
  /// in a break of several (``AdBreak``); `nil` otherwise.
  public var breakPosition: Int?

  /// Creates an event; without an `id`, a new unique one.
  public init(
    id: String? = nil,
    name: Name,
    format: AdFormat,
    adID: String? = nil,
    requestID: String? = nil,
    time: TimeInterval,
    timestamp: Date = Date(),
    contentPlayhead: TimeInterval? = nil,
    adPlayhead: TimeInterval? = nil,
    sequence: Int = 0,
    universalAdID: UniversalAdID? = nil,
    breakPosition: Int? = nil
  ) {
    self.id = id ?? UniqueID.next()
    self.name = name
    self.format = format
    self.adID = adID
    self.requestID = requestID
    self.time = time
    self.timestamp = timestamp
    self.contentPlayhead = contentPlayhead
    self.adPlayhead = adPlayhead
    self.sequence = sequence
    self.universalAdID = universalAdID
    self.breakPosition = breakPosition
  }
}
