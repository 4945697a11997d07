import Foundation

/// Showing an ad: the checks every `show` makes, an overlay or pause ad put in its container,
/// a linear ad handed to its presenter, and the moment it goes on screen.
extension AdController {
  /// Runs ``VideoAd/show(in:insets:)``: the checks, the layout, then the ad on screen in `container`.
  func showInline(in container: any AdContainer, insets: AdInsets) throws(VideoAdError) {
    try checkShowable()
    guard format.isInline else { throw VideoAdError.wrongPresentation(format) }
    try checkScreenIsFree()
    let player = session?.player
    if session?.isContentElsewhere == true { throw VideoAdError.contentPlayingElsewhere }
    if format == .overlay, let player, !player.isPlaying { throw VideoAdError.contentPaused }
    // The app's insets and the system's safe area, re-read at every layout: after a
    // rotation the controls move clear of the sensor housing. The device's measurements: on
    // Apple TV an overlay stays clear of the player's transport bar.
    let metrics = AdChromeMetrics.for(platform: environment.platformInfo())
    let frame = try AdLayout.frame(
      for: slot.placementStyle,
      container: container.size,
      insets: insets.union(container.safeArea),
      creativeAspectRatio: slot.creative.aspectRatio,
      metrics: metrics
    ).get()
    guard let rendered else { throw VideoAdError.notLoaded }
    session?.lastContainerSize = container.size

    let placement = AdPlacement(
      style: slot.placementStyle, frame: frame, format: format, creative: rendered,
      disclosure: shownDisclosure
    ) { [weak self] input in self?.handle(input) }
    let run = InlineAdRun(
      container: container,
      placement: placement,
      player: player,
      isContentElsewhere: { [weak session] in session?.isContentElsewhere ?? false },
      clock: services.clock,
      isAppActive: { [weak services] in services?.isViewerPresent ?? false },
      onImpression: { [weak self] in self?.recordImpression() },
      onViewable: { [weak self] in self?.recordViewable() },
      onEnd: { [weak self] reason in self?.end(reason) },
      layout: { [style = slot.placementStyle, aspect = slot.creative.aspectRatio] size, safe in
        AdLayout.frame(
          for: style, container: size, insets: insets.union(safe), creativeAspectRatio: aspect,
          metrics: metrics)
      }
    )
    let shown = commitShow()
    inlineRun = run
    container.install(placement)
    run.start(
      displaySeconds: format == .overlay
        ? (slot.displaySeconds ?? KontextVideo.Defaults.overlayDisplaySeconds) : nil)
    // Once the run can be stopped: the app's provider may end the ad from inside.
    startMeasurement(
      in: container, views: container.measurementViews(for: placement), shown: shown)
    guard lifecycle.state == .onScreen else { return }
    // Last: a creative that breaks as it appears ends the ad here, and the run it stops has
    // started everything it must stop.
    rendered.didAppear()
  }

  /// Runs ``VideoAd/show()``: the checks, then the ad presented full screen by the app's
  /// presenter, else the platform's.
  func showWithInstalledPresenter() throws(VideoAdError) {
    try checkShowable()  // first: a shown or expired ad says so, whatever the presenter
    guard let presenter = services.fullScreenPresenter ?? environment.platformPresenter else {
      throw format.isFullScreen
        ? VideoAdError.presenterUnavailable : VideoAdError.wrongPresentation(format)
    }
    try showLinear(from: presenter)
  }

  /// Runs ``VideoAd/show(from:)``: the checks, then the ad presented full screen by
  /// `presenter`.
  func showLinear(from presenter: any FullScreenAdPresenter) throws(VideoAdError) {
    try checkShowable()
    guard format.isFullScreen else { throw VideoAdError.wrongPresentation(format) }
    // On another screen (AirPlay) the ad's sound would follow the route while its picture
    // stays on the phone; in Picture in Picture the viewer is elsewhere.
    if session?.isContentElsewhere == true { throw VideoAdError.contentPlayingElsewhere }
    try checkScreenIsFree()
    guard let rendered, let presentation = makePresentation(of: rendered) else {
      throw VideoAdError.notLoaded
    }
    do {
      try presenter.present(presentation)
    } catch {
      throw VideoAdError.presentationFailed(String(describing: error))
    }
    // A captions file still on its way is not waited for: the ad plays without it.
    stopLoadingCaptions()
    let shown = commitShow()
    linearRun = LinearAdRun(
      presenter: presenter, presentation: presentation,
      progressTracking: slot.progressTracking)
    if let reward = slot.reward {
      // A rewarded break earns by the whole break's watching, not by one of its ads.
      let length = linearBreak?.shape.totalDuration ?? presentation.duration
      linearRun?.reward = RewardProgress(reward, videoDuration: length)
      updateRewardCountdown()
    }
    // Shown while the app is in the background (a task that finished there): the video waits
    // for the app, unseen and uncounted, as it would had the app left after the show.
    if !services.isAppActive, let run = linearRun {
      apply(run.control.hold(.appInBackground), to: run)
    }
    watchForStalls()
    // Once the run can be dismissed, and before the video goes live (its impression and
    // start): the app's provider may end the ad from inside.
    startMeasurement(
      in: nil, views: presenter.measurementViews(for: presentation), shown: shown)
    guard lifecycle.state == .onScreen else { return }
    rendered.didAppear()
    presentation.goLive()
  }

  func checkShowable() throws(VideoAdError) {
    expireIfDue()
    if let refusal = lifecycle.showRefusal() { throw refusal }
    guard let session, !session.isGone else { throw VideoAdError.destroyed }
  }

  /// Throws `anotherAdShowing` when another ad holds the screen. Freeing the screen may end an
  /// overlay whose content stopped, and its didEnd may have shown or dropped this very ad:
  /// then this ad's own refusal is thrown rather than blame another ad.
  func checkScreenIsFree() throws(VideoAdError) {
    guard services.screen.isFree() else {
      try checkShowable()
      throw VideoAdError.anotherAdShowing
    }
  }

  /// Puts the ad on screen in the SDK's books; returns its `shown` event.
  func commitShow() -> AdEvent {
    lifecycle.shown()
    if let handle { services.screen.claim(handle) }
    expiryTimer?.cancel()
    expiryTimer = nil
    session?.adLeftHold(self)
    rendered?.eventHandler = { [weak self] event in self?.handle(event) }
    return emit(.shown)
  }

  /// (Re)starts the linear ad's stall watch: no progress for the limit, with the viewer there,
  /// fails the ad.
  func watchForStalls() {
    linearRun?.watchForStalls(
      clock: services.clock,
      isViewerPresent: { [weak services] in services?.isViewerPresent ?? false },
      onStall: { [weak self] in
        let limit = Int(KontextVideo.Defaults.linearStallLimit)
        self?.fail("the ad's video made no progress for \(limit) s", movesOn: true)
      })
  }
}
