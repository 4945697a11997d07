import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// An app may ask that a click's web page open the advertiser's installed app first (a
/// universal link); when no installed app takes it, the page opens as usual.
@MainActor
struct InstalledAppFirstTests {
  static let page = "https://shop.advertiser.example/offer"

  private func click(preferring: Bool, installed: Bool, mode: LandingPageMode = .inApp)
    async throws -> HeadlessClickOpener
  {
    let clock = ManualClock()
    let server = VASTStubServer(
      format: .pause, creative: ["type": "image", "url": "https://i.example/a.png"],
      slotFields: ["click_url": Self.page])
    let (sdk, ads, _) = server.makeSDK(clock: clock)
    var configuration = try #require(sdk.configuration)
    configuration.opensInstalledAppsFirst = preferring
    configuration.landingPages = mode
    sdk.initialize(with: configuration)
    let (opener, _) = sdk.installHeadlessClicks()
    opener.installedAppTakes = { _ in installed }
    let ad = try await ads.format(.pause)
    try await ad.load()
    let container = HeadlessContainer(width: 390, height: 693)
    try ad.show(in: container)
    await clock.advance(by: 1)
    container.tapAd()
    withExtendedLifetime(ads) {}
    return opener
  }

  @Test func anInstalledAppTakesThePage() async throws {
    let opener = try await click(preferring: true, installed: true)
    #expect(opener.opened == [.system(URL(string: Self.page)!)])
    #expect(!opener.isPageOpen)
  }

  @Test(arguments: [LandingPageMode.inApp, .systemBrowser])
  func withoutTheAppThePageOpensAsTheAppChose(mode: LandingPageMode) async throws {
    let opener = try await click(preferring: true, installed: false, mode: mode)
    let url = URL(string: Self.page)!
    #expect(opener.opened == [mode == .inApp ? .inAppBrowser(url) : .system(url)])
  }

  @Test func unlessAskedTheInstalledAppIsNotTried() async throws {
    let opener = try await click(preferring: false, installed: true)
    #expect(opener.opened == [.inAppBrowser(URL(string: Self.page)!)])
  }
}

/// A click's page opens in the scene of the ad that was tapped: an inline ad names its
/// container (whose view's scene the Apple layer opens it in).
@MainActor
struct ClickSceneTests {
  @Test func anInlineAdsPageOpensBesideItsContainer() async throws {
    let clock = ManualClock()
    let server = VASTStubServer(
      format: .pause, creative: ["type": "image", "url": "https://i.example/a.png"],
      slotFields: ["click_url": InstalledAppFirstTests.page])
    let (sdk, ads, _) = server.makeSDK(clock: clock)
    let (opener, _) = sdk.installHeadlessClicks()
    let ad = try await ads.format(.pause)
    try await ad.load()
    let container = HeadlessContainer(width: 390, height: 693)
    try ad.show(in: container)
    await clock.advance(by: 1)
    container.tapAd()
    #expect(opener.pageContainer === container)
    withExtendedLifetime(ads) {}
  }
}
