import Foundation

/// A linear ad while it is presented full screen: its presenter and what it was handed.
@MainActor
final class LinearAdRun {
  /// How long the SDK waits for a presenter's dismissal before ending the ad anyway.
  static let dismissalWatchdog: TimeInterval = 3

  let presenter: any FullScreenAdPresenter
  let presentation: LinearAdPresentation
  var impressionCounted = false
  var quartiles: QuartileTracker
  /// The VAST `progress` points not reached yet, soonest first.
  private var progressPoints: [TimeInterval]
  var viewability = PlaybackViewability()
  private var lastProgress: TimeInterval = 0
  private var watchdog: AdCancellable?

  init(
    presenter: any FullScreenAdPresenter, presentation: LinearAdPresentation,
    progressPoints: [TimeInterval] = []
  ) {
    self.presenter = presenter
    self.presentation = presentation
    quartiles = QuartileTracker(duration: presentation.duration)
    self.progressPoints = Array(Set(progressPoints)).sorted()
  }

  /// The `progress` points the video passed on its way to `progress`, each once.
  func progressPoints(reachedAt progress: TimeInterval) -> [TimeInterval] {
    let reached = progressPoints.prefix { $0 <= progress + 1e-9 }
    progressPoints.removeFirst(reached.count)
    return Array(reached)
  }

  /// The playback seconds since the last progress report.
  func advance(to progress: TimeInterval) -> TimeInterval {
    defer { lastProgress = max(lastProgress, progress) }
    return max(progress - lastProgress, 0)
  }

  /// Asks the presenter to dismiss; `finished` runs once, when it reports the dismissal or
  /// when the watchdog gives up waiting.
  func dismiss(clock: any AdClock, finished: @escaping @MainActor () -> Void) {
    watchdog = clock.schedule(at: clock.now + Self.dismissalWatchdog, finished)
    presenter.dismiss(presentation) { [weak self] in
      self?.watchdog?.cancel()
      finished()
    }
  }

  func release() {
    watchdog?.cancel()
    presentation.creative.release()
  }
}
