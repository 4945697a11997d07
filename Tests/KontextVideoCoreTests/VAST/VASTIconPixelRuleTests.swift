import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// An icon's view and click tracking go through the rules every other pixel does: `http` or
/// `https` with a host and no user name or password, or nothing (issue 30, item 8: `javascript:`,
/// `file:` and relative URLs were queued, and a `data:` URL fetched).
@MainActor
struct VASTIconPixelRuleTests {
  let clock = ManualClock()

  static let hostile = [
    "javascript:alert(1)", "file:///etc/passwd", "/relative/pixel", "data:text/plain,x",
    "https://user:secret@t.example/credentials",
  ]

  private static func tracking(_ element: String, good: String) -> String {
    (hostile + [good]).map { "<\(element)><![CDATA[\($0)]]></\(element)>" }.joined()
  }

  private static let vast = """
    <VAST version="4.1"><Ad><InLine><AdSystem>S</AdSystem><AdTitle>T</AdTitle>
    <Impression>https://t.example/i</Impression><Creatives><Creative><Linear>
    <Duration>00:00:10</Duration><MediaFiles><MediaFile type="video/mp4" delivery="progressive"
    width="640" height="360">https://cdn.example/a.mp4</MediaFile></MediaFiles>
    <Icons><Icon program="AdChoices" width="20" height="20" xPosition="right" yPosition="top">
      <StaticResource creativeType="image/png">https://icons.example/ac.png</StaticResource>
      <IconClicks><IconClickThrough>https://adchoices.example/why</IconClickThrough>
        \(tracking("IconClickTracking", good: "https://t.example/icon-click"))
      </IconClicks>
      \(tracking("IconViewTracking", good: "https://t.example/icon-view"))
    </Icon></Icons></Linear></Creative></Creatives></InLine></Ad></VAST>
    """

  @Test func onlyTheIconPixelsThatPassThePixelRulesAreKept() throws {
    let ad = try #require(try VASTParser.parse(Data(Self.vast.utf8)).ads.first)
    let slot = try AdSlot(
      id: "s", format: .linear, creative: AdCreative(source: .vast(xml: Self.vast, url: nil))
    ).filled(by: ad)
    #expect(slot.icons.first?.viewTrackingURLs == ["https://t.example/icon-view"])
    #expect(slot.icons.first?.clickTrackingURLs == ["https://t.example/icon-click"])
  }

  @Test func aShownAndTappedIconFetchesOnlyItsWebPixels() async throws {
    let server = VASTStubServer(creative: ["type": "vast", "xml": Self.vast])
    let (sdk, ads, _) = server.makeSDK(clock: clock)
    let presenter = try #require(sdk.fullScreenPresenter as? HeadlessFullScreenPresenter)
    let ad = try await ads.format(.linear)
    try await ad.load()
    try ad.show()
    await clock.advance(by: 1)
    #expect(presenter.tapIcon(0) == URL(string: "https://adchoices.example/why"))
    await clock.advance(by: 10)
    await sdk.deliverPendingEvents()
    withExtendedLifetime(ads) {}
    let icons = server.requested.filter {
      $0 != "https://t.example/i" && !$0.hasSuffix("/v1/events")
    }
    #expect(icons.sorted() == ["https://t.example/icon-click", "https://t.example/icon-view"])
    for url in Self.hostile { #expect(!server.requested.contains(url)) }
  }
}
