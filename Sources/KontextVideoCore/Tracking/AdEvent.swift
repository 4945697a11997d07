import Foundation

/// One step in an ad's life, as the SDK's event stream reports it.
///
/// Every lifecycle step goes through one stream that tests, logging, the demo's timeline and
/// your analytics read alike:
///
/// ```swift
/// let observation = KontextVideo.shared.addEventObserver { event in
///   print(event.time, event.format, event.name)
/// }
/// ```
public struct AdEvent: Sendable, Hashable, Identifiable {
  /// A unique id of the event.
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
  /// The content's playhead then, when a player is tracked.
  public var contentPlayhead: TimeInterval?

  /// Creates an event; without an `id`, a new unique one.
  public init(
    id: String? = nil,
    name: Name,
    format: AdFormat,
    adID: String? = nil,
    requestID: String? = nil,
    time: TimeInterval,
    contentPlayhead: TimeInterval? = nil
  ) {
    self.id = id ?? UniqueID.next()
    self.name = name
    self.format = format
    self.adID = adID
    self.requestID = requestID
    self.time = time
    self.contentPlayhead = contentPlayhead
  }

  /// What happened to an ad.
  public enum Name: Sendable, Hashable, CustomStringConvertible {
    /// The SDK asked the server for an ad.
    case requested
    /// The server filled the request.
    case filled
    /// The server had no ad.
    case noFill(NoFillReason)
    /// The request failed.
    case requestFailed(VideoAdError)
    /// The creative is ready to draw.
    case loaded
    /// The creative could not be prepared.
    case loadFailed(VideoAdError)
    /// The ad was dropped unshown.
    case notUsed(NotUsedReason)
    /// The ad went on screen.
    case shown
    /// The impression counted: the ad rendered on screen.
    case impression
    /// The viewer tapped the ad.
    case click
    /// The viewer skipped a linear ad.
    case skip
    /// A linear ad's video played to its end.
    case videoComplete
    /// The creative broke on screen.
    case creativeFailed(String)
    /// The ad ended.
    case ended(VideoAd.EndReason)

    /// A short label such as `notUsed(expired)`.
    public var description: String {
      switch self {
      case .requested: "requested"
      case .filled: "filled"
      case .noFill(let reason): "noFill(\(reason.code))"
      case .requestFailed(let error): "requestFailed(\(error))"
      case .loaded: "loaded"
      case .loadFailed(let error): "loadFailed(\(error))"
      case .notUsed(let reason): "notUsed(\(reason.rawValue))"
      case .shown: "shown"
      case .impression: "impression"
      case .click: "click"
      case .skip: "skip"
      case .videoComplete: "videoComplete"
      case .creativeFailed(let message): "creativeFailed(\(message))"
      case .ended(let reason): "ended(\(reason.rawValue))"
      }
    }
  }
}
