import Foundation

/// Runs an overlay or pause ad while it is on screen: samples its exposure and the player,
/// counts the impression, times the overlay, and ends the ad when a rule says so.
@MainActor
final class InlineAdRun {
  let container: any AdContainer
  let placement: AdPlacement
  private weak var player: (any VideoAdsPlayer)?
  /// Whether the content plays in Picture in Picture or on another screen now.
  private let isContentElsewhere: @MainActor () -> Bool
  private let clock: any AdClock
  private let isAppActive: @MainActor () -> Bool
  private let onImpression: @MainActor () -> Void
  private let onViewable: @MainActor () -> Void
  private let onEnd: @MainActor (VideoAd.EndReason) -> Void
  /// Lays the ad out in a container of a given size and safe area: its frame, or why it no
  /// longer fits.
  private let layout: @MainActor (AdSize, AdInsets) -> Result<AdRect, VideoAdError>
  /// The container's size and safe area the ad was last laid out for.
  private var laidOutFor: (size: AdSize, safeArea: AdInsets)
  private var viewability = ViewabilityTimer()
  /// An overlay's display timer, and the display time left while it is held (the ⓘ sheet).
  private var displayTimer: AdCancellable?
  private var displayEndsAt: TimeInterval?
  private var displayLeft: TimeInterval?
  /// What the SDK shows over the ad now (its ⓘ sheet, a page a click opened): while anything
  /// does, nothing counts, and nothing ends the ad for being covered by it.
  private var holds: Set<Hold> = []

  /// Something the SDK shows over an inline ad, which holds it.
  enum Hold: Sendable, Hashable {
    /// The ad's ⓘ sheet.
    case infoSheet
    /// A page, or an App Store product page, a click on the ad opened in the app.
    case landingPage
  }

  private var isHeld: Bool { !holds.isEmpty }
  private var sampler: AdCancellable?
  private var observation: PlaybackObservation?
  private var offScreenSince: TimeInterval?
  private var impressionCounted = false
  private var wasPlaying: Bool

  init(
    container: any AdContainer,
    placement: AdPlacement,
    player: (any VideoAdsPlayer)?,
    isContentElsewhere: @escaping @MainActor () -> Bool,
    clock: any AdClock,
    isAppActive: @escaping @MainActor () -> Bool,
    onImpression: @escaping @MainActor () -> Void,
    onViewable: @escaping @MainActor () -> Void,
    onEnd: @escaping @MainActor (VideoAd.EndReason) -> Void,
    layout: @escaping @MainActor (AdSize, AdInsets) -> Result<AdRect, VideoAdError>
  ) {
    self.container = container
    self.placement = placement
    self.player = player
    self.isContentElsewhere = isContentElsewhere
    self.clock = clock
    self.isAppActive = isAppActive
    self.onImpression = onImpression
    self.onViewable = onViewable
    self.onEnd = onEnd
    self.layout = layout
    laidOutFor = (container.size, container.safeArea)
    wasPlaying = player?.isPlaying ?? false
  }

  /// Starts the display timer (overlays), the sampler and the player observation.
  func start(displaySeconds: TimeInterval?) {
    if let displaySeconds { scheduleDisplayEnd(in: displaySeconds) }
    observation = player?.observePlayback { [weak self] in self?.checkPlayer() }
    placement.onResize = { [weak self] in self?.checkSize() }
    observeViewability(currentExposure())
    scheduleSample()
  }

  private func scheduleDisplayEnd(in seconds: TimeInterval) {
    let endsAt = clock.now + seconds
    displayEndsAt = endsAt
    displayTimer = clock.schedule(at: endsAt) { [weak self] in self?.onEnd(.completed) }
  }

