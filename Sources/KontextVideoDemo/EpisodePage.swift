import KontextVideoSDK
import KontextVideoTesting

/// One episode's player screen, integrated as Kontext's "Showing your first ad" guide says:
/// prepare each format early, show it at its moment, react in `didEnd`, destroy on leave.
@MainActor
final class EpisodePage: VideoAdDelegate {
  let title: String
  let ads: VideoAds
  let player: SimulatedPlayer
  let container = HeadlessContainer(width: 390, height: 693)
  private let timeline: Timeline
  private var overlayAd: VideoAd?
  private var pauseAd: VideoAd?
  private var linearAd: VideoAd?
  private var rewardedAd: VideoAd?
  private var waitingFormats: [AdFormat] = []
  private var preparer: Task<Void, Never>?

  init(content: KontextVideo.Content, sdk: KontextVideo, clock: ManualClock, timeline: Timeline) {
    title = content.title ?? content.id
    ads = VideoAds(content: content, sdk: sdk)
    player = SimulatedPlayer(clock: clock, duration: content.duration ?? 90)
    self.timeline = timeline
    ads.track(player)
  }

  /// Starts preparing an ad of `format` without waiting for it. Preparations run one after
  /// another, in one task: on Linux the main actor does not always resume tasks woken together
  /// in the order they were woken, so separate tasks would print in a different order from run
  /// to run; one task prints the same timeline every time.
  func startPreparing(_ format: AdFormat) {
    waitingFormats.append(format)
    guard preparer == nil else { return }
    preparer = Task {
      while !waitingFormats.isEmpty {
        await prepare(waitingFormats.removeFirst())
      }
      preparer = nil
    }
  }

  /// Waits for every preparation started so far (used against a real server, whose answers
  /// take real time while the demo's clock stands still).
  func finishPreparing() async {
    while let preparer { await preparer.value }
  }

  /// Asks for an ad of `format` and loads it, so it shows instantly later.
  func prepare(_ format: AdFormat) async {
    do {
      let ad = try await ads.format(format)
      try await ad.load()
      ad.delegate = self
      switch format {
      case .overlay: overlayAd = ad
      case .pause: pauseAd = ad
      case .linear: linearAd = ad
      case .rewarded: rewardedAd = ad
      }
      timeline.note(.app, "\(format.rawValue) ad ready", format: format, adID: ad.id)
    } catch {
      timeline.note(.app, "no \(format.rawValue) ad this time: \(error)", format: format)
    }
  }

  func showOverlay() {
    attempt(.overlay) { try overlayAd?.show(in: container) }
  }

  func viewerPaused() {
    player.pause()
    attempt(.pause) { try pauseAd?.show(in: container) }
  }

  func viewerResumed() {
    attempt(.pause) { try pauseAd?.dismiss() }
    player.play()
  }

  /// The shape of the linear ad's break, once it is loaded.
  var linearAdBreak: AdBreak? { linearAd?.adBreak }

  func showLinear() {
    guard let linearAd else {
      timeline.note(.app, "no linear ad ready: next episode plays at once", format: .linear)
      return
    }
    player.pause()
    attempt(.linear) { try linearAd.show() }
  }

  func leave() {
    timeline.note(.app, "viewer leaves \(title): ads.destroy()")
    ads.destroy()
  }

  private func attempt(_ format: AdFormat, _ body: () throws -> Void) {
    do {
      try body()
    } catch {
      timeline.note(.app, "\(format.rawValue) not shown: \(error)", format: format)
      if format == .linear { player.play() }
    }
  }

  // MARK: VideoAdDelegate

  func videoAdDidRecordImpression(_ ad: VideoAd) {
    timeline.note(.delegate, "videoAdDidRecordImpression", format: ad.format, adID: ad.id)
  }

  func videoAd(_ ad: VideoAd, didClick click: VideoAdClick) {
    let destination = click.destination?.absoluteString ?? "no landing page"
    timeline.note(.delegate, "didClick → \(destination)", format: ad.format, adID: ad.id)
  }

  func videoAd(_ ad: VideoAd, didReport report: AdReport) {
    timeline.note(
      .delegate, "didReport(.\(report.reason.rawValue))", format: ad.format, adID: ad.id)
  }

  func videoAd(_ ad: VideoAd, didEarn reward: EarnedReward) {
    timeline.note(
      .delegate,
      "didEarn(\(reward.reward.amount) \(reward.reward.type), transaction \(reward.transactionID))",
      format: ad.format, adID: ad.id)
  }

  func videoAd(_ ad: VideoAd, didFailWith error: VideoAdError) {
    timeline.note(.delegate, "didFail: \(error)", format: ad.format, adID: ad.id)
  }

  func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {
    timeline.note(.delegate, "didEnd(.\(reason.rawValue))", format: ad.format, adID: ad.id)
    switch ad.format {
    case .overlay: overlayAd = nil
    case .pause:
      pauseAd = nil
      if reason == .resumed { player.play() }
    case .linear:
      linearAd = nil
      guard !ads.isDestroyed else { return }
    case .rewarded:
      // The viewer chooses a rewarded ad: the next is asked for when they tap "unlock" again.
      rewardedAd = nil
      return
    }
    guard !ads.isDestroyed else { return }
    startPreparing(ad.format)
  }
}
