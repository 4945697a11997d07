import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A click on an app-install ad whose landing page is a click tracker: StoreKit's product page
/// of the advertised app opens in the app with the signed click, the tracker is fetched as a
/// pixel (so the click counts), and the delegate hears the app's id.
@MainActor
struct TrackedClickTests {
  static let tracker = "https://track.adserver.example/click?c=42"

  private func clicked(skadn: [String: Any]?, opensItself: Bool = false) async throws -> (
    VASTStubServer, HeadlessClickOpener, ScriptedDelegate
  ) {
    let clock = ManualClock()
    var fields: [String: Any] = ["click_url": Self.tracker]
    if let skadn { fields["skadn"] = skadn }
    let server = VASTStubServer(
      format: .pause, creative: ["type": "image", "url": "https://i.example/a.png"],
      slotFields: fields)
    let (sdk, ads, _) = server.makeSDK(clock: clock)
    let (opener, _) = sdk.installHeadlessClicks()
    let clicks = ScriptedDelegate()
    clicks.opensClicks = !opensItself
    let ad = try await ads.format(.pause)
    try await ad.load()
    ad.delegate = clicks
    let container = HeadlessContainer(width: 390, height: 693)
    try ad.show(in: container)
    await clock.advance(by: 1)
    container.tapAd()
    await clock.advance(by: BeaconQueue.handOffDelay)
    await sdk.deliverPendingEvents()
    withExtendedLifetime(ads) {}
    return (server, opener, clicks)
  }

  @Test func theProductPageOpensWithTheSignedClickAndTheTrackerIsPinged() async throws {
    let (server, opener, clicks) = try await clicked(skadn: SKAdNetworkParametersTests.object())
    guard case .productPage(1_234_567_890, let attribution?) = opener.opened.last else {
      Issue.record("the advertised app's product page did not open: \(opener.opened)")
      return
    }
    #expect(attribution.network == "example123.skadnetwork")
    #expect(server.requested.filter { $0 == Self.tracker }.count == 1)
    #expect(clicks.clicks.map(\.appStoreItemID) == [1_234_567_890])
  }

  @Test func withoutSKAdNetworkTheTrackerOpensAsAPageAndIsNotPinged() async throws {
    let (server, opener, clicks) = try await clicked(skadn: nil)
    #expect(opener.opened.count == 1)
    if case .productPage = opener.opened.last { Issue.record("no app is named: \(opener.opened)") }
    #expect(!server.requested.contains(Self.tracker))
    #expect(clicks.clicks.map(\.appStoreItemID) == [nil])
  }

  @Test func anAppThatOpensLinksItselfGetsTheAppsIDAndNothingIsPinged() async throws {
    let (server, opener, clicks) = try await clicked(
      skadn: SKAdNetworkParametersTests.object(), opensItself: true)
    #expect(opener.opened.isEmpty)
    #expect(!server.requested.contains(Self.tracker), "the app opens the tracker, which counts it")
    #expect(clicks.clicks.map(\.appStoreItemID) == [1_234_567_890])
  }
}
