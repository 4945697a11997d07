import Foundation

/// Everything a ``VideoAds`` holds: its unshown ads (one per format), its requests in flight
/// and its tracked player. Kept apart from `VideoAds` so that releasing a `VideoAds` can hand
/// the clean-up to the main actor.
@MainActor
final class AdSession {
  /// What the session and its ads use of the SDK instance.
  let services: any AdServices
  let content: KontextVideo.Content
  private(set) var isDestroyed = false
  /// Set, from any thread, the moment the app lets go of the `VideoAds`: from then on the
  /// session acts as destroyed, before its clean-up reaches the main actor.
  private nonisolated let releasedFlag = Locked(false)
  private var held: [AdFormat: VideoAd] = [:]
  private var requests: [AdFormat: PendingRequest] = [:]
  private weak var trackedPlayer: (any VideoAdsPlayer)?
  /// The size of the player view an ad was last shown in, sent with later requests.
  var lastContainerSize: AdSize?
  private var providerPlayer: PlayheadProviderPlayer?
  /// The adapter of a player the app tracks, kept alive by the session.
  private var adapter: (any VideoAdsPlayer)?

  /// A request in flight, shared by every caller of `format()` for its format.
  private struct PendingRequest {
    let requestID: String
    let operation: SharedOperation<VideoAd>
    var work: [AdCancellable]
    var rewardRequest: RewardRequest?
  }

  init(services: any AdServices, content: KontextVideo.Content) {
    self.services = services
    self.content = content
  }

  /// The app let go of the `VideoAds`. Callable from its `deinit`, on any thread.
  nonisolated func markReleased() {
    releasedFlag.withLock { $0 = true }
  }

  /// Whether the `VideoAds` was destroyed or released: requests and loads in flight fail with
  /// `destroyed` rather than hand over an ad nobody holds.
  var isGone: Bool { isDestroyed || releasedFlag.withLock { $0 } }

  /// The player the session follows, if any.
  var player: (any VideoAdsPlayer)? { trackedPlayer ?? providerPlayer }

  /// How many pages opened in the app for clicks paused the content (it plays again when the
  /// last is closed).
  private var pagesPausingContent = 0

  /// A page opened in the app for a click: playing content pauses until the viewer is back.
  /// Returns whether this page paused it.
  func pauseContentForPage() -> Bool {
    guard let player, player.isPlaying || pagesPausingContent > 0 else { return false }
    pagesPausingContent += 1
    if pagesPausingContent == 1 { player.pause() }
    return true
  }

  /// The viewer is back from a page that paused the content: it plays again, once no other
  /// page holds it, unless the app has let go of its `VideoAds` or played it meanwhile.
  func resumeContentAfterPage() {
    guard pagesPausingContent > 0 else { return }
    pagesPausingContent -= 1
    guard pagesPausingContent == 0, !isGone, let player, !player.isPlaying else { return }
    player.play()
  }

  /// Whether the app said its content plays in Picture in Picture now.
  var isContentInPictureInPicture = false

  /// Whether the content plays where an ad cannot be seen with it: Picture in Picture (as the
  /// app or its player reports) or another screen (AirPlay).
  var isContentElsewhere: Bool {
    isContentInPictureInPicture || player?.isPlayingElsewhere == true
  }

  func track(_ player: any VideoAdsPlayer) {
    trackedPlayer = player
    providerPlayer = nil
    adapter = nil
  }

  /// Follows a player through an adapter the session owns (on iOS, the one that observes an
  /// `AVPlayer`, which the adapter itself holds weakly).
  func track(adapter: any VideoAdsPlayer) {
    track(adapter)
    self.adapter = adapter
  }

  var playheadProvider: (@MainActor () -> TimeInterval)? {
    get { providerPlayer?.provider }
    set {
      providerPlayer = newValue.map(PlayheadProviderPlayer.init(provider:))
      if newValue != nil {
        trackedPlayer = nil
        adapter = nil
      }
    }
  }

