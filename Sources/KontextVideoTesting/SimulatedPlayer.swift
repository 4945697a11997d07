import Foundation
import KontextVideoCore

/// A content player whose playhead moves with a clock: play, pause and seek, as a viewer would.
///
/// ```swift
/// let player = SimulatedPlayer(clock: clock, duration: 90)
/// ads.track(player)
/// player.play()
/// ```
@MainActor
public final class SimulatedPlayer: VideoAdsPlayer {
  /// The content's length in seconds.
  public let duration: TimeInterval
  private let clock: any AdClock
  private var anchorPlayhead: TimeInterval = 0
  private var anchorTime: TimeInterval
  private var playing = false
  /// Buffering: the playhead waits, but the content still counts as playing.
  public private(set) var isBuffering = false
  /// Keyed by the order they were added in, and notified in that order.
  private var observers: [Int: @MainActor () -> Void] = [:]
  private var nextObserverKey = 0

  /// Creates a paused player at 0 s.
  public init(clock: any AdClock, duration: TimeInterval = 90) {
    self.clock = clock
    self.duration = duration
    anchorTime = clock.now
  }

  /// The playhead in seconds, moving with the clock while playing (not while buffering),
  /// stopping at the end.
  public var playheadSeconds: TimeInterval {
    guard playing, !isBuffering else { return anchorPlayhead }
    return min(anchorPlayhead + clock.now - anchorTime, duration)
  }

  /// Whether the content plays or waits to play (it stops at its end). Buffering is playing:
  /// a rebuffer is not the viewer pausing.
  public var isPlaying: Bool { playing && playheadSeconds < duration }

  /// The network falls behind: the playhead waits. ``isPlaying`` stays `true`, as
  /// `AVPlayer`'s `timeControlStatus` says `.waitingToPlayAtSpecifiedRate`; nothing is
  /// reported, as nothing the SDK follows changed.
  public func startBuffering() {
    guard playing, !isBuffering else { return }
    anchorPlayhead = playheadSeconds
    anchorTime = clock.now
    isBuffering = true
  }

  /// Enough is buffered: the playhead moves again.
  public func finishBuffering() {
    guard isBuffering else { return }
    anchorTime = clock.now
    isBuffering = false
  }

  /// Starts or resumes playback; observers hear it at once.
  public func play() {
    guard !playing else { return }
    anchorPlayhead = playheadSeconds
    anchorTime = clock.now
    playing = true
    notify()
  }

  /// Pauses playback; observers hear it at once.
  public func pause() {
    guard playing else { return }
    anchorPlayhead = playheadSeconds
    anchorTime = clock.now
    playing = false
    isBuffering = false
    notify()
  }

  /// Whether the content plays in Picture in Picture or over AirPlay, where an ad in the player
  /// view is not seen; observers hear a change at once.
  public var isPlayingElsewhere = false {
    didSet { if isPlayingElsewhere != oldValue { notify() } }
  }

  /// Moves the playhead to `seconds`.
  public func seek(to seconds: TimeInterval) {
    anchorPlayhead = min(max(seconds, 0), duration)
    anchorTime = clock.now
  }

  /// Reports play and pause changes synchronously.
  public func observePlayback(_ onChange: @escaping @MainActor () -> Void) -> PlaybackObservation {
    nextObserverKey += 1
    let key = nextObserverKey
    observers[key] = onChange
    return PlaybackObservation { [weak self] in self?.observers[key] = nil }
  }

  /// How many observers are registered (the SDK removes its own when an ad ends).
  public var observerCount: Int { observers.count }

  private func notify() {
    for key in observers.keys.sorted() { observers[key]?() }
  }
}
