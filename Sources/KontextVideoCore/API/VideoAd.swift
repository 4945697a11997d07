import Foundation

/// One ad of one format, from ``VideoAds/format(_:)`` to its end.
///
/// Load it early, show it at the moment you choose, and hear its end on the ``delegate``:
///
/// ```swift
/// let ad = try await ads.format(.overlay)
/// try await ad.load()
/// ad.delegate = self
/// try ad.show(in: playerContainer)
/// ```
///
/// `show` either throws, and nothing happened, or the ad is on screen; from then on the SDK
/// retains and runs it until exactly one ``VideoAdDelegate/videoAd(_:didEnd:)``.
@MainActor
public final class VideoAd {
  /// The ad's format.
  public let format: AdFormat
  /// The server's id of the ad (its slot id).
  public let id: String
  /// The id of the request that fetched it.
  public let requestID: String
  /// Hears the impression, clicks, a failure and the end. Held weakly.
  public weak var delegate: (any VideoAdDelegate)?

  package private(set) var slot: AdSlot
  package internal(set) var lifecycle: AdLifecycle
  /// When the ad expires, on the SDK's clock (brought forward by a VAST `<Expires>`).
  package private(set) var expiresAt: TimeInterval
  /// When the server filled it, on the SDK's clock.
  private let filledAt: TimeInterval
  let sdk: KontextVideo
  weak var session: AdSession?
  private var expiryTimer: AdCancellable?
  private var loadOperation: SharedOperation<Bool>?
  private var loadWork: [AdCancellable] = []
  var rendered: (any RenderedCreative)?
  var inlineRun: InlineAdRun?
  var linearRun: LinearAdRun?
  /// When the last click counted, on the SDK's clock (see ``ClickPolicy``).
  var lastClickAt: TimeInterval?

  init(slot: AdSlot, requestID: String, sdk: KontextVideo, session: AdSession) {
    self.slot = slot
    self.requestID = requestID
    self.sdk = sdk
    self.session = session
    format = slot.format
    id = slot.id
    lifecycle = AdLifecycle(isFullScreen: slot.format == .linear)
    filledAt = sdk.clock.now
    expiresAt = filledAt + slot.lifetime.remaining(from: Date())
    scheduleExpiry()
  }

  private func scheduleExpiry() {
    expiryTimer?.cancel()
    expiryTimer = sdk.clock.schedule(at: expiresAt) { [weak self] in self?.expireIfDue() }
  }

  /// Whether the ad is loaded and can be shown now (not shown, not dropped, not expired).
  public var isReady: Bool { lifecycle.state == .ready && sdk.clock.now < expiresAt }

  // MARK: Load or reject

  /// Prepares the creative off screen and returns once it is ready to draw.
  ///
  /// Fires nothing billable. Returns at once when already loaded; concurrent calls share one
  /// load. A failed load throws and drops the ad; after its lifetime it throws
  /// `invalidated(.expired)`.
  public func load() async throws(VideoAdError) {
    dropIfSessionGone()
    expireIfDue()
    switch lifecycle.load() {
    case .alreadyLoaded: return
    case .refuse(let error): throw error
    case .join:
      if let loadOperation { _ = try await loadOperation.value() }
    case .start:
      let operation = SharedOperation<Bool>(tracker: sdk.clock.resumptionTracker)
      loadOperation = operation
      sdk.refreshPlatformFacts?()
      emit(.loadStarted)
      let clock = sdk.clock
      let timeout = sdk.configuration?.loadTimeout ?? KontextVideo.Defaults.loadTimeout
      loadWork.append(
        clock.schedule(at: clock.now + timeout) { [weak self] in
          self?.finishLoad(.failure(.timedOut(.load)))
        })
      if let vast = slot.vastToRead, let client = sdk.client {
        readVAST(vast, transport: client.transport)
      } else {
        startRendering()
      }
      _ = try await operation.value()
    }
  }

  /// Prepares the creative with the renderer (after its VAST document was read, if any).
  private func startRendering() {
    loadWork.append(
      sdk.renderer.load(slot.creative, format: format, slotID: slot.id) { [weak self] result in
        guard let self else {
          if case .success(let creative) = result { creative.release() }
          return
        }
        self.finishLoad(result.mapError { .loadFailed($0.message) })
      })
  }

  /// Reads the slot's VAST document (following wrappers) off the main actor, then renders.
  private func readVAST(_ vast: (xml: String?, url: URL?), transport: any AdTransport) {
    let resolver = VASTResolver(transport: transport, clock: sdk.clock)
    let task = Task.detached { () -> Result<VASTAd, VASTResolver.Failure> in
      if let xml = vast.xml { return await resolver.resolve(Data(xml.utf8)) }
      guard let url = vast.url else {
        return .failure(.init(error: VASTError(101, "no VAST document"), errorURLs: []))
      }
      return await resolver.resolve(url: url)
    }
    loadWork.append(AdCancellable { task.cancel() })
    // An inline document is read in moments, with no network: a manual clock waits for it
    // before moving time on, so runs on it are the same every time.
    let caller = vast.xml != nil ? sdk.clock.wakeCaller() : nil
    Task { [weak self] in
      let result = await task.value
      self?.vastRead(result)
      caller?.ran()
    }
  }

