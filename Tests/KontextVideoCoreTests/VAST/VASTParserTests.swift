import Foundation
import Testing

@testable import KontextVideoCore

/// The project's own VAST fixtures: each feature on its own, and hostile input.
struct VASTParserTests {
  private func parse(_ xml: String) throws(VASTError) -> VASTDocument {
    try VASTParser.parse(Data(xml.utf8))
  }

  private func error(_ xml: String) -> VASTError? {
    do {
      _ = try parse(xml)
      return nil
    } catch {
      return error
    }
  }

  static let linear = """
    <VAST version="4.2" xmlns="http://www.iab.com/VAST">
      <Ad id="a1" sequence="2"><InLine>
        <AdSystem>Kontext</AdSystem><AdTitle>Linear</AdTitle>
        <Impression><![CDATA[https://t.example/imp]]></Impression>
        <Error>https://t.example/err?c=[ERRORCODE]</Error>
        <Expires>1800</Expires>
        <AdVerifications><Verification vendor="omsdk.example">
          <JavaScriptResource apiFramework="omid" browserOptional="true">
            <![CDATA[https://verify.example/omid.js]]>
          </JavaScriptResource>
          <VerificationParameters><![CDATA[{"campaign":"c1"}]]></VerificationParameters>
          <TrackingEvents>
            <Tracking event="verificationNotExecuted">https://verify.example/ne?r=[REASON]</Tracking>
          </TrackingEvents>
        </Verification></AdVerifications>
        <Creatives><Creative><Linear skipoffset="00:00:05.500">
          <Duration>00:00:31.250</Duration>
          <TrackingEvents>
            <Tracking event="start">https://t.example/start</Tracking>
            <Tracking event="progress" offset="25%">https://t.example/p25</Tracking>
            <Tracking event="progress" offset="00:00:10">https://t.example/p10</Tracking>
            <Tracking event="complete"> </Tracking>
          </TrackingEvents>
          <VideoClicks>
            <ClickThrough>https://brand.example</ClickThrough>
            <ClickTracking>https://t.example/click</ClickTracking>
          </VideoClicks>
          <MediaFiles>
            <MediaFile delivery="progressive" type="video/mp4" width="1280" height="720" bitrate="2000">
              https://cdn.example/a.mp4
            </MediaFile>
            <MediaFile delivery="streaming" type="application/x-mpegURL" width="1920" height="1080">
              <![CDATA[https://cdn.example/a.m3u8]]>
            </MediaFile>
            <MediaFile type="video/mp4"></MediaFile>
          </MediaFiles>
          <Unknown><Nested/></Unknown>
        </Linear></Creative></Creatives>
        <Extensions>
          <Extension type="ctv_ad_portfolio"><Portfolio id="p1"><Item>x</Item></Portfolio></Extension>
          <Extension type="AdVerifications"><AdVerifications>
            <Verification vendor="legacy.example">
              <JavaScriptResource><![CDATA[https://legacy.example/v.js]]></JavaScriptResource>
            </Verification>
          </AdVerifications></Extension>
        </Extensions>
      </InLine></Ad>
      <Ad id="a0" sequence="1"><InLine><AdSystem>K</AdSystem><Creatives/></InLine></Ad>
      <Ad id="standalone"><Wrapper><VASTAdTagURI>https://next.example/vast</VASTAdTagURI></Wrapper></Ad>
      <Ad id="neither"><Something/></Ad>
    </VAST>
    """

