import KontextVideoSDK
import KontextVideoTesting
import Testing

// The "Unlocking episodes with rewarded ads" article's code, compiled and run here with the
// public API only; Tools/check-doc-snippets.py keeps the article and this file the same.

/// Your app's unlock logic: it offers a rewarded ad for the next episode and unlocks the
/// episode when the reward is earned, once per transaction.
@MainActor
final class EpisodeUnlocker: VideoAdDelegate {
  private let ads: VideoAds
  private(set) var offer: VideoAd?
  private(set) var unlocked: Set<Int> = []
  private var granted: Set<String> = []  // transaction ids, as your server keeps them

  init(ads: VideoAds) { self.ads = ads }

  /// Asks for the ad behind "Watch an ad to unlock episode N"; no fill hides the button.
  func prepareUnlock(of episode: Int, for userID: String) async {
    do {
      let request = try RewardRequest(userID: userID, customData: "episode=\(episode)")
      let ad = try await ads.format(.rewarded, reward: request)
      try await ad.load()
      ad.delegate = self
      offer = ad
    } catch {
      offer = nil  // no ad this time: offer coins, or try again later
    }
  }

  /// The viewer tapped the button.
  func watchToUnlock() throws {
    try offer?.show()
  }

  func videoAd(_ ad: VideoAd, didEarn reward: EarnedReward) {
    grant(reward)
  }

  func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {
    offer = nil  // closed early, failed or completed: the next unlock asks again
  }

  /// Unlocks the reward's episode, once per transaction (at launch too, for a reward the
  /// app was killed before it heard of).
  func grant(_ reward: EarnedReward) {
    guard granted.insert(reward.transactionID).inserted,
      let episode = reward.customData.flatMap({ Int($0.dropFirst("episode=".count)) })
    else { return }
    unlocked.insert(episode)
  }
}

@MainActor
@Test func theUnlockIsGrantedOnceAndOnlyWhenEarned() async throws {
  let (sdk, clock, presenter) = KontextVideo.testing(.rewarded)
  let ads = VideoAds(content: .init(id: "episode-11", language: "en"), sdk: sdk)
  let unlocker = EpisodeUnlocker(ads: ads)

  // Closed before the reward: asked first, then nothing is unlocked.
  await unlocker.prepareUnlock(of: 12, for: "user-81")
  #expect(unlocker.offer?.reward?.requirement == .watchedSeconds(15))
  try unlocker.watchToUnlock()
  await clock.advance(by: 10)
  presenter.tapClose()
  #expect(presenter.isAskingToClose)
  presenter.answerClose(closes: true)
  await clock.advance(by: 1)
  #expect(unlocker.unlocked.isEmpty)

  // Watched: unlocked once, before the ad's end.
  await unlocker.prepareUnlock(of: 12, for: "user-81")
  try unlocker.watchToUnlock()
  await clock.advance(by: 15)
  #expect(unlocker.unlocked == [12])
  await clock.advance(by: 16)
  #expect(unlocker.offer == nil)  // ended
  sdk.deliverUnclaimedRewards { unlocker.grant($0) }  // what a relaunch would do
  #expect(unlocker.unlocked == [12])
}