  private func vastRead(_ result: Result<VASTAd, VASTResolver.Failure>) {
    guard let operation = loadOperation, operation.result == nil, lifecycle.state == .loading
    else { return }
    switch result {
    case .success(let ad):
      let platform = sdk.platformInfo()
      let screen = platform.screen ?? VASTMediaSelector.defaultScreen
      do {
        slot = try slot.filled(by: ad, screen: screen, constrained: platform.isNetworkConstrained)
      } catch {
        return vastFailed(.init(error: error, errorURLs: ad.errorURLs))
      }
      if let seconds = ad.expiresSeconds, filledAt + seconds < expiresAt {
        expiresAt = filledAt + seconds
        scheduleExpiry()
        guard sdk.clock.now < expiresAt else { return expireIfDue() }
      }
      startRendering()
    case .failure(let failure):
      vastFailed(failure)
    }
  }

  /// Fails the load with the VAST error, reported to the chain's `<Error>` URLs.
  private func vastFailed(_ failure: VASTResolver.Failure) {
    let error = VideoAdError.loadFailed(failure.error.description)
    if let deliver = sdk.events.deliver, !failure.errorURLs.isEmpty {
      let event = AdEvent(
        id: sdk.events.makeID(), name: .loadFailed(error), format: format, adID: id,
        requestID: requestID,
        time: sdk.clock.now, timestamp: sdk.wallClock())
      deliver(sdk.pixels(failure.errorURLs, for: event, slot: slot, errorCode: failure.error.code))
    }
    finishLoad(.failure(error))
  }

  /// Tells the server the ad will not be used (VAST's `notUsed`), loaded or not.
  ///
  /// Throws `alreadyShown` for an ad that was shown, or why it was already dropped.
  public func reject() throws(VideoAdError) {
    if let refusal = lifecycle.rejectRefusal() { throw refusal }
    drop(.rejected)
  }

  // MARK: Show

  /// Shows an overlay or pause ad in the view your content plays in, clear of `insets`.
  ///
  /// Throws, and shows nothing, when the ad is not loaded, was shown, expired or dropped
  /// (`notLoaded`, `alreadyShown`, `invalidated`, `destroyed`); when another ad is on screen
  /// (`anotherAdShowing`); while the content plays in Picture in Picture or on another screen
  /// (`contentPlayingElsewhere`); for an overlay over paused content (`contentPaused`); or when
  /// the container is too small (`containerTooSmall`).
  public func show(in container: any AdContainer, insets: AdInsets = .zero)
    throws(VideoAdError)
  {
    try checkShowable()
    guard format.isInline else { throw VideoAdError.wrongPresentation(format) }
    guard sdk.screen.isFree() else {
      // Freeing the screen may end an overlay whose content stopped, and its didEnd may have
      // shown or dropped this very ad: say so rather than blame another ad.
      try checkShowable()
      throw VideoAdError.anotherAdShowing
    }
    let player = session?.player
    if session?.isContentElsewhere == true { throw VideoAdError.contentPlayingElsewhere }
    if format == .overlay, let player, !player.isPlaying { throw VideoAdError.contentPaused }
    // The app's insets and the system's safe area, re-read at every layout: after a
    // rotation the controls move clear of the sensor housing.
    let frame = try AdLayout.frame(
      for: slot.placementStyle,
      container: container.size,
      insets: insets.union(container.safeArea),
      creativeAspectRatio: slot.creative.aspectRatio
    ).get()
    guard let rendered else { throw VideoAdError.notLoaded }
    session?.lastContainerSize = container.size

    let placement = AdPlacement(
      style: slot.placementStyle, frame: frame, format: format, creative: rendered
    ) { [weak self] input in self?.handle(input) }
    let run = InlineAdRun(
      container: container,
      placement: placement,
      player: player,
      isContentElsewhere: { [weak session] in session?.isContentElsewhere ?? false },
      clock: sdk.clock,
      isAppActive: { [weak sdk] in sdk?.isViewerPresent ?? false },
      onImpression: { [weak self] in self?.recordImpression() },
      onViewable: { [weak self] in self?.recordViewable() },
      onEnd: { [weak self] reason in self?.end(reason) },
      layout: { [style = slot.placementStyle, aspect = slot.creative.aspectRatio] size, safe in
        AdLayout.frame(
          for: style, container: size, insets: insets.union(safe), creativeAspectRatio: aspect)
      }
    )
    commitShow()
    inlineRun = run
    container.install(placement)
    rendered.didAppear()
    run.start(
      displaySeconds: format == .overlay
        ? (slot.displaySeconds ?? KontextVideo.Defaults.overlayDisplaySeconds) : nil)
  }

  /// Presents a linear ad full screen with the installed presenter (on iOS, from the top view
  /// controller). Throws, and shows nothing, for the same reasons as `show(in:)`, and
  /// `presenterUnavailable` with no presenter or `presentationFailed` when it could not present.
  public func show() throws(VideoAdError) {
    try checkShowable()
    guard let presenter = sdk.fullScreenPresenter ?? sdk.platformPresenter else {
      throw format == .linear
        ? VideoAdError.presenterUnavailable : VideoAdError.wrongPresentation(format)
    }
    try show(from: presenter)
  }

