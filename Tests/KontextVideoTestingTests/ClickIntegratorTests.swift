import Foundation
import KontextVideoSDK
import KontextVideoTesting
import Testing

// The Clicks and attribution article's code, compiled and run here with the public API only;
// Tools/check-doc-snippets.py keeps the article and this file the same.

/// Opens links to your own app's episodes itself; every other page is the SDK's to open.
final class EpisodeLinks: VideoAdDelegate {
  private(set) var openedHere: [URL] = []

  func videoAd(_ ad: VideoAd, shouldOpen click: VideoAdClick) -> Bool {
    guard let url = click.destination, url.host == "series.example" else { return true }
    openedHere.append(url)  // your app's own navigation
    return false
  }
}

@MainActor
@Test func theArticlesConfigurationIsAConfiguration() {
  var configuration = KontextVideo.Configuration(
    publisherToken: "your-token", server: .url(URL(string: "https://ads.example")!))
  configuration.landingPages = .inApp  // the default; .systemBrowser opens the viewer's browser
  configuration.identifiers = IdentifierPolicy(sendsVendorIdentifier: true, tcfVendorID: 1234)
  #expect(configuration.landingPages == .inApp)
  #expect(configuration.identifiers.sendsVendorIdentifier)
  #expect(configuration.identifiers.readAdvertisingID == nil, "none unless the app gives it")
}

@MainActor
@Test func anAppInstallAdOpensItsProductPageAndCountsItsViewThrough() async throws {
  let (sdk, clock, _) = KontextVideo.testing(.appInstall)
  let (clicks, viewThrough) = sdk.installHeadlessClicks()
  let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
  let ad = try await ads.format(.pause)
  try await ad.load()
  let container = HeadlessContainer(width: 390, height: 693)
  try ad.show(in: container)
  await clock.advance(by: 4)
  container.tapAd()
  guard case .productPage(1_234_567_890, let attribution?) = clicks.opened.last else {
    Issue.record("the App Store page was not opened: \(clicks.opened)")
    return
  }
  #expect(attribution.version == "4.0")
  clicks.closePage()  // the viewer is back in the episode
  try ad.dismiss()
  #expect(viewThrough.calls.count == 2)  // startImpression, then endImpression
}

@MainActor
@Test func theAppOpensItsOwnLinksAndTheSDKTheRest() async throws {
  let (sdk, _, _) = KontextVideo.testing(.fill)
  let (clicks, _) = sdk.installHeadlessClicks()
  let links = EpisodeLinks()
  let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
  let ad = try await ads.format(.pause)
  try await ad.load()
  ad.delegate = links
  let container = HeadlessContainer(width: 390, height: 693)
  try ad.show(in: container)
  container.tapAd()  // the sandbox's landing page is not the app's own: the SDK opens it
  #expect(links.openedHere.isEmpty && clicks.opened.count == 1)
}
