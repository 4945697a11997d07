import Dispatch
import Foundation

@testable import KontextVideoCore

/// A content player whose state the test sets, and that reports its changes as the test chose:
/// never (`.never`: a player the SDK must sample, whose pause only `isPlaying` tells), or from
/// its engine's own thread (`.fromEngineThread`): its state is readable from any thread, and
/// its report reaches the SDK on the main actor a moment later, as the `VideoAdsPlayer`
/// documentation shows for engines that change state on their own thread.
@MainActor
final class ScriptedPlayer: VideoAdsPlayer {
  /// How the player reports a change of its state.
  enum Reports {
    /// Never: the SDK samples it.
    case never
    /// From its engine's thread, on the main actor later (``pauseOnEngineThread()``).
    case fromEngineThread
  }

  let reports: Reports
  var playheadSeconds: TimeInterval
  private let playing = Locked(true)
  private let engine = DispatchQueue(label: "engine")
  private var listeners: [@MainActor () -> Void] = []

  init(reports: Reports, playheadSeconds: TimeInterval = 0) {
    self.reports = reports
    self.playheadSeconds = playheadSeconds
  }

  /// Whether the player plays, readable from any thread.
  nonisolated var isPlayingNow: Bool { playing.withLock { $0 } }

  /// Whether the player plays; setting it changes the state silently, without a report.
  var isPlaying: Bool {
    get { isPlayingNow }
    set { playing.withLock { $0 = newValue } }
  }

  func observePlayback(_ onChange: @escaping @MainActor () -> Void) -> PlaybackObservation {
    guard reports == .fromEngineThread else { return PlaybackObservation {} }
    listeners.append(onChange)
    return PlaybackObservation { [weak self] in self?.listeners.removeAll() }
  }

  /// The engine pauses on its thread; its report to the SDK comes from there, a moment later.
  nonisolated func pauseOnEngineThread() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      engine.async { [self] in
        playing.withLock { $0 = false }
        done.resume()
        Task { @MainActor in self.report() }  // the documented hop: reported on the main actor
      }
    }
  }

  private func report() {
    guard reports == .fromEngineThread else { return }
    for listener in listeners { listener() }
  }
}
