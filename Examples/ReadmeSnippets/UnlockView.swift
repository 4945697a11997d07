// The "Unlocking episodes with rewarded ads" article's SwiftUI code, compiled as written.
import KontextVideoSDK
import SwiftUI

@MainActor
final class UnlockModel: ObservableObject {
  let ads: VideoAds
  let episode: Int
  @Published var offer: VideoAd?
  @Published var adOnScreen: VideoAd?
  @Published var isUnlocked = false

  init(ads: VideoAds, episode: Int, userID: String) {
    self.ads = ads
    self.episode = episode
    Task { await prepare(for: userID) }
  }

  func prepare(for userID: String) async {
    guard let request = try? RewardRequest(userID: userID, customData: "episode=\(episode)"),
      let ad = try? await ads.format(.rewarded, reward: request)
    else { return }
    try? await ad.load()
    offer = ad.isReady ? ad : nil  // no fill or no load: the button stays hidden
  }

  func earned(_ reward: EarnedReward) {
    isUnlocked = true  // before onEnd; your server confirms reward.transactionID
  }

  func ended() {
    adOnScreen = nil
    offer = nil
  }
}

struct UnlockView: View {
  @StateObject var model: UnlockModel

  var body: some View {
    HStack {
      if model.isUnlocked {
        Text("Episode \(model.episode) is unlocked")
      } else if let offer = model.offer {
        Button {
          model.adOnScreen = offer  // VideoAdHost presents it full screen
        } label: {
          Text("Watch an ad to unlock episode \(model.episode)")
        }
      }
    }
    .overlay(
      VideoAdHost(
        ad: model.adOnScreen, onEnd: { _, _ in model.ended() },
        onReward: { _, reward in model.earned(reward) }))
  }
}
