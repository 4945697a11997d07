import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A linear ad's VAST icons on screen: each drawn while due, its view tracking fired once when
/// the player draws it, its click tracking fired on a tap that is not a click on the ad, and
/// its page opened in the app.
@MainActor
struct VASTIconTrackingTests {
  let clock = ManualClock()

  private static let vast = """
    <VAST version="4.1"><Ad><InLine><AdSystem>S</AdSystem><AdTitle>T</AdTitle>
    <Impression>https://t.example/i</Impression><Creatives><Creative><Linear>
    <Duration>00:00:10</Duration><MediaFiles><MediaFile type="video/mp4" delivery="progressive"
    width="640" height="360">https://cdn.example/a.mp4</MediaFile></MediaFiles>
    <VideoClicks><ClickThrough>https://advertiser.example/</ClickThrough></VideoClicks>
    <Icons>
      <Icon program="AdChoices" width="20" height="20" xPosition="right" yPosition="top"
        offset="00:00:02" duration="00:00:03">
        <StaticResource creativeType="image/png">https://icons.example/ac.png</StaticResource>
        <IconClicks><IconClickThrough>https://adchoices.example/why</IconClickThrough>
          <IconClickTracking>https://t.example/icon-click?t=[TIMESTAMP]</IconClickTracking>
        </IconClicks>
        <IconViewTracking>https://t.example/icon-view</IconViewTracking>
      </Icon>
      <Icon program="Other" width="30" height="30" xPosition="left" yPosition="bottom">
        <HTMLResource><![CDATA[<b>not drawn</b>]]></HTMLResource>
        <IconViewTracking>https://t.example/html-view</IconViewTracking>
      </Icon>
    </Icons></Linear></Creative></Creatives></InLine></Ad></VAST>
    """

  private func shownAd() async throws -> (
    VASTStubServer, KontextVideo, VideoAds, VideoAd, HeadlessFullScreenPresenter, EventRecorder
  ) {
    let server = VASTStubServer(creative: ["type": "vast", "xml": Self.vast])
    let (sdk, ads, recorder) = server.makeSDK(clock: clock)
    let presenter = try #require(sdk.fullScreenPresenter as? HeadlessFullScreenPresenter)
    let ad = try await ads.format(.linear)
    try await ad.load()
    ad.delegate = recorder
    try ad.show()
    return (server, sdk, ads, ad, presenter, recorder)
  }

  @Test func anIconShowsWhileDueAndItsViewTrackingFiresOnce() async throws {
    let (server, sdk, ads, ad, presenter, recorder) = try await shownAd()
    await clock.advance(by: 1.5)
    #expect(presenter.iconsOnScreen.isEmpty)
    await clock.advance(by: 1)
    #expect(presenter.iconsOnScreen == [0], "the HTML icon is not drawn")
    await clock.advance(by: 3)
    #expect(presenter.iconsOnScreen.isEmpty)
    await clock.advance(by: 6)
    await sdk.deliverPendingEvents()
    withExtendedLifetime(ads) {}
    #expect(server.requested.filter { $0 == "https://t.example/icon-view" }.count == 1)
    #expect(!server.requested.contains("https://t.example/html-view"))
    #expect(recorder.eventNames(ofAd: ad.id).filter { $0 == .iconShown("AdChoices") }.count == 1)
  }

  @Test func aTapOnAnIconFiresItsClickTrackingAndIsNoClickOnTheAd() async throws {
    let (server, sdk, ads, ad, presenter, recorder) = try await shownAd()
    await clock.advance(by: 2.5)
    let page = presenter.tapIcon(0)
    #expect(page == URL(string: "https://adchoices.example/why"))
    await clock.advance(by: 8)
    await sdk.deliverPendingEvents()
    withExtendedLifetime(ads) {}
    let clicks = server.requested.filter { $0.hasPrefix("https://t.example/icon-click") }
    #expect(clicks.count == 1)
    #expect(clicks.allSatisfy { !$0.contains("TIMESTAMP") }, "its macro expanded: \(clicks)")
    #expect(recorder.eventNames(ofAd: ad.id).contains(.iconClicked("AdChoices")))
    #expect(!recorder.eventNames(ofAd: ad.id).contains(.click))
    #expect(!recorder.callbacks.contains { if case .click = $0 { true } else { false } })
  }

  @Test func onAppleTVAnIconWithOnlyAWebPageOpensNothingAndFiresNoClickTracking() async throws {
    let server = VASTStubServer(creative: ["type": "vast", "xml": Self.vast])
    let (sdk, ads, recorder) = server.makeSDK(clock: clock)
    sdk.platformInfo = { AppleTVCreativeTests.appleTV }
    let presenter = try #require(sdk.fullScreenPresenter as? HeadlessFullScreenPresenter)
    let ad = try await ads.format(.linear)
    try await ad.load()
    ad.delegate = recorder
    try ad.show()
    await clock.advance(by: 2.5)
    #expect(presenter.presentation?.icons.first?.click.destination == nil, "no page on a TV")
    #expect(presenter.presentation?.viewerTappedIcon(0) == nil)
    await clock.advance(by: 8)
    await sdk.deliverPendingEvents()
    withExtendedLifetime(ads) {}
    #expect(!server.requested.contains { $0.hasPrefix("https://t.example/icon-click") })
    #expect(!recorder.eventNames(ofAd: ad.id).contains(.iconClicked("AdChoices")))
  }

  @Test func aTapOnAnIconThatIsNotThereDoesNothing() async throws {
    let (_, _, ads, ad, presenter, recorder) = try await shownAd()
    #expect(presenter.tapIcon(7) == nil)
    withExtendedLifetime(ads) {}
    #expect(!recorder.eventNames(ofAd: ad.id).contains { $0.wireName == "icon_click" })
  }
}
