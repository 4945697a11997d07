import Foundation

/// An ad on screen: its end, the viewer's input, what its creative and video report, and the
/// app going to the background.
extension AdController {
  /// Lets an overlay notice at once that its player paused (before another ad shows).
  func syncWithPlayer() {
    inlineRun?.checkPlayer()
  }

  /// Ends the ad on screen with `reason`; does nothing when it is not on screen or already
  /// ending, so an ad keeps the first reason it got.
  func end(_ reason: VideoAd.EndReason) {
    switch lifecycle.end(reason) {
    case .ignore: return
    case .endNow(let reason):
      inlineRun?.stop()
      inlineRun = nil
      rendered = nil
      reportEnd(reason)
    case .beginDismissal:
      linearRun?.dismiss(clock: services.clock) { [weak self] in self?.finishDismissal() }
    }
  }

  func finishDismissal() {
    guard let reason = lifecycle.dismissalFinished() else { return }
    linearRun?.release()
    linearRun = nil
    rendered = nil
    reportEnd(reason)
  }

  func reportEnd(_ reason: VideoAd.EndReason) {
    // The screen held the handle: this holds it until the delegate heard the end, as the ad
    // held itself while it ran this.
    let handle = handle
    if let handle { services.screen.release(handle) }
    // A break that ends early lets go of its ads not played.
    linearBreak?.releaseWaiting()
    endViewThrough()
    emit(.ended(reason))
    guard let handle, let delegate = handle.delegate else { return }
    delegate.videoAd(handle, didEnd: reason)
  }

  /// Records an impression: each ad of a break has its own, and the delegate hears the
  /// first (the app's ``VideoAd`` made one impression).
  func recordImpression() {
    guard lifecycle.state == .onScreen else { return }
    emit(.impression)
    startViewThrough()
    guard (linearBreak?.position ?? 1) == 1 else { return }
    tellDelegate { $0.videoAdDidRecordImpression($1) }
  }

  /// The ad on screen failed. With `movesOn` (its creative or video broke), a break goes on
  /// to its next ad; otherwise, or at the break's last ad, the ad ends `.failed`.
  func fail(_ message: String, movesOn: Bool = false) {
    guard lifecycle.state == .onScreen else { return }
    emit(.creativeFailed(message))
    if movesOn, playNextInBreak() { return }
    tellDelegate { $0.videoAd($1, didFailWith: .creativeFailed(message)) }
    end(.failed)
  }

  func handle(_ input: AdInput) {
    switch input {
    case .tap: click(nil)
    case .close: viewerClosed()
    case .resume: end(.resumed)
    case .openInfo: openInfo()
    case .closeInfo: closeInfo()
    case .report(let reason): report(reason)
    }
  }

  func viewerClosed() {
    guard lifecycle.state == .onScreen else { return }
    emit(.close)
    end(.closed)
  }

  func recordViewable() {
    guard lifecycle.state == .onScreen else { return }
    emit(.viewable, adPlayhead: linearRun?.presentation.progress)
  }

  /// The app went to the background: an overlay ends `.interrupted`, a linear ad's video
  /// pauses (and its viewability starts over), a pause ad stays. The view-through impression
  /// ends whatever the format: nobody sees the ad now, and StoreKit must not be told of time
  /// nobody saw (it does not start again; the ad was seen once).
  func appWentToBackground() {
    guard lifecycle.state == .onScreen else { return }
    endViewThrough()
    switch format {
    case .overlay: end(.interrupted)
    case .pause: inlineRun?.observeNow()
    case .linear, .rewarded:
      guard let run = linearRun else { return }
      apply(run.control.hold(.appInBackground), to: run)
    }
  }

  /// The app is back: a linear ad's video plays on, unless the viewer must resume it.
  func appReturnedToForeground() {
    guard lifecycle.state == .onScreen else { return }
    inlineRun?.observeNow()
    if let run = linearRun { apply(run.control.appReturned(), to: run) }
  }

  /// Carries out a change of the linear video's ``LinearPlaybackControl``: the player's
  /// command, the Play control, and the stall watch and viewability, which run only while the
  /// video should play.
  func apply(_ command: LinearPlaybackControl.Command?, to run: LinearAdRun) {
    run.presentation.showsPlayControl = run.control.showsPlayControl
    switch command {
    case .pause?:
      run.presenter.setPlaybackPaused(true, for: run.presentation)
    case .play?:
      run.presenter.setPlaybackPaused(false, for: run.presentation)
    case nil:
      break
    }
    measure { $0.playing(run.control.isPlaying) }
    if run.control.isPlaying {
      if command == .play || !run.isWatchingForStalls { watchForStalls() }
    } else {
      run.stopWatchingForStalls()
      run.viewability.interrupt()
    }
  }

