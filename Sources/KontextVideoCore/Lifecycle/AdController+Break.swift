import Foundation

/// A linear or rewarded ad's break on screen: each ad in turn, in the one presentation the
/// break is on screen in, each tracked as an ad of its own (impression, quartiles, clicks, skip,
/// errors, icons, measurement session), and one end for the app.
extension AdController {
  /// The presentation of the ad whose turn it is (its slot, its prepared `creative`), in its
  /// place in the break; nil when its duration is unknown. What it reports counts only while
  /// it is that ad's turn: a presentation passed over is not listened to.
  func makePresentation(of creative: any RenderedCreative) -> LinearAdPresentation? {
    guard let duration = slot.creative.duration else { return nil }
    let position = linearBreak?.position ?? 1
    let platform = environment.platformInfo()
    return LinearAdPresentation(
      duration: duration, skipOffset: slot.effectiveSkipOffset, creative: creative,
      hasLandingPage: platform.offersLandingPage(slot.clickURL),
      disclosure: shownDisclosure,
      icons: slot.icons.enumerated().compactMap {
        LinearAdIcon($1, index: $0, opensWebPages: platform.opensWebPages)
      },
      reward: slot.reward,
      captions: captions.track,
      captionPolicy: services.configuration?.captions ?? .automatic,
      placeInBreak: linearBreak?.placeInBreak,
      playsOnClock: slot.creative.sandboxBehavior != nil ? services.clock : nil
    ) { [weak self] event in
      guard let self, (self.linearBreak?.position ?? 1) == position else { return }
      self.handle(event)
    }
  }

  /// The ad whose turn it was ended (completed, skipped, or its video failed), and its own
  /// end was recorded: the break's next ad plays in its place, in the same presentation.
  /// False when the break has no next ad, or the presenter cannot play it (the break then
  /// ends, its other ads unplayed): the caller ends the ad.
  func playNextInBreak() -> Bool {
    guard lifecycle.state == .onScreen, let run = linearRun, var adBreak = linearBreak,
      let next = adBreak.takeNext()
    else { return false }
    // The ad that ended: its measurement session and view-through end with it.
    measure { $0.finish() }
    endViewThrough()
    viewThrough = .notStarted
    let previous = (slot: slot, captionsIndex: captionsIndex, pixelBudget: pixelBudget)
    linearBreak = adBreak
    slot = next.slot
    captionsIndex = next.captionsIndex
    guard let presentation = makePresentation(of: next.rendered) else {
      return gaveUpBreak(next, restoring: previous, reason: "its next ad has no duration")
    }
    presentation.carryViewerChoices(from: run.presentation)
    do {
      try run.presenter.presentNext(presentation, after: run.presentation)
    } catch {
      return gaveUpBreak(next, restoring: previous, reason: String(describing: error))
    }
    pixelBudget = PixelBudget()
    // The presenter plays the next ad already: this one's timers stop and its creative goes.
    run.release()
    rendered = next.rendered
    next.rendered.eventHandler = { [weak self] event in self?.handle(event) }
    let nextRun = LinearAdRun(
      presenter: run.presenter, presentation: presentation,
      progressTracking: slot.progressTracking)
    nextRun.control = run.control
    nextRun.reward = run.reward
    linearRun = nextRun
    let started = emit(.breakAdStarted, adPlayhead: 0)
    // Whatever held the video (the background, a cover, an interruption) holds this one too.
    if !nextRun.control.isPlaying {
      nextRun.presenter.setPlaybackPaused(true, for: presentation)
    }
    apply(nil, to: nextRun)
    updateRewardCountdown()
    startMeasurement(
      in: nil, views: nextRun.presenter.measurementViews(for: presentation), shown: started)
    guard lifecycle.state == .onScreen else { return true }
    next.rendered.didAppear()
    presentation.goLive()
    return true
  }

  /// The presenter could not play the break's next ad: the break ends with the ad that just
  /// ended, and its other ads are let go.
  private func gaveUpBreak(
    _ next: LinearBreak.Waiting,
    restoring previous: (slot: AdSlot, captionsIndex: Int, pixelBudget: PixelBudget),
    reason: String
  ) -> Bool {
    slot = previous.slot
    captionsIndex = previous.captionsIndex
    pixelBudget = previous.pixelBudget
    next.rendered.release()
    linearBreak?.releaseWaiting()
    services.events.logger.log(
      .warning, "ad \(id): the break ends early, its next ad could not be presented: \(reason)")
    return false
  }
}
