import Foundation
import Testing

@testable import KontextVideoCore

/// Where a click goes: an App Store link to its product page in the app (with the signed
/// attribution when it is for that app), web pages in the app or the browser as the app
/// chose, and other links to the system.
struct ClickRouteTests {
  static let parameters = try! SKAdNetworkParameters.read(SKAdNetworkParametersTests.object())
    .get()

  @Test(arguments: [
    ("https://apps.apple.com/us/app/some-game/id1234567890", 1_234_567_890),
    ("https://apps.apple.com/app/id42?mt=8", 42),
    ("https://itunes.apple.com/us/app/id987654321", 987_654_321),
    ("itms-apps://itunes.apple.com/app/id555", 555),
    ("itms-appss://apps.apple.com/app/id556", 556),
    ("itms://itunes.apple.com/app/id557", 557),
    ("https://apps.apple.com/app/something?id=558", 558),
    ("HTTPS://APPS.APPLE.COM/US/APP/NAME/ID559", 559),
  ])
  func anAppStoreLinkNamesItsApp(link: String, itemID: Int) throws {
    #expect(AppStoreLink.itemID(of: try #require(URL(string: link))) == itemID)
  }

  @Test(arguments: [
    "https://apps.apple.com/us/developer/kontext/id", "https://apps.apple.com/us/app/name",
    "https://example.com/app/id123", "https://apps.apple.com.evil.example/app/id1",
    "itms-apps://itunes.apple.com/app/id0", "mailto:a@b.example",
  ])
  func otherLinksNameNoApp(link: String) throws {
    #expect(AppStoreLink.itemID(of: try #require(URL(string: link))) == nil)
  }

  @Test func anAppStoreLinkOpensItsProductPageWithTheAttributionSignedForIt() throws {
    let url = try #require(URL(string: "https://apps.apple.com/app/id1234567890"))
    let route = ClickRoute.route(url, mode: .inApp, skAdNetwork: Self.parameters)
    guard case .productPage(let itemID, let opened, let attribution?) = route else {
      Issue.record("expected a product page with attribution: \(route)")
      return
    }
    #expect(itemID == 1_234_567_890 && opened == url)
    #expect(attribution.fidelity.kind == .storeKitRendered)
    #expect(attribution.parameters.itunesItem == 1_234_567_890)
  }

  @Test func aSignatureForAnotherAppIsNotPassed() throws {
    let url = try #require(URL(string: "https://apps.apple.com/app/id777"))
    #expect(
      ClickRoute.route(url, mode: .inApp, skAdNetwork: Self.parameters)
        == .productPage(itemID: 777, url: url, attribution: nil))
  }

  @Test func aSignatureWithoutAnAppTakesTheLinksApp() throws {
    var parameters = Self.parameters
    parameters.itunesItem = nil
    let url = try #require(URL(string: "itms-apps://apps.apple.com/app/id777"))
    guard
      case .productPage(777, _, let attribution?) =
        ClickRoute.route(url, mode: .systemBrowser, skAdNetwork: parameters)
    else {
      Issue.record("expected an attributed product page")
      return
    }
    #expect(attribution.parameters.itunesItem == 777)
  }

  @Test func withoutAStoreKitRenderedSignatureTheProductPageHasNoAttribution() throws {
    var parameters = Self.parameters
    parameters.fidelities.removeAll { $0.kind == .storeKitRendered }
    let url = try #require(URL(string: "https://apps.apple.com/app/id1234567890"))
    #expect(
      ClickRoute.route(url, mode: .inApp, skAdNetwork: parameters)
        == .productPage(itemID: 1_234_567_890, url: url, attribution: nil))
  }

  @Test func aWebPageOpensWhereTheAppChose() throws {
    let url = try #require(URL(string: "https://advertiser.example/offer"))
    #expect(ClickRoute.route(url, mode: .inApp, skAdNetwork: nil) == .inAppBrowser(url))
    #expect(ClickRoute.route(url, mode: .systemBrowser, skAdNetwork: nil) == .system(url))
    // An App Store page that names no app is a web page like any.
    let developer = try #require(URL(string: "https://apps.apple.com/us/developer/id"))
    #expect(ClickRoute.route(developer, mode: .inApp, skAdNetwork: nil) == .inAppBrowser(developer))
  }

  @Test func anotherAppsLinkGoesToTheSystem() throws {
    let deepLink = try #require(URL(string: "series://episode/7"))
    #expect(ClickRoute.route(deepLink, mode: .inApp, skAdNetwork: nil) == .system(deepLink))
    let storeWithoutApp = try #require(URL(string: "itms-apps://apps.apple.com/charts"))
    #expect(
      ClickRoute.route(storeWithoutApp, mode: .inApp, skAdNetwork: nil) == .system(storeWithoutApp))
  }

  @Test func whatCannotBeShownInTheAppFallsBackToTheSystem() throws {
    let url = try #require(URL(string: "https://apps.apple.com/app/id5"))
    #expect(
      ClickRoute.productPage(itemID: 5, url: url, attribution: nil).systemFallback == .system(url))
    #expect(ClickRoute.inAppBrowser(url).systemFallback == .system(url))
    #expect(ClickRoute.system(url).systemFallback == nil)
  }
}

