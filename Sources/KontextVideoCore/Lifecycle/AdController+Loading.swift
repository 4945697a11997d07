import Foundation

/// Loading an ad: the lifecycle's decision, its VAST document read off the main actor, its
/// creative rendered, its expiry, and the side exits of an unshown ad.
extension AdController {
  /// Runs ``VideoAd/load()``: the lifecycle's decision, then VAST reading and rendering.
  func runLoad() async throws(VideoAdError) {
    dropIfSessionGone()
    expireIfDue()
    switch lifecycle.load() {
    case .alreadyLoaded: return
    case .refuse(let error): throw error
    case .join:
      if let loadOperation { _ = try await loadOperation.value() }
    case .start:
      let operation = SharedOperation<Bool>(tracker: services.clock.resumptionTracker)
      loadOperation = operation
      environment.refreshPlatformFacts?()
      emit(.loadStarted)
      let clock = services.clock
      let timeout = services.configuration?.loadTimeout ?? KontextVideo.Defaults.loadTimeout
      loadWork.append(
        clock.schedule(at: clock.now + timeout) { [weak self] in
          self?.finishLoad(.failure(.timedOut(.load)))
        })
      if let vast = slot.vastToRead, let client = services.client {
        readVAST(vast, transport: client.transport)
      } else {
        startRendering()
      }
      _ = try await operation.value()
    }
  }

  /// Prepares the creative with the renderer (after its VAST document was read, if any). An
  /// HTML creative on a device that draws none (Apple TV) fails the load first, typed, before
  /// anything of it is counted.
  func startRendering() {
    guard environment.platformInfo().rendersHTML || !slot.creative.isHTML else {
      return finishLoad(.failure(.loadFailed(AdCreative.htmlUnsupported)))
    }
    loadWork.append(
      environment.renderer.load(slot.creative, format: format, slotID: slot.id) {
        [weak self] result in
        guard let self else {
          if case .success(let creative) = result { creative.release() }
          return
        }
        self.finishLoad(result.mapError { .loadFailed($0.message) })
      })
  }

  /// Fails the load with the VAST error, reported to the chain's `<Error>` URLs.
  func vastFailed(_ failure: VASTResolver.Failure) {
    reportVASTFailure(failure)
    finishLoad(.failure(.loadFailed(failure.error.description)))
  }

  /// Reports a chain that failed to its `<Error>` URLs, with its VAST error code, and nothing
  /// else: no event in the stream (the ad's load goes on, or fails by itself).
  func reportVASTFailure(_ failure: VASTResolver.Failure, slot failedSlot: AdSlot? = nil) {
    let errorURLs = budgeted(failure.errorURLs, for: "error")
    guard let deliver = services.events.deliver, !errorURLs.isEmpty else { return }
    let event = AdEvent(
      id: services.events.makeID(),
      name: .loadFailed(.loadFailed(failure.error.description)), format: format, adID: id,
      requestID: requestID, time: services.clock.now, timestamp: services.wallClock())
    deliver(
      thirdPartyPixels(
        errorURLs, for: event, slot: failedSlot ?? slot, errorCode: failure.error.code))
  }

  func finishLoad(_ result: Result<any RenderedCreative, VideoAdError>) {
    if case .success = result, session?.isGone ?? true {
      // Nobody holds this ad any more: a load finishing now hands nothing over.
      dropIfSessionGone()
    }
    guard let operation = loadOperation, operation.result == nil,
      lifecycle.loadFinished(success: (try? result.get()) != nil)
    else {
      if case .success(let creative) = result {
        creative.release()
        releaseBreak()
      }
      return
    }
    for work in loadWork { work.cancel() }
    loadWork.removeAll()
    switch result {
    case .success(let creative):
      rendered = creative
      if format.isFullScreen, linearBreak == nil {
        // An ad on its own is a break of one.
        linearBreak = LinearBreak(
          shape: AdBreak(adDurations: [slot.creative.duration ?? 0]), upNext: [])
      }
      emit(.loaded)
      operation.finish(.success(true))
    case .failure(let error):
      expiryTimer?.cancel()
      expiryTimer = nil
      stopLoadingCaptions()
      releaseBreak()
      emit(.loadFailed(error))
      emit(.notUsed(.failed))
      session?.adLeftHold(self)
      operation.finish(.failure(error))
    }
  }

  func scheduleExpiry() {
    expiryTimer?.cancel()
    expiryTimer = services.clock.schedule(at: expiresAt) { [weak self] in self?.expireIfDue() }
  }

  /// Expires an unshown ad whose lifetime has passed.
  func expireIfDue() {
    guard lifecycle.isUnshown, services.clock.now >= expiresAt else { return }
    drop(.expired)
  }

  /// Drops an unshown ad and reports it as not used.
  func drop(_ reason: NotUsedReason) {
    guard lifecycle.discard(reason) else { return }
    expiryTimer?.cancel()
    expiryTimer = nil
    for work in loadWork { work.cancel() }
    loadWork.removeAll()
    stopLoadingCaptions()
    releaseBreak()
    rendered?.release()
    rendered = nil
    emit(.notUsed(reason))
    session?.adLeftHold(self)
    loadOperation?.finish(.failure(reason.error))
  }

  /// Drops an unshown ad whose `VideoAds` was released or destroyed.
  func dropIfSessionGone() {
    if session?.isGone ?? true { drop(.destroyed) }
  }
}
