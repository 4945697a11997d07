import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A URL from the network with `user:password@` is refused wherever it enters, by one rule
/// (``WebURL``), and the inspector shows URLs without their credentials (issue 30, item 7: an
/// AdChoices icon's page and the About link opened with them, a verification script was handed
/// on with them, a wrapper's tag was fetched with the password as Basic authorization, and the
/// inspector showed them all).
@MainActor
struct CredentialURLTests {
  let clock = ManualClock()

  private static func vast(
    clickThrough: String = "https://adchoices.example/why",
    script: String = "https://vendor.example/omid.js"
  ) -> String {
    """
    <VAST version="4.1"><Ad><InLine><AdSystem>S</AdSystem><AdTitle>T</AdTitle>
    <Impression>https://t.example/i</Impression>
    <AdVerifications><Verification vendor="v"><JavaScriptResource apiFramework="omid">
    <![CDATA[\(script)]]></JavaScriptResource><TrackingEvents>
    <Tracking event="verificationNotExecuted">https://t.example/vne</Tracking>
    </TrackingEvents></Verification></AdVerifications>
    <Creatives><Creative><Linear><Duration>00:00:10</Duration><MediaFiles>
    <MediaFile type="video/mp4" delivery="progressive" width="640" height="360">
    https://cdn.example/a.mp4</MediaFile></MediaFiles>
    <Icons><Icon program="AdChoices" width="20" height="20">
    <StaticResource creativeType="image/png">https://icons.example/ac.png</StaticResource>
    <IconClicks><IconClickThrough><![CDATA[\(clickThrough)]]></IconClickThrough>
    <IconClickFallbackImages><IconClickFallbackImage width="10" height="10">
    <StaticResource><![CDATA[https://user:pw@icons.example/why.png]]></StaticResource>
    </IconClickFallbackImage></IconClickFallbackImages></IconClicks>
    </Icon></Icons></Linear></Creative></Creatives></InLine></Ad></VAST>
    """
  }

  private func filled(_ xml: String) throws -> AdSlot {
    let ad = try #require(try VASTParser.parse(Data(xml.utf8)).ads.first)
    return try AdSlot(
      id: "s", format: .linear, creative: AdCreative(source: .vast(xml: xml, url: nil))
    ).filled(by: ad)
  }

  @Test func anAdChoicesPageWithCredentialsIsNeitherOpenedNorTheAboutLink() throws {
    let slot = try filled(Self.vast(clickThrough: "https://user:secret@adchoices.example/why"))
    let icon = try #require(slot.icons.first.flatMap { LinearAdIcon($0, index: 0) })
    #expect(icon.click.destination == nil)
    #expect(icon.click.fallbackImages.isEmpty)
    #expect(slot.disclosure.moreInformationURL == nil)
    let plain = try filled(Self.vast())
    #expect(plain.disclosure.moreInformationURL == URL(string: "https://adchoices.example/why"))
  }

  @Test func theServersAboutLinkAndClickURLWithCredentialsAreRefused() throws {
    let slot: [String: Any] = [
      "slot_id": "s1", "format": "overlay",
      "creative": ["type": "image", "url": "https://i.example/a.png"],
      "click_url": "https://user:secret@brand.example/landing",
      "why_this_ad": ["reasons": ["Because"], "url": "https://user:secret@why.example/"],
      "tracking": ["impression": ["https://user:secret@t.example/i", "https://t.example/ok"]],
    ]
    let data = try JSONSerialization.data(withJSONObject: ["slots": [slot]])
    let read = try #require(try AdResponse.decode(data).slots.first)
    #expect(read.clickURL == nil)
    #expect(read.disclosure.moreInformationURL == nil)
    #expect(read.tracking["impression"] == ["https://t.example/ok"])
    let told = AdDisclosure(
      advertiser: nil, reasons: [], moreInformationURL: URL(string: "https://u:p@why.example/"))
    #expect(told.moreInformationURL == nil)
  }

  @Test func aVASTTagWithCredentialsFromTheServerIsNotRead() throws {
    let slot: [String: Any] = [
      "slot_id": "s1", "format": "linear",
      "creative": ["type": "vast", "url": "https://user:secret@tags.example/vast.xml"],
    ]
    let data = try JSONSerialization.data(withJSONObject: ["slots": [slot]])
    #expect(try AdResponse.decode(data).slots.isEmpty)
  }

  @Test func aVerificationScriptWithCredentialsIsNotHandedOn() throws {
    let slot = try filled(Self.vast(script: "https://user:secret@vendor.example/omid.js"))
    #expect(slot.verifications.isEmpty)
    #expect(slot.tracking[AdSlot.verificationRejected] == ["https://t.example/vne"])
    #expect(try filled(Self.vast()).verifications.count == 1)
  }

  /// The wrapper's tag is not fetched, and the inspector shows the hop without the password.
  @Test func aWrapperTagWithCredentialsIsNotFetchedAndNotShownWithThem() async throws {
    let tag = "https://user:secret@tags.example/next.xml"
    let wrapper = """
      <VAST version="4.0"><Ad><Wrapper><AdSystem>W</AdSystem>
      <VASTAdTagURI><![CDATA[\(tag)]]></VASTAdTagURI>
      <Impression>https://w.example/imp</Impression></Wrapper></Ad></VAST>
      """
    let server = VASTStubServer(creative: ["type": "vast", "xml": wrapper])
    let (sdk, ads, _) = server.makeSDK(clock: clock)
    let ad = try await ads.format(.linear)
    await #expect(throws: VideoAdError.self) { try await ad.load() }
    #expect(!server.requested.contains { $0.contains("tags.example") })
    let inspector = sdk.inspector
    let shown = try #require(inspector.snapshot().ads.first)
    #expect(shown.vastChain.last?.url == "https://tags.example/next.xml")
    #expect(shown.vastChain.last?.error?.hasPrefix("VAST error 101") == true)
    let export = String(decoding: inspector.exportJSON(), as: UTF8.self)
    #expect(!export.contains("secret"))
  }

  /// The display rule removes every URL's user name and password from text, and leaves the
  /// rest as it was.
  @Test func textIsShownWithoutCredentials() {
    let text = "see https://a:b@x.example/p?q=1 and <![CDATA[http://u@y.example]]> ok://@z"
    #expect(
      WebURL.withoutCredentials(inText: text)
        == "see https://x.example/p?q=1 and <![CDATA[http://y.example]]> ok://z")
    let plain = "https://x.example/a@b and mailto:a@b.example, ://"
    #expect(WebURL.withoutCredentials(inText: plain) == plain)
  }
}
