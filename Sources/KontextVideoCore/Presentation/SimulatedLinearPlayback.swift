import Foundation

/// A linear video with no media (a sandbox ad) played on the SDK's clock: progress every
/// quarter second while not paused, then completion, reported to its presentation as a media
/// player would.
@MainActor
package final class SimulatedLinearPlayback {
  /// How often progress is reported while playing, in seconds.
  package static let interval = LinearAdPresentation.progressInterval

  private weak var presentation: LinearAdPresentation?
  private let clock: any AdClock
  private var ticker: AdCancellable?
  private var position: TimeInterval = 0
  private var isPaused = false
  private var isStopped = false
  private var isStarted = false

  init(presentation: LinearAdPresentation, clock: any AdClock) {
    self.presentation = presentation
    self.clock = clock
  }

  /// Starts at 0 s; once only (a second call would tick twice as fast). Paused before it
  /// starts, it waits for `setPaused(false)`.
  package func start() {
    guard !isStopped, !isStarted else { return }
    isStarted = true
    presentation?.reportProgress(0)
    if !isPaused { scheduleTick() }
  }

  /// Pauses or plays on, as the SDK asks through the presenter.
  package func setPaused(_ paused: Bool) {
    guard !isStopped, paused != isPaused else { return }
    isPaused = paused
    ticker?.cancel()
    ticker = nil
    if !paused, isStarted { scheduleTick() }
  }

  /// Stops for good.
  package func stop() {
    isStopped = true
    ticker?.cancel()
    ticker = nil
  }

  private func scheduleTick() {
    ticker = clock.schedule(at: clock.now + Self.interval) { [weak self] in self?.tick() }
  }

  private func tick() {
    guard let presentation, !isPaused, !isStopped else { return }
    position = min(position + Self.interval, presentation.duration)
    if position >= presentation.duration - 1e-9 {
      isStopped = true
      presentation.reportProgress(presentation.duration)
      presentation.reportCompleted()
    } else {
      presentation.reportProgress(position)
      scheduleTick()
    }
  }
}