  /// Presents a linear ad full screen with `presenter`; throws `presentationFailed` with its
  /// reason when the presenter could not, and `contentPlayingElsewhere` while the content
  /// plays in Picture in Picture or on another screen; then nothing was shown.
  public func show(from presenter: any FullScreenAdPresenter) throws(VideoAdError) {
    try checkShowable()
    guard format == .linear else { throw VideoAdError.wrongPresentation(format) }
    // On another screen (AirPlay) the ad's sound would follow the route while its picture
    // stays on the phone; in Picture in Picture the viewer is elsewhere.
    if session?.isContentElsewhere == true { throw VideoAdError.contentPlayingElsewhere }
    guard sdk.screen.isFree() else {
      // Freeing the screen may end an overlay whose content stopped, and its didEnd may have
      // shown or dropped this very ad: say so rather than blame another ad.
      try checkShowable()
      throw VideoAdError.anotherAdShowing
    }
    guard let rendered, let duration = slot.creative.duration else {
      throw VideoAdError.notLoaded
    }
    let presentation = LinearAdPresentation(
      duration: duration, skipOffset: slot.effectiveSkipOffset, creative: rendered,
      hasLandingPage: slot.clickURL != nil,
      playsOnClock: slot.creative.sandboxBehavior != nil ? sdk.clock : nil
    ) { [weak self] event in self?.handle(event) }
    do {
      try presenter.present(presentation)
    } catch {
      throw VideoAdError.presentationFailed(String(describing: error))
    }
    commitShow()
    linearRun = LinearAdRun(
      presenter: presenter, presentation: presentation,
      progressTracking: slot.progressTracking)
    watchForStalls()
    rendered.didAppear()
    presentation.goLive()
  }

  /// Takes an overlay or pause ad off screen; `didEnd(.dismissed)` runs before this returns.
  ///
  /// Throws `notOnScreen` before `show`, `invalidated(.ended)` once it ended, and
  /// `notDismissible` for a linear ad.
  public func dismiss() throws(VideoAdError) {
    if let refusal = lifecycle.dismissRefusal() { throw refusal }
    end(.dismissed)
  }

  // MARK: Internals

  private func checkShowable() throws(VideoAdError) {
    expireIfDue()
    if let refusal = lifecycle.showRefusal() { throw refusal }
    guard let session, !session.isGone else { throw VideoAdError.destroyed }
  }

  private func commitShow() {
    lifecycle.shown()
    sdk.screen.claim(self)
    expiryTimer?.cancel()
    expiryTimer = nil
    session?.adLeftHold(self)
    rendered?.eventHandler = { [weak self] event in self?.handle(event) }
    emit(.shown)
  }

  /// (Re)starts the linear ad's stall watch: no progress for the limit, with the viewer there,
  /// fails the ad.
  func watchForStalls() {
    linearRun?.watchForStalls(
      clock: sdk.clock,
      isViewerPresent: { [weak sdk] in sdk?.isViewerPresent ?? false },
      onStall: { [weak self] in
        let limit = Int(KontextVideo.Defaults.linearStallLimit)
        self?.fail("the ad's video made no progress for \(limit) s")
      })
  }

  /// Expires an unshown ad whose lifetime has passed.
  func expireIfDue() {
    guard lifecycle.isUnshown, sdk.clock.now >= expiresAt else { return }
    drop(.expired)
  }

  /// Drops an unshown ad and reports it as not used.
  func drop(_ reason: NotUsedReason) {
    guard lifecycle.discard(reason) else { return }
    expiryTimer?.cancel()
    expiryTimer = nil
    for work in loadWork { work.cancel() }
    loadWork.removeAll()
    rendered?.release()
    rendered = nil
    emit(.notUsed(reason))
    session?.adLeftHold(self)
    loadOperation?.finish(.failure(reason.error))
  }

  /// Drops an unshown ad whose `VideoAds` was released or destroyed.
  private func dropIfSessionGone() {
    if session?.isGone ?? true { drop(.destroyed) }
  }

  private func finishLoad(_ result: Result<any RenderedCreative, VideoAdError>) {
    if case .success = result, session?.isGone ?? true {
      // Nobody holds this ad any more: a load finishing now hands nothing over.
      dropIfSessionGone()
    }
    guard let operation = loadOperation, operation.result == nil,
      lifecycle.loadFinished(success: (try? result.get()) != nil)
    else {
      if case .success(let creative) = result { creative.release() }
      return
    }
    for work in loadWork { work.cancel() }
    loadWork.removeAll()
    switch result {
    case .success(let creative):
      rendered = creative
      emit(.loaded)
      operation.finish(.success(true))
    case .failure(let error):
      expiryTimer?.cancel()
      expiryTimer = nil
      emit(.loadFailed(error))
      emit(.notUsed(.failed))
      session?.adLeftHold(self)
      operation.finish(.failure(error))
    }
  }
}
