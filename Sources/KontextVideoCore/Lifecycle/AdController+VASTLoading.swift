import Foundation

/// Loading an ad from VAST: its document read off the main actor (a linear or rewarded ad's as
/// a break, ``VASTBreak``), each ad of it filled into a slot of its own, then every ad of the
/// break prepared, in order, before the load finishes.
extension AdController {
  /// An ad of the break filled into its slot, with its linear creative (for its captions).
  struct BreakAd {
    var slot: AdSlot
    var linear: VASTLinear?
  }

  /// Reads the slot's VAST document (following wrappers) off the main actor, then renders.
  func readVAST(_ vast: (xml: String?, url: URL?), transport: any HTTPTransport) {
    let (inspector, requestID, format) = (services.inspector, requestID, format)
    let resolver = VASTResolver(transport: transport, clock: services.clock) { hop, document in
      inspector.vastHop(requestID: requestID, format: format, hop, document: document)
    }
    let task = Task.detached { () -> VASTBreak in
      let noDocument = VASTResolver.Failure(
        error: VASTError(101, "no VAST document"), errorURLs: [])
      // A full-screen ad plays a break (a pod, or one ad); an overlay or pause ad, one ad.
      guard format.isFullScreen else {
        let result: Result<VASTAd, VASTResolver.Failure>
        if let xml = vast.xml {
          result = await resolver.resolve(Data(xml.utf8))
        } else if let url = vast.url {
          result = await resolver.resolve(url: url)
        } else {
          result = .failure(noDocument)
        }
        switch result {
        case .success(let ad): return VASTBreak(ads: [ad])
        case .failure(let failure): return VASTBreak(failures: [failure])
        }
      }
      if let xml = vast.xml { return await resolver.resolveBreak(Data(xml.utf8)) }
      guard let url = vast.url else { return VASTBreak(failures: [noDocument]) }
      return await resolver.resolveBreak(url: url)
    }
    loadWork.append(AdCancellable { task.cancel() })
    // An inline document is read in moments, with no network: a manual clock waits for it
    // before moving time on, so runs on it are the same every time.
    let caller = vast.xml != nil ? services.clock.wakeCaller() : nil
    Task { [weak self] in
      let read = await task.value
      self?.vastRead(read, transport: transport)
      caller?.ran()
    }
  }

  /// The VAST response is read: each of its ads is filled into a slot of its own (one that
  /// cannot be is reported to its `<Error>` URLs and a spare from the buffet stands in, as for
  /// every chain that failed on the way), then they are prepared in order.
  func vastRead(_ read: VASTBreak, transport: any HTTPTransport) {
    guard let operation = loadOperation, operation.result == nil, lifecycle.state == .loading
    else { return }
    let platform = environment.platformInfo()
    let screen = platform.screen ?? VASTMediaSelector.defaultScreen
    func fill(_ ad: VASTAd) throws(VASTError) -> BreakAd {
      if let cut = ad.listCap.message {
        services.events.logger.log(.warning, "ad \(slot.id): \(cut)")
      }
      let filled = try slot.filled(
        by: ad, screen: screen, constrained: platform.isNetworkConstrained,
        rendersHTML: platform.rendersHTML)
      return BreakAd(slot: filled, linear: ad.linear)
    }
    // A creative the viewer reported earlier is not shown again.
    func reported(_ ad: BreakAd) -> Bool {
      services.reportedCreatives.contains(ad.slot.creativeKey)
    }
    spareAds = read.spares.compactMap { try? fill($0) }.filter { !reported($0) }
    var failures = read.failures
    var filled: [BreakAd] = []
    var anyReported = false
    for ad in read.ads {
      do {
        let breakAd = try fill(ad)
        if !reported(breakAd) {
          filled.append(breakAd)
          continue
        }
        anyReported = true
      } catch {
        failures.append(.init(error: error, errorURLs: ad.errorURLs))
      }
      // This ad of the break cannot be used: the buffet's next spare stands in.
      if !spareAds.isEmpty { filled.append(spareAds.removeFirst()) }
    }
    guard !filled.isEmpty else {
      if anyReported, failures.isEmpty {
        return finishLoad(.failure(.noFill(reason: .reportedByViewer)))
      }
      let last = failures.popLast() ?? .init(error: VASTError(303, "no ad"), errorURLs: [])
      for failure in failures { reportVASTFailure(failure) }
      return vastFailed(last)
    }
    for failure in failures { reportVASTFailure(failure) }
    slot = filled[0].slot
    if let linear = filled[0].linear,
      let choice = VASTMediaSelector.choice(
        linear.mediaFiles, target: screen, constrained: platform.isNetworkConstrained)
    {
      services.inspector.mediaChosen(requestID: requestID, format: format, choice)
    }
    if let seconds = (read.ads + read.spares).compactMap(\.expiresSeconds).min(),
      filledAt + seconds < expiresAt
    {
      expiresAt = filledAt + seconds
      services.inspector.filled(requestID: requestID, format: format, lifetime: seconds)
      scheduleExpiry()
      guard services.clock.now < expiresAt else { return expireIfDue() }
    }
    captionsByAd = []
    toPrepare = filled.map { ad in
      (slot: ad.slot, captionsIndex: startCaptions(of: ad.linear, transport: transport))
    }
    guard format.isFullScreen else {
      toPrepare = []
      return startRendering()
    }
    prepareNextOfBreak(transport: transport)
  }

