import Foundation

/// One ad of a linear ad's break of several (a VAST pod), as the inspector shows it.
public struct InspectedBreakAd: Codable, Sendable, Hashable {
  /// Its place in the break, from 1.
  public var position: Int
  /// Its video's length in seconds.
  public var durationSeconds: TimeInterval
  /// Its creative's universal id (the registry, a space, the value), when it has one.
  public var universalAdID: String?
  /// The media file it plays.
  public var mediaURL: String?

  /// The inspector's record of an ad of a break.
  public init(
    position: Int, durationSeconds: TimeInterval, universalAdID: String?, mediaURL: String?
  ) {
    self.position = position
    self.durationSeconds = durationSeconds
    self.universalAdID = universalAdID
    self.mediaURL = mediaURL
  }
}
