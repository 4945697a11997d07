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

  /// Prepares the creative with the renderer (after its VAST document was read, if any).
  func startRendering() {
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

  /// Reads the slot's VAST document (following wrappers) off the main actor, then renders.
  func readVAST(_ vast: (xml: String?, url: URL?), transport: any HTTPTransport) {
    let (inspector, requestID, format) = (services.inspector, requestID, format)
    let resolver = VASTResolver(transport: transport, clock: services.clock) { hop, document in
      inspector.vastHop(requestID: requestID, format: format, hop, document: document)
    }
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
    let caller = vast.xml != nil ? services.clock.wakeCaller() : nil
    Task { [weak self] in
      let result = await task.value
      self?.vastRead(result, transport: transport)
      caller?.ran()
    }
  }

  func vastRead(_ result: Result<VASTAd, VASTResolver.Failure>, transport: any HTTPTransport) {
    guard let operation = loadOperation, operation.result == nil, lifecycle.state == .loading
    else { return }
    switch result {
    case .success(let ad):
      if let cut = ad.listCap.message {
        services.events.logger.log(.warning, "ad \(slot.id): \(cut)")
      }
      let platform = environment.platformInfo()
      let screen = platform.screen ?? VASTMediaSelector.defaultScreen
      do {
        slot = try slot.filled(by: ad, screen: screen, constrained: platform.isNetworkConstrained)
        if let linear = ad.linear,
          let choice = VASTMediaSelector.choice(
            linear.mediaFiles, target: screen, constrained: platform.isNetworkConstrained)
        {
          services.inspector.mediaChosen(requestID: requestID, format: format, choice)
        }
      } catch {
        return vastFailed(.init(error: error, errorURLs: ad.errorURLs))
      }
      // Its creative, now known, is one the viewer reported earlier: it is not shown again.
      if isReportedCreative { return finishLoad(.failure(.noFill(reason: .reportedByViewer))) }
      if let seconds = ad.expiresSeconds, filledAt + seconds < expiresAt {
        expiresAt = filledAt + seconds
        services.inspector.filled(requestID: requestID, format: format, lifetime: seconds)
        scheduleExpiry()
        guard services.clock.now < expiresAt else { return expireIfDue() }
      }
      loadCaptions(of: ad.linear, transport: transport)
      startRendering()
    case .failure(let failure):
      vastFailed(failure)
    }
  }

  /// Fails the load with the VAST error, reported to the chain's `<Error>` URLs.
  func vastFailed(_ failure: VASTResolver.Failure) {
    let error = VideoAdError.loadFailed(failure.error.description)
    let errorURLs = budgeted(failure.errorURLs, for: "error")
    if let deliver = services.events.deliver, !errorURLs.isEmpty {
      let event = AdEvent(
        id: services.events.makeID(), name: .loadFailed(error), format: format, adID: id,
        requestID: requestID,
        time: services.clock.now, timestamp: services.wallClock())
      deliver(thirdPartyPixels(errorURLs, for: event, slot: slot, errorCode: failure.error.code))
    }
    finishLoad(.failure(error))
  }

  func finishLoad(_ result: Result<any RenderedCreative, VideoAdError>) {
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
      stopLoadingCaptions()
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