  /// Holds the ad while the SDK shows `hold` over it (`on`), or lets it go on once nothing is
  /// over it: an overlay's display time stops and starts again where it stopped; no viewable
  /// time counts, and the ad is not ended for being covered.
  func setHold(_ hold: Hold, _ on: Bool) {
    let wasHeld = isHeld
    if on { holds.insert(hold) } else { holds.remove(hold) }
    guard isHeld != wasHeld else { return }
    if isHeld {
      if let displayEndsAt {
        displayLeft = max(displayEndsAt - clock.now, 0)
        displayTimer?.cancel()
        displayTimer = nil
        self.displayEndsAt = nil
      }
    } else if let left = displayLeft {
      displayLeft = nil
      scheduleDisplayEnd(in: left)
    }
    offScreenSince = nil
    observeViewability(currentExposure())
  }

  /// Ends an overlay whose player paused, or a pause ad whose player resumed.
  func checkPlayer() {
    guard let player else { return }
    let isPlaying = player.isPlaying
    defer { wasPlaying = isPlaying }
    if placement.format == .overlay, wasPlaying, !isPlaying {
      onEnd(.contentPaused)
    } else if placement.format == .pause, !wasPlaying, isPlaying {
      onEnd(.contentResumed)
    }
  }

  /// Lays the ad out again when its container changed size or safe area (a rotation); ends it
  /// `.interrupted` when it no longer fits. Returns whether the ad is still up.
  @discardableResult
  func checkSize() -> Bool {
    let size = container.size
    let safeArea = container.safeArea
    guard size != laidOutFor.size || safeArea != laidOutFor.safeArea else { return true }
    laidOutFor = (size, safeArea)
    switch layout(size, safeArea) {
    case .success(let frame):
      if frame != placement.frame {
        placement.frame = frame
        container.relayout(placement)
      }
      return true
    case .failure:
      onEnd(.interrupted)
      return false
    }
  }

  /// What the viewer can see of the ad: nothing while the content plays elsewhere (Picture in
  /// Picture, AirPlay); unknown while the creative does not show its content (an HTML creative
  /// being loaded again): no impression, no viewable time, and not ended for it; else what the
  /// container reports.
  private func currentExposure() -> AdExposure {
    if isContentElsewhere() { return .offScreen }
    if !placement.creative.isShowingContent { return .unknown }
    return container.exposure(of: placement.frame)
  }

  /// Stops every timer and removes the ad from its container.
  func stop() {
    displayTimer?.cancel()
    displayTimer = nil
    sampler?.cancel()
    sampler = nil
    placement.onResize = nil
    observation?.cancel()
    observation = nil
    container.remove(placement)
    placement.creative.release()
  }

  private func scheduleSample() {
    sampler = clock.schedule(at: clock.now + KontextVideo.Defaults.samplingInterval) {
      [weak self] in
      self?.sample()
    }
  }

  /// Takes a viewability observation now, outside the sampling rhythm (the app's state changed).
  func observeNow() {
    observeViewability(currentExposure())
  }

  private func observeViewability(_ exposure: AdExposure) {
    let counts =
      !isHeld && ViewabilityTimer.counts(exposure, appIsActive: isAppActive())
    if viewability.observe(counts: counts, at: clock.now) { onViewable() }
  }

  private func sample() {
    guard checkSize() else { return }
    let exposure = currentExposure()
    if !exposure.isMeasured {
      // Unknown (the container could not measure this time): no evidence either way. No
      // impression, no viewable time, and a grace under way starts over: the ad is ended only
      // after a second of readings that know it is off screen.
      offScreenSince = nil
      observeViewability(exposure)
    } else if exposure.isOnScreen {
      offScreenSince = nil
      if !impressionCounted {
        impressionCounted = true
        onImpression()
      }
      observeViewability(exposure)
    } else if !isAppActive() || isHeld {
      // In the background (or while a system sheet, or the ad's own ⓘ sheet, covers the app)
      // nothing the viewer does moved the ad away: a pause ad stays, and the grace starts over
      // on return.
      offScreenSince = nil
      observeViewability(exposure)
    } else {
      observeViewability(exposure)
      let since = offScreenSince ?? clock.now
      offScreenSince = since
      if clock.now - since >= KontextVideo.Defaults.interruptionGrace - 1e-9 {
        onEnd(.interrupted)
        return
      }
    }
    checkPlayer()
    guard sampler != nil else { return }
    scheduleSample()
  }
}