/// A click tracker in front of the App Store, on an ad whose SKAdNetwork parameters name the
/// advertised app: its product page opens in the app, with the signed click, and the tracker is
/// fetched as a pixel so that the click is still counted.
struct TrackedClickRouteTests {
  let tracker = URL(string: "https://track.adserver.example/click?c=42&r=[TIMESTAMP]")!

  @Test(arguments: [LandingPageMode.inApp, .systemBrowser])
  func aTrackerOfAnAppInstallAdOpensTheAppsProductPage(mode: LandingPageMode) throws {
    let route = ClickRoute.route(tracker, mode: mode, skAdNetwork: ClickRouteTests.parameters)
    guard case .productPage(1_234_567_890, let url, let attribution?) = route else {
      Issue.record("expected the advertised app's product page with attribution: \(route)")
      return
    }
    #expect(url == AppStoreLink.url(of: 1_234_567_890))
    #expect(attribution.fidelity.kind == .storeKitRendered)
    #expect(route.trackerToPing(for: tracker) == tracker)
    // What the system opens when the app cannot show it: the App Store, not the tracker again.
    #expect(route.systemFallback == .system(url))
  }

  @Test func withoutTheAdvertisedAppTheTrackerOpensAsToday() throws {
    var parameters = ClickRouteTests.parameters
    parameters.itunesItem = nil
    #expect(
      ClickRoute.route(tracker, mode: .inApp, skAdNetwork: parameters) == .inAppBrowser(tracker))
    #expect(ClickRoute.route(tracker, mode: .inApp, skAdNetwork: nil) == .inAppBrowser(tracker))
    #expect(ClickRoute.route(tracker, mode: .systemBrowser, skAdNetwork: nil) == .system(tracker))
    #expect(ClickRoute.inAppBrowser(tracker).trackerToPing(for: tracker) == nil)
  }

  @Test func anAppStoreLinkIsOpenedItselfAndNotPinged() throws {
    let store = try #require(URL(string: "https://apps.apple.com/app/id1234567890"))
    let route = ClickRoute.route(store, mode: .inApp, skAdNetwork: ClickRouteTests.parameters)
    #expect(route.trackerToPing(for: store) == nil)
    let developer = try #require(URL(string: "https://apps.apple.com/us/developer/id"))
    #expect(
      ClickRoute.route(developer, mode: .inApp, skAdNetwork: ClickRouteTests.parameters)
        == .inAppBrowser(developer))
  }

  @Test func aSignatureWithoutTheClickFidelityStillOpensTheProductPage() throws {
    var parameters = ClickRouteTests.parameters
    parameters.fidelities.removeAll { $0.kind == .storeKitRendered }
    #expect(
      ClickRoute.route(tracker, mode: .inApp, skAdNetwork: parameters)
        == .productPage(
          itemID: 1_234_567_890, url: AppStoreLink.url(of: 1_234_567_890), attribution: nil))
  }
}
