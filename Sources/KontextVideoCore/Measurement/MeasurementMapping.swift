import Foundation

/// Turns an ad's lifecycle into the events its measurement session hears, keeping the rules
/// of ``AdMeasurementEvent`` whatever order the lifecycle reports in: `loaded` first, each
/// once-only event once, media events only between the video's start and its end, pauses and
/// resumes in turn (a video may end paused), buffering's starts and finishes in pairs (the end
/// of the video closes an open one), `finished` once and nothing after it. A value with no I/O: the ad feeds
/// it and hands what it returns to the session.
package struct MeasurementMapping: Sendable, Hashable {
  private let properties: AdMeasurementProperties
  private let duration: TimeInterval?
  private var began = false
  private var finished = false
  private var impressed = false
  private var mediaStarted = false
  private var mediaEnded = false
  private var paused = false
  private var buffering = false
  /// The player's volume, 0 to 1: full until the viewer mutes.
  private var playerVolume: Double = 1
  private var quartiles: Set<AdEvent.Name> = []

  /// A mapping for an ad with `properties`; `duration` is a linear ad's, nil for others
  /// (which get no media events).
  package init(properties: AdMeasurementProperties, duration: TimeInterval?) {
    self.properties = properties
    self.duration = duration
  }

  /// The session started: `loaded`, once.
  package mutating func begin() -> [AdMeasurementEvent] {
    guard !began, !finished else { return [] }
    began = true
    return [.loaded(properties)]
  }

  /// What the session hears of the lifecycle event `name`.
  package mutating func events(for name: AdEvent.Name) -> [AdMeasurementEvent] {
    guard began, !finished else { return [] }
    switch name {
    case .impression:
      guard !impressed else { return [] }
      impressed = true
      return [.impression]
    case .start:
      guard let duration, !mediaStarted else { return [] }
      mediaStarted = true
      // A linear ad plays in the SDK's full-screen player.
      return [.start(duration: duration, volume: playerVolume), .playerStateChange(.fullscreen)]
    case .firstQuartile, .midpoint, .thirdQuartile:
      guard mediaStarted, !mediaEnded, quartiles.insert(name).inserted else { return [] }
      return [quartile(name)]
    case .complete:
      guard mediaStarted, !mediaEnded else { return [] }
      return endMedia() + [.complete]
    case .skip:
      guard duration != nil, !mediaEnded else { return [] }
      return endMedia() + [.skipped]
    case .click:
      return [.click]
    case .ended:
      return finish()
    default:
      return []
    }
  }

  /// Whether a linear ad's video plays now: a change while it runs is `pause` or `resume`.
  package mutating func playing(_ isPlaying: Bool) -> [AdMeasurementEvent] {
    guard began, !finished, mediaStarted, !mediaEnded, isPlaying == paused else { return [] }
    paused = !isPlaying
    return [paused ? .pause : .resume]
  }

  /// Whether a linear ad's video waits for data: a change while it runs is `bufferStart` or
  /// `bufferFinish`.
  package mutating func buffering(_ isBuffering: Bool) -> [AdMeasurementEvent] {
    guard began, !finished, mediaStarted, !mediaEnded, isBuffering != buffering else { return [] }
    buffering = isBuffering
    return [buffering ? .bufferStart : .bufferFinish]
  }

  /// The linear ad's player volume is now `volume` (clamped to 0...1): `volumeChange` while the
  /// video runs, and the volume `start` reports when it comes before.
  package mutating func volume(_ volume: Double) -> [AdMeasurementEvent] {
    let clamped = volume.isFinite ? min(max(volume, 0), 1) : 1
    guard !finished, clamped != playerVolume else { return [] }
    playerVolume = clamped
    guard began, mediaStarted, !mediaEnded else { return [] }
    return [.volumeChange(clamped)]
  }

  /// The ad ended: `finished`, once (after the end of a wait for data still open).
  package mutating func finish() -> [AdMeasurementEvent] {
    guard began, !finished else { return [] }
    let open = mediaEnded ? [] : endMedia()
    finished = true
    return open + [.finished]
  }

  /// The video is over: a wait for data still open is over with it. (A video skipped or ended
  /// while paused ends paused: Open Measurement needs no resume for it.)
  private mutating func endMedia() -> [AdMeasurementEvent] {
    mediaEnded = true
    guard buffering else { return [] }
    buffering = false
    return [.bufferFinish]
  }

  private func quartile(_ name: AdEvent.Name) -> AdMeasurementEvent {
    switch name {
    case .firstQuartile: .firstQuartile
    case .midpoint: .midpoint
    default: .thirdQuartile
    }
  }
}
