import Foundation

/// A linear ad while it is presented full screen: its presenter and what it was handed.
@MainActor
final class LinearAdRun {
  /// How long the SDK waits for a presenter's dismissal before ending the ad anyway.
  static let dismissalWatchdog: TimeInterval = 3

  let presenter: any FullScreenAdPresenter
  let presentation: LinearAdPresentation
  var impressionCounted = false
  /// The icons whose view tracking has fired.
  var iconsSeen: Set<Int> = []
  var quartiles: QuartileTracker
  /// The VAST `progress` pixels not reached yet, soonest first.
  private var pendingProgress: ArraySlice<AdSlot.ProgressPixel>
  var viewability = PlaybackViewability()
  /// Why the video is paused, if it is, and who may play it again.
  var control = LinearPlaybackControl()
  /// A rewarded ad's earning and close control; nil for a linear ad.
  var reward: RewardProgress?
  /// Whether the player waits for data: its progress then counts toward no reward.
  var isBuffering = false
  private var lastProgress: TimeInterval = 0
  private var watchdog: AdCancellable?
  private var stallTimer: AdCancellable?
  private var endPause: AdCancellable?

  init(
    presenter: any FullScreenAdPresenter, presentation: LinearAdPresentation,
    progressTracking: [AdSlot.ProgressPixel] = []
  ) {
    self.presenter = presenter
    self.presentation = presentation
    quartiles = QuartileTracker(duration: presentation.duration)
    pendingProgress = progressTracking.sorted { $0.offset < $1.offset }[...]
  }

  /// The `progress` points the video passed on its way to `progress`, each once, with the
  /// pixels of each.
  func progressReached(at progress: TimeInterval) -> [(offset: TimeInterval, urls: [String])] {
    let reached = pendingProgress.prefix { $0.offset <= progress + 1e-9 }
    pendingProgress.removeFirst(reached.count)
    var points: [(offset: TimeInterval, urls: [String])] = []
    for pixel in reached {
      if points.last?.offset == pixel.offset {
        points[points.count - 1].urls.append(pixel.url)
      } else {
        points.append((pixel.offset, [pixel.url]))
      }
    }
    return points
  }

  /// The playback seconds since the last progress report.
  func advance(to progress: TimeInterval) -> TimeInterval {
    defer { lastProgress = max(lastProgress, progress) }
    return max(progress - lastProgress, 0)
  }

  /// Asks the presenter to dismiss; `finished` runs once, when it reports the dismissal or
  /// when the watchdog gives up waiting.
  func dismiss(clock: any AdClock, finished: @escaping @MainActor () -> Void) {
    stallTimer?.cancel()
    stallTimer = nil
    // A late presenter, or one that calls back twice, finishes nothing again.
    let finish = OnceAction { [weak self] in
      self?.watchdog?.cancel()
      finished()
    }
    // VoiceOver's confirmation of a report is spoken first: a screen change would cut it off.
    // The run is held until then (at most ReportAnnouncement.longestWait), so the ad ends.
    presentation.afterAnnouncement(clock: clock) { [self] in
      watchdog = clock.schedule(at: clock.now + Self.dismissalWatchdog) { finish.run() }
      presenter.dismiss(presentation) { finish.run() }
    }
  }

  /// Fails the ad (through `onStall`) when its video makes no progress for
  /// ``KontextVideo/Defaults/linearStallLimit`` while `isViewerPresent`; call it again on each
  /// progress report and when the app returns, which starts the wait over.
  func watchForStalls(
    clock: any AdClock, isViewerPresent: @escaping @MainActor () -> Bool,
    onStall: @escaping @MainActor () -> Void
  ) {
    stallTimer?.cancel()
    stallTimer = clock.schedule(at: clock.now + KontextVideo.Defaults.linearStallLimit) {
      [weak self] in
      guard let self else { return }
      if isViewerPresent() {
        onStall()
      } else {
        self.watchForStalls(clock: clock, isViewerPresent: isViewerPresent, onStall: onStall)
      }
    }
  }

  /// Whether the stall watch runs.
  var isWatchingForStalls: Bool { stallTimer != nil }

  /// Stops the stall watch: the video is paused on purpose.
  func stopWatchingForStalls() {
    stallTimer?.cancel()
    stallTimer = nil
  }

  /// How long the player's own pause at the end of the video waits for the completion that
  /// usually follows it.
  static let endPauseGrace: TimeInterval = 1

  /// Holds back a pause the player reported at the end of the video: when no completion (or
  /// play) comes within ``endPauseGrace``, `pausedAfterAll` runs. A media file longer than
  /// its declared duration, paused there by the viewer, is paused all the same.
  func holdEndPause(clock: any AdClock, pausedAfterAll: @escaping @MainActor () -> Void) {
    endPause?.cancel()
    endPause = clock.schedule(at: clock.now + Self.endPauseGrace) { [weak self] in
      self?.endPause = nil
      pausedAfterAll()
    }
  }

  /// Drops a held end pause: the player reported again.
  func dropEndPause() {
    endPause?.cancel()
    endPause = nil
  }

  func release() {
    dropEndPause()
    watchdog?.cancel()
    stallTimer?.cancel()
    stallTimer = nil
    presentation.creative.release()
  }
}
