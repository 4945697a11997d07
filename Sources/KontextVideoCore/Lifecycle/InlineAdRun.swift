import Foundation

/// Runs an overlay or pause ad while it is on screen: samples its exposure and the player,
/// counts the impression, times the overlay, and ends the ad when a rule says so.
@MainActor
final class InlineAdRun {
  let container: any AdContainer
  let placement: AdPlacement
  private weak var player: (any VideoAdsPlayer)?
  private let clock: any AdClock
  private let isAppActive: @MainActor () -> Bool
  private let onImpression: @MainActor () -> Void
  private let onViewable: @MainActor () -> Void
  private let onEnd: @MainActor (VideoAd.EndReason) -> Void
  private var viewability = ViewabilityTimer()
  private var timers: [AdCancellable] = []
  private var sampler: AdCancellable?
  private var observation: PlaybackObservation?
  private var offScreenSince: TimeInterval?
  private var impressionCounted = false
  private var wasPlaying: Bool

  init(
    container: any AdContainer,
    placement: AdPlacement,
    player: (any VideoAdsPlayer)?,
    clock: any AdClock,
    isAppActive: @escaping @MainActor () -> Bool,
    onImpression: @escaping @MainActor () -> Void,
    onViewable: @escaping @MainActor () -> Void,
    onEnd: @escaping @MainActor (VideoAd.EndReason) -> Void
  ) {
    self.container = container
    self.placement = placement
    self.player = player
    self.clock = clock
    self.isAppActive = isAppActive
    self.onImpression = onImpression
    self.onViewable = onViewable
    self.onEnd = onEnd
    wasPlaying = player?.isPlaying ?? false
  }

  /// Starts the display timer (overlays), the sampler and the player observation.
  func start(displaySeconds: TimeInterval?) {
    if let displaySeconds {
      timers.append(
        clock.schedule(at: clock.now + displaySeconds) { [weak self] in
          self?.onEnd(.completed)
        })
    }
    observation = player?.observePlayback { [weak self] in self?.checkPlayer() }
    observeViewability(container.exposure(of: placement.frame))
    scheduleSample()
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

  /// Stops every timer and removes the ad from its container.
  func stop() {
    for work in timers { work.cancel() }
    timers.removeAll()
    sampler?.cancel()
    sampler = nil
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
    observeViewability(container.exposure(of: placement.frame))
  }

  private func observeViewability(_ exposure: AdExposure) {
    let counts = ViewabilityTimer.counts(exposure, appIsActive: isAppActive())
    if viewability.observe(counts: counts, at: clock.now) { onViewable() }
  }

  private func sample() {
    let exposure = container.exposure(of: placement.frame)
    if exposure.isOnScreen {
      offScreenSince = nil
      if !impressionCounted {
        impressionCounted = true
        onImpression()
      }
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
