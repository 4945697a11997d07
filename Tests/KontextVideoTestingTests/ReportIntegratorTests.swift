import KontextVideoSDK
import KontextVideoTesting
import Testing

// The "About this ad" article's code, compiled and run here with the public API only;
// Tools/check-doc-snippets.py keeps the article and this file the same.

/// Your screen hears the viewer's report, then the ad's end.
final class EpisodeScreen: VideoAdDelegate {
  private(set) var reports: [AdReport.Reason] = []
  private(set) var ends: [VideoAd.EndReason] = []

  func videoAd(_ ad: VideoAd, didReport report: AdReport) {
    reports.append(report.reason)  // log it if you like: the SDK tells the ad server itself
  }

  func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {
    ends.append(reason)  // .reported: go on as after any other end
  }
}

@MainActor
@Test func aReportedOverlayEndsAndItsCreativeIsNotShownAgain() async throws {
  let (sdk, clock, _) = KontextVideo.testing(.fill)
  let player = SimulatedPlayer(clock: clock)
  let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
  ads.track(player)
  player.play()
  let screen = EpisodeScreen()
  let ad = try await ads.format(.overlay)
  try await ad.load()
  ad.delegate = screen
  #expect(ad.disclosure.advertiser == "Kontext sandbox")

  let container = HeadlessContainer(width: 390, height: 693)
  try ad.show(in: container)
  container.openInfo()  // the viewer taps ⓘ: the overlay's time stops
  container.report(.misleading)  // and reports it from the sheet
  #expect(screen.reports == [.misleading] && screen.ends == [.reported])

  await #expect(throws: VideoAdError.noFill(reason: .reportedByViewer)) {
    _ = try await ads.format(.overlay)  // the sandbox offers the same creative: refused
  }
}
