import Foundation

@testable import KontextVideoCore

/// An ad's delegate that records every callback it hears, in order, and does what the test
/// set: it opens no click itself unless `opensClicks` (the app opens the page in its own
/// browser), and runs `onClick` and `onEnd` inside those callbacks (to destroy the ads, show
/// the next ad, or look at the SDK from inside).
@MainActor
final class ScriptedDelegate: VideoAdDelegate {
  /// A callback the delegate heard.
  enum Callback: Equatable {
    case impression
    /// `didClick`.
    case click(VideoAdClick)
    /// `shouldOpen`.
    case shouldOpen(VideoAdClick)
    case failure(VideoAdError)
    case report(AdReport.Reason)
    case openInfo
    case closeInfo
    case reward
    case end(VideoAd.EndReason)
  }

  /// Every callback heard, oldest first.
  private(set) var heard: [Callback] = []
  /// What `shouldOpen` answers: false when the app opens the page itself.
  var opensClicks = true
  /// Runs inside `didClick`.
  var onClick: ((VideoAd, VideoAdClick) -> Void)?
  /// Runs inside `didEnd`.
  var onEnd: ((VideoAd, VideoAd.EndReason) -> Void)?

  /// The clicks `didClick` heard, oldest first.
  var clicks: [VideoAdClick] {
    heard.compactMap { if case .click(let click) = $0 { click } else { nil } }
  }
  /// The clicks the SDK asked whether to open (`shouldOpen`), oldest first.
  var askedToOpen: [VideoAdClick] {
    heard.compactMap { if case .shouldOpen(let click) = $0 { click } else { nil } }
  }
  /// The reasons `didEnd` heard, oldest first.
  var ends: [VideoAd.EndReason] {
    heard.compactMap { if case .end(let reason) = $0 { reason } else { nil } }
  }
  /// The "About this ad" sheet's opens and closes and the ends, oldest first.
  var sheetsAndEnds: [Callback] {
    heard.filter {
      switch $0 {
      case .openInfo, .closeInfo, .end: true
      default: false
      }
    }
  }

  func videoAdDidRecordImpression(_ ad: VideoAd) { heard.append(.impression) }

  func videoAd(_ ad: VideoAd, didClick click: VideoAdClick) {
    heard.append(.click(click))
    onClick?(ad, click)
  }

  func videoAd(_ ad: VideoAd, shouldOpen click: VideoAdClick) -> Bool {
    heard.append(.shouldOpen(click))
    return opensClicks
  }

  func videoAd(_ ad: VideoAd, didFailWith error: VideoAdError) { heard.append(.failure(error)) }
  func videoAd(_ ad: VideoAd, didReport report: AdReport) { heard.append(.report(report.reason)) }
  func videoAdDidOpenInfo(_ ad: VideoAd) { heard.append(.openInfo) }
  func videoAdDidCloseInfo(_ ad: VideoAd) { heard.append(.closeInfo) }
  func videoAd(_ ad: VideoAd, didEarn reward: EarnedReward) { heard.append(.reward) }

  func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {
    heard.append(.end(reason))
    onEnd?(ad, reason)
  }
}
