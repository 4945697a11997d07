import Foundation
import Testing

@testable import KontextVideoCore

/// What the ⓘ sheet says: the advertiser, the server's reasons (or one general sentence), a
/// link to more when there is a page, and every reason to report, in the app's language.
struct AdInfoSheetContentTests {
  @Test func theSheetSaysWhoAndWhy() throws {
    let disclosure = AdDisclosure(
      advertiser: "Acme Drinks", reasons: ["You watch romance series", "You are in Lisbon"],
      moreInformationURL: URL(string: "https://acme.example/why"))
    let sheet = AdInfoSheetContent(disclosure: disclosure, strings: AdChromeStrings(language: "en"))
    #expect(sheet.title == "About this ad")
    #expect(sheet.advertiser == "Advertiser: Acme Drinks")
    #expect(sheet.reasons == ["You watch romance series", "You are in Lisbon"])
    #expect(sheet.moreInformation?.url == URL(string: "https://acme.example/why"))
    #expect(sheet.moreInformation?.title == "More about this ad")
    #expect(sheet.reportChoices.map(\.reason) == AdReport.Reason.allCases)
    #expect(Set(sheet.reportChoices.map(\.title)).count == AdReport.Reason.allCases.count)
    #expect(sheet.closeTitle == "Done")
  }

  @Test func withNoReasonItSaysOneGeneralSentenceAndNoAdvertiserOrLink() {
    let sheet = AdInfoSheetContent(disclosure: .none, strings: AdChromeStrings(language: "zh-Hans"))
    #expect(sheet.advertiser == nil && sheet.moreInformation == nil)
    #expect(sheet.reasons == [AdChromeStrings(language: "zh-Hans").text(.whyThisAdDefault)])
    #expect(sheet.title == "关于此广告")
  }
}

/// What the server and the VAST document tell of an ad, kept as the ⓘ sheet shows it: trimmed,
/// within limits, https links only.
struct AdDisclosureTests {
  private func slot(_ fields: [String: Any]) throws -> AdSlot {
    var slot: [String: Any] = [
      "slot_id": "s1", "format": "overlay",
      "creative": ["type": "image", "url": "https://i.example/a.png"],
    ]
    slot.merge(fields) { _, new in new }
    let data = try JSONSerialization.data(withJSONObject: ["slots": [slot]])
    return try #require(try AdResponse.decode(data).slots.first)
  }

  @Test func theServersAdvertiserAndReasonsAreRead() throws {
    let slot = try slot([
      "advertiser": "  Acme  ",
      "why_this_ad": [
        "reasons": ["  Romance fans  ", "", 7, "Lisbon"], "url": "https://a.example/w",
      ],
    ])
    #expect(slot.disclosure.advertiser == "Acme")
    #expect(slot.disclosure.reasons == ["Romance fans", "Lisbon"])
    #expect(slot.disclosure.moreInformationURL == URL(string: "https://a.example/w"))
  }

  @Test func aPlainHTTPPageOrAMalformedObjectGivesNoLinkAndLosesTheSlotNothing() throws {
    let plain = try slot(["why_this_ad": ["url": "http://a.example/w"]])
    #expect(plain.disclosure.moreInformationURL == nil)
    let wrong = try slot(["why_this_ad": ["reasons": "not a list", "url": 5]])
    #expect(wrong.disclosure == .none)
  }

  @Test func manyOrLongReasonsAreCut() {
    let long = String(repeating: "x", count: 500)
    let disclosure = AdDisclosure(
      advertiser: long, reasons: Array(repeating: long, count: 9), moreInformationURL: nil)
    #expect(disclosure.reasons.count == AdDisclosure.maximumReasons)
    #expect(disclosure.reasons.allSatisfy { $0.count == AdDisclosure.maximumReasonLength })
    #expect(disclosure.advertiser?.count == AdDisclosure.maximumReasonLength)
  }

  @Test func vastFillsTheAdvertiserAndTheAdChoicesPageTheServerLeftOut() throws {
    let xml = """
      <VAST version="4.1"><Ad><InLine><AdSystem>S</AdSystem><AdTitle>T</AdTitle>
      <Advertiser> Acme Drinks </Advertiser><Impression>https://t.example/i</Impression>
      <Creatives><Creative><Linear><Duration>00:00:10</Duration>
      <MediaFiles><MediaFile type="video/mp4" delivery="progressive" width="640" height="360">
      https://cdn.example/a.mp4</MediaFile></MediaFiles>
      <Icons><Icon program="AdChoices" width="20" height="20" xPosition="right" yPosition="top">
      <StaticResource creativeType="image/png">https://icons.example/ac.png</StaticResource>
      <IconClicks><IconClickThrough>https://adchoices.example/why</IconClickThrough></IconClicks>
      </Icon></Icons></Linear></Creative></Creatives></InLine></Ad></VAST>
      """
    let ad = try #require(try VASTParser.parse(Data(xml.utf8)).ads.first)
    let base = AdSlot(
      id: "s", format: .linear, creative: AdCreative(source: .vast(xml: xml, url: nil)))
    let filled = try base.filled(by: ad)
    #expect(filled.disclosure.advertiser == "Acme Drinks")
    #expect(filled.disclosure.moreInformationURL == URL(string: "https://adchoices.example/why"))
    #expect(filled.icons.count == 1)
    // The server's words win over VAST's.
    var told = base
    told.disclosure = AdDisclosure(
      advertiser: "Server Name", reasons: ["Because"],
      moreInformationURL: URL(string: "https://server.example/why"))
    let kept = try told.filled(by: ad)
    #expect(kept.disclosure == told.disclosure)
  }
}
