import Foundation

/// What a measurement session hears of its ad, named after Open Measurement's ad and media
/// events.
///
/// Each ad's session gets ``loaded(_:)`` once, first; ``impression`` once, when the ad
/// renders on screen; a linear ad's media events (``start(duration:volume:)`` once, followed by
/// ``playerStateChange(_:)`` full screen, each quartile once and in order, ``complete`` once,
/// ``pause`` and ``resume``, and ``bufferStart`` and ``bufferFinish``, in pairs while the video
/// runs, ``skipped`` once); ``click`` for each counted click; and ``finished`` once, last.
public enum AdMeasurementEvent: Sendable, Hashable {
  /// The ad is on screen and about to render, with what VAST says of it.
  case loaded(AdMeasurementProperties)
  /// The impression counted: the ad rendered on screen.
  case impression
  /// A linear ad's video started: its duration in seconds, and the player's volume (0 to 1:
  /// 1 unless the viewer muted it; the device's own volume is apart).
  case start(duration: TimeInterval, volume: Double)
  /// The player's state: a linear ad's player is full screen from its start.
  case playerStateChange(PlayerState)
  /// A linear ad's video reached 25%.
  case firstQuartile
  /// A linear ad's video reached 50%.
  case midpoint
  /// A linear ad's video reached 75%.
  case thirdQuartile
  /// A linear ad's video played to its end.
  case complete
  /// A linear ad's video paused (the viewer, the app, an interruption, the app going away).
  case pause
  /// A paused linear ad's video plays again.
  case resume
  /// The viewer muted (0) or unmuted (1) the linear ad's player while its video runs.
  case volumeChange(Double)
  /// A linear ad's video waits for data.
  case bufferStart
  /// A linear ad's video has the data it waited for.
  case bufferFinish
  /// The viewer skipped the linear ad.
  case skipped
  /// The viewer's tap on the ad counted as a click.
  case click
  /// The ad ended, for any reason: the session ends.
  case finished

  /// The state of the player an ad plays in, in Open Measurement's terms.
  public enum PlayerState: String, Sendable, Hashable {
    /// Collapsed so that the video is hidden.
    case minimized
    /// Smaller than its usual size.
    case collapsed
    /// Its usual size.
    case normal
    /// Larger than its usual size.
    case expanded
    /// Full screen.
    case fullscreen
  }
}