  /// Starts fetching the captions of an ad of the break; returns where they are kept.
  private func startCaptions(of linear: VASTLinear?, transport: any HTTPTransport) -> Int {
    captionsByAd.append(.none)
    let index = captionsByAd.count - 1
    loadCaptions(of: linear, index: index, transport: transport)
    return index
  }

  /// Prepares the break's next ad to prepare; one that cannot be is reported to its `<Error>`
  /// URLs (405) and a spare from the buffet takes its place, or it is left out, and the break
  /// goes on. The load finishes once all were tried (or fails with the last one, when none
  /// could be prepared).
  private func prepareNextOfBreak(transport: any HTTPTransport) {
    guard !toPrepare.isEmpty else { return breakPrepared() }
    let (adSlot, captionsIndex) = toPrepare.removeFirst()
    loadWork.append(
      environment.renderer.load(adSlot.creative, format: format, slotID: adSlot.id) {
        [weak self] result in
        guard let self, let operation = self.loadOperation, operation.result == nil,
          self.lifecycle.state == .loading
        else {
          if case .success(let creative) = result { creative.release() }
          return
        }
        switch result {
        case .success(let creative):
          self.preparedBreak.append(
            .init(slot: adSlot, rendered: creative, captionsIndex: captionsIndex))
        case .failure(let failure):
          guard !self.toPrepare.isEmpty || !self.spareAds.isEmpty || !self.preparedBreak.isEmpty
          else {
            // Nothing of the break could be prepared: the load fails with this ad's error,
            // as an ad on its own does.
            self.slot = adSlot
            return self.finishLoad(.failure(.loadFailed(failure.message)))
          }
          self.services.events.logger.log(
            .warning,
            "ad \(adSlot.id): an ad of its break could not be prepared: \(failure.message)")
          self.reportVASTFailure(
            .init(
              error: VASTError(405, failure.message), errorURLs: adSlot.tracking["error"] ?? []),
            slot: adSlot)
          if !self.spareAds.isEmpty {
            let spare = self.spareAds.removeFirst()
            let index = self.startCaptions(of: spare.linear, transport: transport)
            self.toPrepare.insert((spare.slot, index), at: 0)
          }
        }
        self.prepareNextOfBreak(transport: transport)
      })
  }

  /// Every ad of the break was tried: the first prepared one is the ad whose turn it is, and
  /// the break's shape is known.
  private func breakPrepared() {
    guard let first = preparedBreak.first else { return }
    let prepared = preparedBreak
    preparedBreak = []
    slot = first.slot
    captionsIndex = first.captionsIndex
    if prepared.count > 1 {
      services.inspector.breakPrepared(
        requestID: requestID, format: format,
        prepared.enumerated().map { index, ad in
          InspectedBreakAd(
            position: index + 1, durationSeconds: ad.slot.creative.duration ?? 0,
            universalAdID: ad.slot.universalAdID.map { "\($0.registry) \($0.value)" },
            mediaURL: ad.slot.creative.mediaURL?.absoluteString)
        })
    }
    linearBreak = LinearBreak(
      shape: AdBreak(adDurations: prepared.map { $0.slot.creative.duration ?? 0 }),
      upNext: Array(prepared.dropFirst()))
    finishLoad(.success(first.rendered))
  }

  /// Lets go of the break's prepared ads that will not play now.
  func releaseBreak() {
    for ad in preparedBreak { ad.rendered.release() }
    preparedBreak = []
    toPrepare = []
    spareAds = []
    linearBreak?.releaseWaiting()
  }
}
