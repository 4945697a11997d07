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
  /// The viewer tapped the ad. On iOS the SDK opens the landing page itself (web pages in the
  /// viewer's browser, App Store links in the App Store): do not open it again.
  func videoAd(_ ad: VideoAd, didClick click: VideoAdClick)
  /// The creative broke on screen; ``videoAd(_:didEnd:)`` follows with `.failed`.
  func videoAd(_ ad: VideoAd, didFailWith error: VideoAdError)
  /// The viewer reported the ad from its ⓘ sheet ("Report this ad"). The SDK delivers the
  /// report to the ad server; ``videoAd(_:didEnd:)`` follows with `.reported`.
  func videoAd(_ ad: VideoAd, didReport report: AdReport)
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
  /// Does nothing.
  public func videoAd(_ ad: VideoAd, didReport report: AdReport) {}
  /// Does nothing.
  public func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {}
}