  func format(_ format: AdFormat, reward: RewardRequest? = nil) async throws(VideoAdError)
    -> VideoAd
  {
    guard !isGone else { throw VideoAdError.destroyed }
    if reward != nil, format != .rewarded {
      throw VideoAdError.invalidRewardRequest("a reward request goes with .rewarded ads only")
    }
    guard let configuration = services.configuration, let client = services.client else {
      throw VideoAdError.notInitialized
    }
    if let problem = services.configurationProblem {
      throw VideoAdError.invalidConfiguration(problem)
    }
    if let ad = held[format] {
      ad.controller.expireIfDue()
      // A rewarded ad asked for with another reward request (another episode to unlock) would
      // carry the wrong user or data to the app's server: it is rejected, and a new one asked.
      if ad.controller.lifecycle.isUnshown, format == .rewarded,
        ad.controller.rewardRequest != reward
      {
        try? ad.reject()
      }
      if ad.controller.lifecycle.isUnshown { return ad }
      held[format] = nil
    }
    if let pending = requests[format] { return try await pending.operation.value() }

    services.environment.refreshPlatformFacts?()
    let operation = SharedOperation<VideoAd>(tracker: services.clock.resumptionTracker)
    let requestID = services.events.makeID()
    let clock = services.clock
    let sentAt = clock.now
    let context = AdRequestContext(
      format: format,
      requestID: requestID,
      content: content,
      playhead: player?.playheadSeconds,
      playerSize: lastContainerSize,
      consent: configuration.consent,
      rewardRequest: reward
    )
    requests[format] = PendingRequest(
      requestID: requestID, operation: operation, work: [], rewardRequest: reward)
    // Built off the main actor and sent through the client's transport (the sandbox's too),
    // answered here; on a manual clock, in the same order every run. Started before the
    // event and the deadline below, whose timers cost the main actor a little each: the
    // request is on its way meanwhile. Its answer comes in a later job of the main actor, so
    // it still follows them.
    let request = client.startRequest(context, sentAt: sentAt, clock: clock) {
      [weak self] result in
      self?.finishRequest(format, requestID: requestID, result)
    }
    emit(.requested, format: format, requestID: requestID)

    let deadline = clock.schedule(at: sentAt + configuration.requestTimeout) { [weak self] in
      self?.finishRequest(format, requestID: requestID, .failure(.timedOut(.request)))
    }
    requests[format]?.work = [deadline, request]
    return try await operation.value()
  }

  private func finishRequest(
    _ format: AdFormat, requestID: String, _ result: Result<AdResponse, VideoAdError>
  ) {
    // A cancelled request's task may still report; a later request of the format is not its.
    guard let pending = requests[format], pending.requestID == requestID,
      pending.operation.result == nil
    else { return }
    requests[format] = nil
    for work in pending.work { work.cancel() }
    guard !isGone else {
      pending.operation.finish(.failure(.destroyed))
      return
    }
    switch result {
    case .success(let response):
      let offered = response.slots.filter { $0.format == format }
      // A creative the viewer reported is not shown again while the app runs.
      if let slot = offered.first(where: { !services.reportedCreatives.contains($0.creativeKey) }) {
        let ad = VideoAd(slot: slot, requestID: requestID, services: services, session: self)
        ad.controller.rewardRequest = pending.rewardRequest
        if let reward = slot.reward {
          var required: TimeInterval?
          if case .watchedSeconds(let seconds) = reward.requirement { required = seconds }
          services.inspector.rewardOffered(
            requestID: requestID, type: reward.type, amount: reward.amount,
            requiredSeconds: required)
        }
        services.inspector.filled(
          requestID: requestID, format: format,
          lifetime: ad.controller.expiresAt - ad.controller.filledAt)
        held[format] = ad
        ad.controller.emit(.filled)
        pending.operation.finish(.success(ad))
      } else {
        let reason = offered.isEmpty ? response.noFillReason : .reportedByViewer
        emit(.noFill(reason), format: format, requestID: requestID)
        pending.operation.finish(.failure(.noFill(reason: reason)))
      }
    case .failure(let error):
      emit(.requestFailed(error), format: format, requestID: requestID)
      pending.operation.finish(.failure(error))
    }
  }

  /// The ad was shown or dropped: the session no longer holds it.
  func adLeftHold(_ ad: AdController) {
    if held[ad.format]?.controller === ad { held[ad.format] = nil }
  }

  /// Drops every held ad (reported as not used), fails requests in flight with `destroyed`,
  /// and ends this session's ad on screen with `.destroyed`.
  func destroy() {
    guard !isDestroyed else { return }
    isDestroyed = true
    // In a fixed order (a dictionary's varies from run to run), so the events do not.
    let pending = AdFormat.allCases.compactMap { requests[$0] }
    requests.removeAll()
    for request in pending {
      for work in request.work { work.cancel() }
      request.operation.finish(.failure(.destroyed))
    }
    let unshown = AdFormat.allCases.compactMap { held[$0] }
    held.removeAll()
    for ad in unshown { ad.controller.drop(.destroyed) }
    if let current = services.screen.current?.controller, current.session === self {
      current.end(.destroyed)
    }
    trackedPlayer = nil
    providerPlayer = nil
  }

  private func emit(_ name: AdEvent.Name, format: AdFormat, requestID: String) {
    services.events.emit(
      name, format: format, adID: nil, requestID: requestID, time: services.clock.now,
      contentPlayhead: player?.playheadSeconds)
  }
}
