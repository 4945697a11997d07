import KontextVideoSDK

/// The integrator's delegate of one ad: tells the ledger everything it hears.
@MainActor
final class ModelDelegate: VideoAdDelegate {
  private weak var ledger: ModelLedger?

  init(ledger: ModelLedger) {
    self.ledger = ledger
  }

  func videoAdDidRecordImpression(_ ad: VideoAd) {
    ledger?.heard(.impression, from: ad, by: self)
  }

  func videoAd(_ ad: VideoAd, didClick click: VideoAdClick) {
    ledger?.heard(.click, from: ad, by: self)
  }

  func videoAd(_ ad: VideoAd, didFailWith error: VideoAdError) {
    ledger?.heard(.failure, from: ad, by: self)
  }

  func videoAd(_ ad: VideoAd, didEarn reward: EarnedReward) {
    ledger?.heard(.reward(transactionID: reward.transactionID), from: ad, by: self, reward: reward)
  }

  func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {
    ledger?.heard(.end(reason), from: ad, by: self)
  }
}
