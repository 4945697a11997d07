import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The sandbox's signed calls to the app's server: signed as the reference server and the
/// verification samples sign (the expected value below is Python's `hmac` over the same
/// bytes), retried until the app's server answers, and granted once.
@MainActor
struct SandboxRewardCallbacksTests {
  private let body =
    #"{"transaction_id":"t-1","user_id":"viewer-7","custom_data":"series=42&episode=2","#
    + #""reward_type":"coins","reward_amount":5,"slot_id":"s-1","request_id":"r-1","#
    + #""earned_at":"2027-01-15T08:00:20.000Z"}"#

  @Test func signsAsTheVerificationSamplesVerify() {
    let header = SandboxRewardCallbacks.signature(body: body, time: 1_800_000_021)
    #expect(
      header
        == "t=1800000021,v1=18c2cc56bcf8b8cdbc69e3875756fb14addb8b52f8e67b549f753f27f13ee823")
    #expect(SandboxRewardCallbacks.verifies(body: body, signature: header))
    #expect(!SandboxRewardCallbacks.verifies(body: body + " ", signature: header))
    #expect(!SandboxRewardCallbacks.verifies(body: body, signature: "t=1800000021,v1=00"))
    #expect(!SandboxRewardCallbacks.verifies(body: body, signature: "garbage"))
    #expect(!SandboxRewardCallbacks.verifies(body: body, signature: header, secret: "other"))
  }

  @Test func theRewardedScenariosAppServerFailsTwiceThenGrantsOnce() async throws {
    let fixture = Fixture(.rewarded)
    let request = try RewardRequest(userID: "viewer-7", customData: "series=42&episode=2")
    let ad = try await fixture.ads.format(.rewarded, reward: request)
    try await ad.load()
    ad.delegate = fixture.recorder
    try ad.show()
    await fixture.clock.advance(by: 15)
    let earned = try #require(fixture.recorder.earnedRewards.first)
    await fixture.sdk.deliverPendingEvents()
    await fixture.clock.advance(by: 10)
    let attempts = try #require(fixture.sdk.sandbox?.rewardCallbacks.attempts)
    #expect(attempts.map(\.status) == [500, 500, 200])
    #expect(attempts.map(\.granted) == [false, false, true])
    #expect(attempts.allSatisfy { $0.verified && $0.transactionID == earned.transactionID })
    let payload = try #require(
      try JSONSerialization.jsonObject(with: Data(attempts[2].body.utf8)) as? [String: Any])
    #expect(payload["user_id"] as? String == "viewer-7")
    #expect(payload["custom_data"] as? String == "series=42&episode=2")
    #expect(payload["reward_amount"] as? Int == 5)
    #expect(payload["slot_id"] as? String == ad.id)
    // The queue may send the event again (a retry after a lost answer): no second grant.
    fixture.sdk.sandbox?.rewardCallbacks.eventsArrived(
      try JSONSerialization.data(withJSONObject: [
        "events": [
          [
            "name": "reward_earned", "transaction_id": earned.transactionID, "slot_id": ad.id,
            "reward": ["type": "coins", "amount": 5],
          ]
        ]
      ]))
    await fixture.clock.advance(by: 30)
    #expect(fixture.sdk.sandbox?.rewardCallbacks.attempts.count == 3)
  }
}
