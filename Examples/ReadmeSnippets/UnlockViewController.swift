// The "Unlocking episodes with rewarded ads" article's UIKit code, compiled as written.
import KontextVideoSDK
import UIKit

@MainActor
final class UnlockViewController: UIViewController, VideoAdDelegate {
  let ads: VideoAds
  let episode: Int
  let userID: String
  let unlockButton = UIButton(configuration: .filled())
  private var offer: VideoAd?

  init(ads: VideoAds, episode: Int, userID: String) {
    self.ads = ads
    self.episode = episode
    self.userID = userID
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    unlockButton.isHidden = true
    unlockButton.addAction(
      UIAction { [weak self] _ in self?.watch() }, for: .primaryActionTriggered)
    view.addSubview(unlockButton)
    Task { await prepareUnlock() }
  }

  func prepareUnlock() async {
    do {
      let request = try RewardRequest(userID: userID, customData: "episode=\(episode)")
      let ad = try await ads.format(.rewarded, reward: request)
      try await ad.load()
      ad.delegate = self
      offer = ad
      let reward = ad.reward.map { " (\($0.amount) \($0.type))" } ?? ""
      unlockButton.configuration?.title = "Watch an ad to unlock episode \(episode)\(reward)"
      unlockButton.isHidden = false
    } catch {
      unlockButton.isHidden = true  // no ad this time: offer coins instead
    }
  }

  func watch() {
    do { try offer?.show() } catch { unlockButton.isHidden = true }
  }

  func videoAd(_ ad: VideoAd, didEarn reward: EarnedReward) {
    // Before the ad's end: unlock now, and let your server confirm the transaction.
    Library.shared.unlock(episode: episode, transactionID: reward.transactionID)
  }

  func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {
    offer = nil
    unlockButton.isHidden = true
    Task { await prepareUnlock() }  // for the next episode, or another try
  }
}

/// The app's store of unlocked episodes (a stand-in for the app's own).
@MainActor
final class Library {
  static let shared = Library()
  private(set) var unlocked: [Int: String] = [:]

  func unlock(episode: Int, transactionID: String) {
    unlocked[episode] = transactionID
  }
}