  func handle(_ event: CreativeEvent) {
    switch event {
    case .click(nil): click(nil)
    case .click(let urlString?):
      // A landing page the policy refuses is no click at all: nothing opens.
      guard let destination = ClickPolicy.destination(urlString) else {
        services.events.logger.log(
          .warning, "A click to a landing page that may not be opened was dropped.")
        return
      }
      click(destination)
    case .unansweredTap: if slot.clickURL != nil { click(nil) }
    case .close: viewerClosed()
    case .failed(let message): fail(message, movesOn: true)
    }
  }

  func handle(_ event: LinearPlaybackEvent) {
    guard lifecycle.state == .onScreen, let run = linearRun else { return }
    switch event {
    case .progress(let progress):
      let played = run.advance(to: progress)
      // The video moves: the stall wait starts over (it does not run while paused).
      if played > 0, run.control.isPlaying { watchForStalls() }
      // The impression, and with it everything the video's progress counts, waits for the
      // viewer: an ad shown while the app is in the background counts nothing there.
      if !run.impressionCounted {
        guard services.isViewerPresent else { return }
        run.impressionCounted = true
        recordImpression()
      }
      for name in run.quartiles.events(at: progress) { emit(name, adPlayhead: progress) }
      for point in run.progressReached(at: progress) {
        emit(.progress, adPlayhead: point.offset, pixels: point.urls)
      }
      let counts = services.isViewerPresent && run.control.isPlaying
      if run.viewability.played(played, counts: counts) {
        recordViewable()
      }
      guard lifecycle.state == .onScreen else { return }
      rewardPlayed(played, counts: counts && !run.isBuffering, in: run)
    case .completed:
      // A break's reward for its whole length is earned as its last ad completes.
      if linearBreak?.upNext.isEmpty ?? true { rewardVideoCompleted(in: run) }
      guard lifecycle.state == .onScreen else { return }
      emit(.complete, adPlayhead: run.presentation.duration)
      if playNextInBreak() { return }
      end(.completed)
    case .skip:
      // A rewarded ad has no Skip: watching earns it, and its close control asks first.
      guard run.reward == nil else { return }
      emit(.skip, adPlayhead: run.presentation.progress)
      // Skip passes over this ad of a break, not the break.
      if playNextInBreak() { return }
      end(.skipped)
    case .closeTapped: rewardCloseTapped(in: run)
    case .closeAnswered(let closes): rewardCloseAnswered(closes: closes, in: run)
    case .tap: click(nil)
    case .failed(let message): fail(message, movesOn: true)
    case .buffering(let isBuffering):
      run.isBuffering = isBuffering
      measure { $0.buffering(isBuffering) }
    case .muted(let isMuted):
      measure { $0.volume(isMuted ? 0 : 1) }
    case .playerPaused(let isPaused):
      run.dropEndPause()
      // The player pauses by itself at the end of the video, sometimes before it says it
      // completed: that pause waits a moment for the completion before it counts.
      let atEnd = run.presentation.progress >= run.presentation.duration - Self.endTolerance
      guard isPaused, atEnd else {
        return apply(run.control.playerReported(isPaused: isPaused), to: run)
      }
      run.holdEndPause(clock: services.clock) { [weak self, weak run] in
        guard let self, let run, self.linearRun === run else { return }
        self.apply(run.control.playerReported(isPaused: true), to: run)
      }
    case .interruptionBegan(let appWasSuspended):
      apply(run.control.interruptionBegan(appWasSuspended: appWasSuspended), to: run)
    case .interruptionEnded(let shouldResume):
      apply(run.control.interruptionEnded(shouldResume: shouldResume), to: run)
    case .covered(true):
      apply(run.control.hold(.coveredByApp), to: run)
    case .covered(false):
      apply(run.control.release(.coveredByApp), to: run)
    case .coveredByAppWindow(true):
      apply(run.control.hold(.coveredByAppWindow), to: run)
    case .coveredByAppWindow(false):
      apply(run.control.release(.coveredByAppWindow), to: run)
    case .playTapped:
      apply(run.control.viewerTappedPlay(), to: run)
    case .audioRouteLost:
      apply(run.control.audioRouteLost(), to: run)
    case .takenAwayByApp:
      fail("the app dismissed the ad's view controller")
    case .openInfo: openInfo()
    case .closeInfo: closeInfo()
    case .report(let reason): report(reason)
    case .iconAppeared(let index): iconAppeared(index, in: run)
    case .iconTapped(let index): iconTapped(index, in: run)
    }
  }

  /// How close to its end a linear video's own pause may be the end: two progress reports.
  static let endTolerance = 2 * LinearAdPresentation.progressInterval
}
