import Foundation

/// One delivery in the inspector's ledger: a first-party event, a viewer's report or a
/// third-party pixel, with the URL it goes to (macros expanded), when it was recorded, every
/// attempt and where it stands.
public struct InspectedBeacon: Codable, Sendable, Hashable {
  /// What is delivered.
  public enum Kind: String, Codable, Sendable, Hashable {
    /// An event for the ad server's `/v1/events`.
    case event
    /// A viewer's report for the ad server's `/v1/reports`.
    case report
    /// A third-party tracking URL (VAST or the server's pixels).
    case pixel
  }

  /// Where a beacon stands.
  public enum State: Codable, Sendable, Hashable {
    /// Recorded (on disk) and not yet delivered: it is tried again.
    case pending
    /// Delivered: the server or the tracker answered 2xx (or a redirect a pixel may end on).
    case delivered
    /// Given up, with why: refused with a 4xx, older than the age cap, or pushed out by the
    /// lane's cap. It is never tried again.
    case givenUp(reason: String)
  }

  /// One try to deliver the beacon.
  public struct Attempt: Codable, Sendable, Hashable {
    /// When it ended, on the SDK's clock (seconds since the SDK started).
    public var time: TimeInterval
    /// The HTTP status, or nil when nothing answered (a network failure or no answer in time).
    public var status: Int?
    /// What the attempt came to: `delivered`, `refused`, `retry`, `network failure` or
    /// `timed out`.
    public var outcome: String
  }

  /// The beacon's id: the event's id, or `eventID#index` for the event's pixels.
  public var id: String
  /// What is delivered.
  public var kind: Kind
  /// The event it belongs to: for an event or a report its own name; for a pixel the event
  /// whose tracking it is, when known.
  public var eventName: String?
  /// The ad request it belongs to, when known.
  public var requestID: String?
  /// The method and URL: `POST` and the events or reports URL, or `GET` and the pixel's URL
  /// after macro expansion.
  public var method: String
  /// The URL, as last sent (macros expanded; a pixel's without credentials), or as it will be
  /// before the first attempt.
  public var url: String
  /// When it was recorded.
  public var recordedAt: Date
  /// Whether it was read back from an earlier launch's file rather than recorded in this one.
  public var fromEarlierLaunch: Bool
  /// The attempts so far, oldest first: the first and the latest ones, at most
  /// ``AdInspector/maximumAttemptsKept``.
  public var attempts: [Attempt]
  /// How many attempts between those were not kept.
  public var attemptsNotKept = 0
  /// Where it stands now.
  public var state: State
}
