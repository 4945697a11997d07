#if canImport(UIKit)
  import AVFoundation
  import Foundation
  import KontextVideoCore

  /// Follows an `AVPlayer` for the SDK: its playhead, whether it plays, and whether its picture
  /// is on another screen (AirPlay); pauses it while a page a click opened covers it, and plays
  /// it again after. Holds the player weakly: the SDK never owns your player.
  ///
  /// `isPlaying` reads `timeControlStatus`, so a stall while buffering is not the viewer
  /// pausing. Changes are reported synchronously when they happen on the main thread (as
  /// AVFoundation does), so an overlay ends before your pause ad shows.
  @MainActor
  final class AVPlayerAdapter: VideoAdsPlayer {
    /// How often the periodic time observer refreshes the playhead.
    static let playheadInterval: TimeInterval = 0.25

    private weak var player: AVPlayer?
    /// Block-based key-value observations; each ends when it is released.
    private var observations: [NSKeyValueObservation] = []
    private let timeObserver: PeriodicTimeObserver
    private var listeners: [UUID: @MainActor () -> Void] = [:]
    private var lastPlayhead: TimeInterval

    init(player: AVPlayer) {
      self.player = player
      lastPlayhead = Self.seconds(player.currentTime())
      timeObserver = PeriodicTimeObserver(player: player, interval: Self.playheadInterval)
      timeObserver.onTime = { [weak self] seconds in self?.lastPlayhead = seconds }
      let report: @Sendable () -> Void = { [weak self] in
        MainThread.run { self?.playbackChanged() }
      }
      observations = [
        player.observe(\.timeControlStatus, options: [.new]) { _, _ in report() },
        player.observe(\.isExternalPlaybackActive, options: [.new]) { _, _ in report() },
      ]
    }

    var playheadSeconds: TimeInterval {
      guard let player else { return lastPlayhead }
      return Self.seconds(player.currentTime())
    }

    /// Playing, or waiting to play at the rate asked for (buffering is not a pause).
    var isPlaying: Bool {
      guard let player else { return false }
      return player.timeControlStatus != .paused
    }

    /// The picture is on another screen (AirPlay), where an overlay is not seen.
    var isPlayingElsewhere: Bool { player?.isExternalPlaybackActive ?? false }

    func observePlayback(_ onChange: @escaping @MainActor () -> Void) -> PlaybackObservation {
      let key = UUID()
      listeners[key] = onChange
      return PlaybackObservation { [weak self] in
        MainThread.run { self?.listeners[key] = nil }
      }
    }

    /// Pauses the player while a page a click opened covers it (the core asks only when it
    /// plays). Nothing when the player is gone.
    func pause() {
      player?.pause()
    }

    /// Plays the player again once the viewer is back from the page (the core asks only when
    /// it paused it, and it is still paused). AVPlayer's `play()` resumes at the default rate.
    func play() {
      player?.play()
    }

    private func playbackChanged() {
      for listener in listeners.values { listener() }
    }

    /// Seconds of a media time; 0 for an invalid or indefinite time (no item, live streams).
    nonisolated static func seconds(_ time: CMTime) -> TimeInterval {
      let seconds = CMTimeGetSeconds(time)
      return seconds.isFinite && seconds >= 0 ? seconds : 0
    }
  }

  /// A periodic time observer added to one player and removed from that same player exactly
  /// once, when this object goes away.
  final class PeriodicTimeObserver: @unchecked Sendable {
    private weak var player: AVPlayer?
    private var token: Any?
    /// Called on the main actor with the playhead in seconds.
    @MainActor var onTime: (@MainActor (TimeInterval) -> Void)?

    @MainActor
    init(player: AVPlayer, interval: TimeInterval) {
      self.player = player
      let time = CMTime(seconds: interval, preferredTimescale: 600)
      token = player.addPeriodicTimeObserver(forInterval: time, queue: .main) {
        [weak self] time in
        let seconds = AVPlayerAdapter.seconds(time)
        MainActor.assumeIsolated { self?.onTime?(seconds) }
      }
    }

    deinit {
      if let token, let player { player.removeTimeObserver(token) }
    }
  }
#endif
