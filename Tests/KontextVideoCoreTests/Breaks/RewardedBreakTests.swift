import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A rewarded ad that is a break of several ads earns its reward by the break: the time
/// watched adds up across its ads, and a whole-video reward needs the whole break.
@MainActor
struct RewardedBreakTests {
  /// A rewarded pod of A (10 s) and B (8 s).
  static let pod = """
    <VAST version="4.1">\(AdBreakRig.inline("a", sequence: 1, seconds: 10, skip: "00:00:02"))\
    \(AdBreakRig.inline("b", sequence: 2, seconds: 8, skip: nil))</VAST>
    """

  private func rig(requiredSeconds: Int?) -> AdBreakRig {
    // The rig's delegate hears the rewards (`rewards`).
    var reward: [String: Any] = ["type": "coins", "amount": 5]
    reward["required_seconds"] = requiredSeconds
    return AdBreakRig(Self.pod, format: .rewarded, slotFields: ["reward": reward])
  }

  @Test func watchedTimeAddsUpAcrossTheBreaksAds() async throws {
    let rig = rig(requiredSeconds: 15)
    let ad = try await rig.loadedAd(.rewarded)
    #expect(ad.adBreak?.totalDuration == 18)
    try ad.show()
    await rig.clock.advance(by: 3)
    rig.presenter.tapSkip()  // a rewarded ad has no Skip, in a break too
    #expect(ad.adBreakPosition == 1)
    await rig.clock.advance(by: 9)
    #expect(ad.adBreakPosition == 2)
    #expect(rig.rewards == 0, "12 s watched: 10 of A, 2 of B")
    #expect(rig.presenter.presentation?.rewardCountdownSeconds == 3)
    await rig.clock.advance(by: 3)
    #expect(rig.rewards == 1)
    await rig.clock.advance(by: 4)
    #expect(rig.rewards == 1, "once")
    #expect(rig.delegate.heard == [.impression, .reward, .end(.completed)])
  }

  @Test func aWholeVideoRewardNeedsTheWholeBreak() async throws {
    let rig = rig(requiredSeconds: nil)
    let ad = try await rig.loadedAd(.rewarded)
    try ad.show()
    await rig.clock.advance(by: 11)
    #expect(ad.adBreakPosition == 2)
    #expect(rig.rewards == 0, "A completed, the break did not")
    await rig.clock.advance(by: 8)
    #expect(rig.rewards == 1)
    #expect(rig.delegate.heard == [.impression, .reward, .end(.completed)])
  }

  @Test func closingInTheSecondAdBeforeTheRewardEarnsNothing() async throws {
    let rig = rig(requiredSeconds: 15)
    let ad = try await rig.loadedAd(.rewarded)
    try ad.show()
    await rig.clock.advance(by: 12)
    rig.presenter.tapClose()
    #expect(rig.presenter.isAskingToClose)
    rig.presenter.answerClose(closes: true)
    await rig.clock.advance(by: 1)
    #expect(rig.rewards == 0)
    #expect(rig.delegate.heard == [.impression, .end(.closed)])
    #expect(rig.events(.close, of: ad).compactMap(\.breakPosition) == [2])
  }
}
