import Foundation

/// An ad on screen: its end, the viewer's input, what its creative and video report, and the
/// app going to the background.
extension VideoAd {
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
      linearRun?.dismiss(clock: sdk.clock) { [weak self] in self?.finishDismissal() }
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
    sdk.screen.release(self)
    emit(.ended(reason))
    delegate?.videoAd(self, didEnd: reason)
  }

  func recordImpression() {
    guard lifecycle.state == .onScreen else { return }
    emit(.impression)
    delegate?.videoAdDidRecordImpression(self)
  }

  func click(_ destination: URL?) {
    guard lifecycle.state == .onScreen,
      ClickPolicy.isNewClick(at: sdk.clock.now, after: lastClickAt)
    else { return }
    lastClickAt = sdk.clock.now
    emit(.click)
    let landingPage = destination ?? slot.clickURL
    delegate?.videoAd(self, didClick: VideoAdClick(destination: landingPage))
    if let landingPage { sdk.openLandingPage?(landingPage) }
  }

  func fail(_ message: String) {
    guard lifecycle.state == .onScreen else { return }
    emit(.creativeFailed(message))
    delegate?.videoAd(self, didFailWith: .creativeFailed(message))
    end(.failed)
  }

  func handle(_ input: AdInput) {
    switch input {
    case .tap: click(nil)
    case .close: viewerClosed()
    case .resume: end(.resumed)
    }
  }

  private func viewerClosed() {
    guard lifecycle.state == .onScreen else { return }
    emit(.close)
    end(.closed)
  }

  func recordViewable() {
    guard lifecycle.state == .onScreen else { return }
    emit(.viewable, adPlayhead: linearRun?.presentation.progress)
  }

  /// The app went to the background: an overlay ends `.interrupted`, a linear ad's video
  /// pauses (and its viewability starts over), a pause ad stays.
  func appWentToBackground() {
    guard lifecycle.state == .onScreen else { return }
    switch format {
    case .overlay: end(.interrupted)
    case .pause: inlineRun?.observeNow()
    case .linear:
      guard let run = linearRun else { return }
      run.viewability.interrupt()
      run.presenter.setPlaybackPaused(true, for: run.presentation)
    }
  }

  /// The app is back: a linear ad's video resumes.
  func appReturnedToForeground() {
    guard lifecycle.state == .onScreen else { return }
    inlineRun?.observeNow()
    if let run = linearRun {
      run.presenter.setPlaybackPaused(false, for: run.presentation)
      watchForStalls()
    }
  }

  func handle(_ event: CreativeEvent) {
    switch event {
    case .click(nil): click(nil)
    case .click(let urlString?):
      // A landing page the policy refuses is no click at all: nothing opens.
      guard let destination = ClickPolicy.destination(urlString) else {
        sdk.events.logger.log(
          .warning, "A click to a landing page that may not be opened was dropped.")
        return
      }
      click(destination)
    case .unansweredTap: if slot.clickURL != nil { click(nil) }
    case .close: viewerClosed()
    case .failed(let message): fail(message)
    }
  }

  func handle(_ event: LinearPlaybackEvent) {
    guard lifecycle.state == .onScreen, let run = linearRun else { return }
    switch event {
    case .progress(let progress):
      let played = run.advance(to: progress)
      if played > 0 { watchForStalls() }  // the video moves: the stall wait starts over
      if !run.impressionCounted {
        run.impressionCounted = true
        recordImpression()
      }
      for name in run.quartiles.events(at: progress) { emit(name, adPlayhead: progress) }
      for point in run.progressReached(at: progress) {
        emit(.progress, adPlayhead: point.offset, pixels: point.urls)
      }
      if run.viewability.played(played, counts: sdk.isViewerPresent) {
        recordViewable()
      }
    case .completed:
      emit(.complete, adPlayhead: run.presentation.duration)
      end(.completed)
    case .skip:
      emit(.skip, adPlayhead: run.presentation.progress)
      end(.skipped)
    case .tap: click(nil)
    case .failed(let message): fail(message)
    }
  }

  /// Emits an event of this ad, and fires the server's tracking pixels for it.
  @discardableResult
  func emit(_ name: AdEvent.Name, adPlayhead: TimeInterval? = nil, pixels: [String]? = nil)
    -> AdEvent
  {
    let event = sdk.events.emit(
      name, format: format, adID: id, requestID: requestID, time: sdk.clock.now,
      contentPlayhead: session?.player?.playheadSeconds, adPlayhead: adPlayhead)
    if let urls = pixels ?? slot.tracking[name.wireName], !urls.isEmpty,
      let deliver = sdk.events.deliver
    {
      deliver(sdk.pixels(urls, for: event, slot: slot))
    }
    return event
  }
}
