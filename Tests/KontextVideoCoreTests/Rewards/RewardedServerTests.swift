import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A rewarded ad end to end over real HTTP: the reference server fills the SDK's request (which
/// says `placement.rewarded` and carries the reward request), and accepts the SDK's
/// `reward_earned` event as the transaction of that ad, for its reward.
extension ReferenceServerSuites {
  @MainActor
  @Suite
  struct RewardedServerTests {
    @Test func theServerFillsTheRequestAndTakesTheEarningAsItsTransaction() async throws {
      let server = try ReferenceServer.shared.get()
      let clock = ManualClock()
      let titleID = "title-\(UUID().uuidString.prefix(8))"
      let (sdk, ads) = NetworkTests.makeSDK(
        clock: clock, server: server.baseURL, token: ReferenceServer.token, titleID: titleID)
      let presenter = HeadlessFullScreenPresenter(clock: clock)
      sdk.fullScreenPresenter = presenter
      let recorder = EventRecorder(sdk: sdk)
      let request = try RewardRequest(userID: "user-81", customData: "episode=12")
      let ad = try await ads.format(.rewarded, reward: request)
      #expect(
        ad.reward == VideoAdReward(type: "coins", amount: 5, requirement: .watchedSeconds(15)))
      let body = try #require(
        try await server.requests(titleID: titleID).last?["body"] as? [String: Any])
      #expect((body["placement"] as? [String: Any])?["rewarded"] as? Bool == true)
      #expect((body["reward_request"] as? [String: Any])?["custom_data"] as? String == "episode=12")
      try await ad.load()
      ad.delegate = recorder
      try ad.show()
      await clock.advance(by: 15)
      let earned = try #require(recorder.earnedRewards.first)
      await sdk.deliverPendingEvents()
      let transaction = try #require(
        try await server.rewards().first { $0["transaction_id"] as? String == earned.transactionID }
      )
      #expect(transaction["slot_id"] as? String == ad.id)
      #expect(transaction["state"] as? String != "refused", "\(transaction)")
      withExtendedLifetime(sdk) {}
    }
  }
}