  @Test func readsALinearInlineAdWithEverythingItNeeds() throws {
    let document = try parse(Self.linear)
    #expect(document.version == "4.2")
    #expect(document.ads.map(\.id) == ["a0", "a1", "standalone"])
    let ad = document.ads[1]
    #expect(ad.kind == .inline && ad.adSystem == "Kontext")
    #expect(ad.impressionURLs == ["https://t.example/imp"])
    #expect(ad.errorURLs == ["https://t.example/err?c=[ERRORCODE]"])
    #expect(ad.expiresSeconds == 1800)
    #expect(ad.verifications.map(\.vendor) == ["omsdk.example", "legacy.example"])
    let verification = try #require(ad.verifications.first)
    #expect(
      verification.scripts == [
        .init(url: "https://verify.example/omid.js", apiFramework: "omid", browserOptional: true)
      ])
    #expect(verification.parameters == #"{"campaign":"c1"}"#)
    #expect(verification.tracking.map(\.event) == ["verificationNotExecuted"])
    #expect(ad.extensions.map(\.type) == ["ctv_ad_portfolio", "AdVerifications"])
    #expect(ad.extensions.first?.element.child("Portfolio")?.attributes["id"] == "p1")
    let linear = try #require(ad.linear)
    #expect(linear.duration == 31.25)
    #expect(linear.skipOffset == .seconds(5.5))
    #expect(
      linear.mediaFiles.map(\.url) == ["https://cdn.example/a.mp4", "https://cdn.example/a.m3u8"])
    #expect(linear.mediaFiles.first?.bitrate == 2000)
    #expect(linear.tracking.map(\.event) == ["start", "progress", "progress"])
    #expect(linear.tracking[1].offset?.seconds(of: 40) == 10)
    #expect(linear.tracking[2].offset == .seconds(10))
    #expect(linear.clickThrough == "https://brand.example")
    #expect(linear.clickTrackingURLs == ["https://t.example/click"])
  }

  @Test func readsAWrapper() throws {
    let ad = try #require(try parse(Self.linear).ads.last)
    #expect(ad.kind == .wrapper)
    #expect(ad.adTagURI == "https://next.example/vast")
  }

  @Test func readsNonLinearResources() throws {
    let document = try parse(
      """
      <VAST version="4.1"><Ad><InLine><AdSystem>K</AdSystem><Creatives><Creative><NonLinearAds>
        <NonLinear width="320" height="50" minSuggestedDuration="00:00:08">
          <StaticResource creativeType="image/png">https://cdn.example/a.png</StaticResource>
          <HTMLResource><![CDATA[<div>ad</div>]]></HTMLResource>
          <IFrameResource>https://cdn.example/frame.html</IFrameResource>
          <NonLinearClickThrough>https://brand.example</NonLinearClickThrough>
          <NonLinearClickTracking>https://t.example/c</NonLinearClickTracking>
        </NonLinear>
        <TrackingEvents><Tracking event="creativeView">https://t.example/v</Tracking></TrackingEvents>
      </NonLinearAds></Creative></Creatives></InLine></Ad></VAST>
      """)
    let ad = try #require(document.ads.first)
    let nonLinear = try #require(ad.nonLinears.first)
    #expect(nonLinear.width == 320 && nonLinear.height == 50)
    #expect(nonLinear.minimumSuggestedDuration == 8)
    #expect(
      nonLinear.resources == [
        .staticImage(url: "https://cdn.example/a.png", mimeType: "image/png"),
        .html("<div>ad</div>"), .iframe(url: "https://cdn.example/frame.html"),
      ])
    #expect(nonLinear.clickThrough == "https://brand.example")
    #expect(ad.nonLinearTracking.map(\.event) == ["creativeView"])
  }

  @Test func textKeepsItsInnerWhiteSpace() throws {
    let document = try parse(
      "<VAST version=\"3.0\"><Ad><InLine>\n  <AdTitle>\n   Hello \t  World &amp; co \n</AdTitle>"
        + "</InLine></Ad></VAST>")
    #expect(document.ads.first?.adTitle == "Hello \t  World & co")
    #expect(" \n x y \t".trimmedWhitespace == "x y")
    #expect(" \n ".trimmedWhitespace.isEmpty)
  }

  @Test func anEmptyVASTIsNoAd() throws {
    let document = try parse(#"<VAST version="4.0"><Error>https://t.example/e</Error></VAST>"#)
    #expect(document.ads.isEmpty)
    #expect(document.errorURLs == ["https://t.example/e"])
  }

  @Test(arguments: ["00:00:05", "12%", "100%"])
  func offsetsParse(text: String) {
    #expect(VASTOffset(text) != nil)
  }

  @Test(arguments: ["5", "-1%", "101%", "00:61:00", "aa:bb:cc", ""])
  func badOffsetsAreIgnored(text: String) {
    #expect(VASTOffset(text) == nil)
  }

  @Test(arguments: [
    ("", 100),
    ("<html><body>502 Bad Gateway</body></html>", 101),
    ("<VAST version=\"4.0\"><Ad><InLine>", 100),
    ("<VAST version=\"4.0\"><Ad></InLine></VAST>", 100),
    ("<VAST version=\"5.0\"/>", 102),
    ("<VideoAdServingTemplate/>", 102),
    ("not xml at all", 100),
    (
      "<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;\">]>"
        + "<VAST>&lol2;</VAST>", 100
    ),
    (
      "<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>"
        + "<VAST>&xxe;</VAST>", 100
    ),
    ("<VAST/><VAST/>", 100),
    ("<!doctype vast><VAST version=\"4.0\"/>", 100),
    ("<VAST version=\"4.0\"/><!ENTITY late \"x\">", 100),
    ("<VAST version=\"4.0\"><Ad><InLine><!E", 100),
    ("<?xml version=\"1.0\"?><!-- <VAST> --><!DOCTYPE x><VAST version=\"4.0\"/>", 100),
    ("\u{FEFF} <!DOCTYPE x><VAST version=\"4.0\"/>", 100),
    ("<VAST version=\"4.0\">&xxe;</VAST>", 100),
  ])
  func hostileOrBrokenInputGetsATypedError(xml: String, code: Int) {
    #expect(error(xml)?.code == code, "\(xml.prefix(40))")
  }

  @Test func commentsCDATAAndPrefixedNamesAreFine() throws {
    let xml = """
      <!-- a comment --><v:VAST xmlns:v="http://www.iab.com/VAST" version="4.1"><v:Ad id="p">
      <v:InLine><v:AdSystem><![CDATA[<!DOCTYPE is text here>]]></v:AdSystem>
      <v:Creatives/></v:InLine></v:Ad></v:VAST>
      """
    let document = try VASTParser.parse(Data(xml.utf8))
    #expect(document.ads.first?.id == "p")
    #expect(document.ads.first?.adSystem == "<!DOCTYPE is text here>")
  }

  @Test func absurdNestingIsRefused() {
    let deep = String(repeating: "<a>", count: 500) + String(repeating: "</a>", count: 500)
    #expect(error("<VAST>\(deep)</VAST>")?.code == 100)
  }

  @Test func bodiesOverTheSizeCapAreRefused() {
    let padding = String(repeating: " ", count: 1 << 20)
    #expect(error("<VAST version=\"4.0\">\(padding)</VAST>")?.code == 100)
  }

  @Test func tooManyElementsAreRefused() {
    let many = String(repeating: "<Ad/>", count: 25_000)
    #expect(error("<VAST version=\"4.0\">\(many)</VAST>")?.code == 100)
  }

  @Test func aVASTRootSayingVersionOneOrNoneIsReadByTheSameRules() throws {
    let body = "<Ad id=\"a\"><InLine><AdSystem>K</AdSystem></InLine></Ad>"
    #expect(try parse("<VAST version=\"1.0\">\(body)</VAST>").ads.count == 1)
    #expect(try parse("<VAST>\(body)</VAST>").ads.count == 1)
  }
}

/// A well-formed document with no `<Ad>` is error 303 for a tool that checks a tag.
struct VASTNoAdTests {
  @Test func aDocumentWithoutAnAdIsError303() throws {
    let document = try VASTParser.parse(Data(#"<VAST version="4.1"></VAST>"#.utf8))
    #expect(throws: VASTError.self) { try document.requireAd() }
    do {
      try document.requireAd()
    } catch {
      #expect(error.code == 303)
    }
  }

  @Test func aDocumentWithAnAdPasses() throws {
    let xml = """
      <VAST version="4.1"><Ad id="a"><Wrapper><AdSystem>S</AdSystem>
      <VASTAdTagURI>https://t.example/vast.xml</VASTAdTagURI></Wrapper></Ad></VAST>
      """
    let document = try VASTParser.parse(Data(xml.utf8))
    try document.requireAd()
    #expect(document.ads.count == 1)
  }
}
