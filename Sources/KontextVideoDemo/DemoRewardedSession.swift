import Foundation
import KontextVideoCore
import KontextVideoSDK
import KontextVideoTesting

/// `--scenario rewarded`: the short-drama unlock. Episode 1 is free; Episode 2 is locked, and
/// the app offers "Watch an ad to unlock Episode 2". The viewer taps it, taps Close by habit,
/// keeps watching when asked, and earns the reward after 15 s of watching: the app unlocks the
/// episode at once, strictly before the ad's end. The SDK sends the earning to the ad server,
/// whose signed call to the app's server fails twice, then is verified and granted once. On a
/// manual clock, so the timeline is the same every run.
@MainActor
struct DemoRewardedSession {
  let options: DemoOptions

  func run() async -> DemoSession.Summary {
    let world = DemoWorld(
      configuration: .sandbox(.rewarded, logLevel: .none), json: options.json,
      measure: options.measure, deterministicIDs: true)
    defer { world.close() }
    let (clock, sdk, presenter, timeline) = (
      world.clock, world.sdk, world.presenter, world.timeline
    )
    func at(_ time: TimeInterval) async { await clock.advance(by: time - clock.now) }

    timeline.heading("Unlocking Episode 2 with a rewarded ad (sandbox scenario 'rewarded')")
    let unlock = UnlockScreen(sdk: sdk, timeline: timeline)
    timeline.note(.app, "Episode 1 ends; Episode 2 is locked: asks for a rewarded ad")
    await unlock.prepare()
    if let sandbox = sdk.sandbox {
      sandbox.rewardCallbacks.onAttempt = { attempt in Self.note(attempt, timeline) }
    }
    await at(2)
    timeline.note(.viewer, "taps \"\(unlock.buttonTitle)\"")
    unlock.show()
    await at(6)
    timeline.note(.viewer, "taps Close by habit")
    presenter.tapClose()
    if presenter.isAskingToClose {
      let strings = AdChromeStrings(language: "en")
      timeline.note(
        .app,
        "the player asks: \(strings.text(.closeRewardedQuestion)) "
          + "\(strings.text(.closeRewardedWarning)) (the video paused)")
    }
    await at(9)
    timeline.note(.viewer, "keeps watching")
    presenter.answerClose(closes: false)
    await at(40)
    await sdk.deliverPendingEvents()
    await at(50)
    timeline.note(
      .app,
      "Episode 2 is " + (unlock.unlocked ? "unlocked" : "still locked")
        + "; the app's server granted \(unlock.grantsOnServer(sdk)) transaction(s)")
    var later: [EarnedReward] = []
    sdk.deliverUnclaimedRewards { later.append($0) }
    timeline.note(
      .app, "at the next launch, deliverUnclaimedRewards hands over \(later.count) reward(s)")
    if options.inspect { print(sdk.inspector.ledger(), terminator: "") }
    return DemoSession.summarize(sdk.recentEvents)
  }

  /// One call of the ad server to the app's server, a line.
  private static func note(_ attempt: SandboxRewardCallbacks.Attempt, _ timeline: Timeline) {
    var what = "calls the app's server for transaction \(attempt.transactionID), attempt "
    what += "\(attempt.number), \(attempt.signature.prefix(24))…: HTTP \(attempt.status)"
    if attempt.granted {
      what += ", signature verified, granted"
    } else if let retry = attempt.retryIn {
      what += ", retries in \(Int(retry)) s"
    }
    timeline.note(.server, what, format: .rewarded)
  }
}

/// The app's unlock screen: it asks for a rewarded ad for the next episode, shows its button
/// with the reward, and unlocks the episode when the reward is earned.
@MainActor
private final class UnlockScreen: VideoAdDelegate {
  let ads: VideoAds
  let timeline: Timeline
  private var ad: VideoAd?
  private(set) var unlocked = false

  init(sdk: KontextVideo, timeline: Timeline) {
    self.timeline = timeline
    ads = VideoAds(
      content: .init(
        id: "episode-1", language: "en", title: "Episode 1", duration: 90,
        series: .init(id: "series-42", title: "My Marionette Lover", episodeCount: 6)),
      sdk: sdk)
  }

  var buttonTitle: String {
    guard let reward = ad?.reward else { return "Unlock Episode 2" }
    return "Watch an ad to unlock Episode 2 (\(reward.amount) \(reward.type))"
  }

  func prepare() async {
    do {
      let request = try RewardRequest(userID: "viewer-7", customData: "series=42&episode=2")
      let ad = try await ads.format(.rewarded, reward: request)
      try await ad.load()
      ad.delegate = self
      self.ad = ad
      timeline.note(.app, "shows \"\(buttonTitle)\"", format: .rewarded, adID: ad.id)
    } catch {
      timeline.note(.app, "no rewarded ad this time: \(error); hides the button")
    }
  }

  func show() {
    do {
      try ad?.show()
    } catch {
      timeline.note(.app, "could not show the rewarded ad: \(error)")
    }
  }

  func grantsOnServer(_ sdk: KontextVideo) -> Int {
    sdk.sandbox?.rewardCallbacks.attempts.filter(\.granted).count ?? 0
  }

  func videoAd(_ ad: VideoAd, didEarn reward: EarnedReward) {
    unlocked = true
    timeline.note(
      .delegate,
      "didEarn(\(reward.reward.amount) \(reward.reward.type), transaction "
        + "\(reward.transactionID)): the app unlocks Episode 2 on the device",
      format: ad.format, adID: ad.id)
  }

  func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {
    timeline.note(.delegate, "didEnd(.\(reason.rawValue))", format: ad.format, adID: ad.id)
    self.ad = nil
  }
}
