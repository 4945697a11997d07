import Foundation

/// What VAST says of an ad's playback, for Open Measurement's `loaded` event.
public struct AdMeasurementProperties: Sendable, Hashable {
  /// Where the ad plays in the content.
  public enum Position: String, Sendable, Hashable {
    /// Before the content.
    case preroll
    /// Between parts of the content: a linear ad between episodes.
    case midroll
    /// After the content.
    case postroll
    /// Not in a break: an overlay or pause ad beside the content.
    case standalone
  }

  /// When the viewer may skip, in seconds from the start; `nil` when the ad cannot be
  /// skipped.
  public var skipOffset: TimeInterval?
  /// Whether the ad plays without the viewer starting it (always, for the SDK's ads).
  public var isAutoPlay: Bool
  /// Where the ad plays.
  public var position: Position

  /// Whether the viewer may skip the ad.
  public var isSkippable: Bool { skipOffset != nil }

  /// Properties with `skipOffset`, `isAutoPlay` and `position`.
  public init(skipOffset: TimeInterval?, isAutoPlay: Bool, position: Position) {
    self.skipOffset = skipOffset
    self.isAutoPlay = isAutoPlay
    self.position = position
  }
}
