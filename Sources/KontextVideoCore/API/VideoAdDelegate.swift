/// Hears what happens to a shown ad. Every method has an empty default; the one you need is
/// ``videoAd(_:didEnd:)``.
///
/// Nothing arrives before `show()`. ``videoAd(_:didEnd:)`` arrives exactly once per shown ad,
/// whoever ended it: put your resume logic there.
///
/// ```swift
/// extension PlayerController: VideoAdDelegate {
///   func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {
///     linearAd = nil
///     guard !ads.isDestroyed else { return }
///     player.play()
///   }
/// }
/// ```
@MainActor
public protocol VideoAdDelegate: AnyObject {
  /// The impression counted: the ad rendered on screen. Once per ad.
  func videoAdDidRecordImpression(_ ad: VideoAd)
  /// The viewer tapped the ad, and the tap counted as a click. Then, unless
  /// ``videoAd(_:shouldOpen:)`` says your app opens it, the SDK opens the landing page itself:
  /// in your app (web pages in Safari's view, App Store links as StoreKit's product page), or
  /// in the viewer's browser if you chose ``LandingPageMode/systemBrowser``.
  func videoAd(_ ad: VideoAd, didClick click: VideoAdClick)
  /// Asked right after ``videoAd(_:didClick:)`` for a click with a landing page: return
  /// `false` when your app opens the page itself (its own browser, a deep link); the SDK then
  /// opens nothing. The default returns `true`. An ad you end from inside either call
  /// (`dismiss()`, `destroy()`) opens nothing either.
  func videoAd(_ ad: VideoAd, shouldOpen click: VideoAdClick) -> Bool
  /// The creative broke on screen; ``videoAd(_:didEnd:)`` follows with `.failed`.
  func videoAd(_ ad: VideoAd, didFailWith error: VideoAdError)
  /// The viewer reported the ad from its ⓘ sheet ("Report this ad"). The SDK delivers the
  /// report to the ad server; ``videoAd(_:didEnd:)`` follows with `.reported`.
  func videoAd(_ ad: VideoAd, didReport report: AdReport)

  /// The viewer opened the ad's ⓘ sheet ("About this ad"): the ad holds until it closes (an
  /// overlay for at most ``KontextVideo/Defaults/overlayInfoHoldLimit``). Your content is not
  /// paused for it; pause it here if your app prefers.
  func videoAdDidOpenInfo(_ ad: VideoAd)

  /// The viewer closed the ad's ⓘ sheet, and the ad goes on. An ad that ends while its sheet
  /// is open (reported from it, or held past the limit) takes the sheet with it: then only
  /// ``videoAd(_:didEnd:)`` comes.
  func videoAdDidCloseInfo(_ ad: VideoAd)
  /// The viewer earned a rewarded ad's reward: grant it. Exactly once per earned reward,
  /// before ``videoAd(_:didEnd:)``, on the main actor. The same ``EarnedReward/transactionID``
  /// reaches your server in the ad server's signed callback: de-duplicate grants by it. A
  /// reward earned while no delegate was set (or whose app was killed before this call ran)
  /// comes from ``KontextVideo/deliverUnclaimedRewards(_:)`` instead.
  func videoAd(_ ad: VideoAd, didEarn reward: EarnedReward)
  /// The ad ended. Exactly once per shown ad: synchronously for overlay and pause ads, after
  /// the full-screen dismissal for linear ads.
  func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason)
}

extension VideoAdDelegate {
  /// Does nothing.
  public func videoAdDidRecordImpression(_ ad: VideoAd) {}
  /// Does nothing.
  public func videoAd(_ ad: VideoAd, didClick click: VideoAdClick) {}
  /// Does nothing.
  public func videoAd(_ ad: VideoAd, didFailWith error: VideoAdError) {}
  /// `true`: the SDK opens the landing page.
  public func videoAd(_ ad: VideoAd, shouldOpen click: VideoAdClick) -> Bool { true }
  /// Does nothing.
  public func videoAd(_ ad: VideoAd, didReport report: AdReport) {}
  /// Does nothing.
  public func videoAdDidOpenInfo(_ ad: VideoAd) {}
  /// Does nothing.
  public func videoAdDidCloseInfo(_ ad: VideoAd) {}
  /// Does nothing.
  public func videoAd(_ ad: VideoAd, didEarn reward: EarnedReward) {}
  /// Does nothing.
  public func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {}
}
