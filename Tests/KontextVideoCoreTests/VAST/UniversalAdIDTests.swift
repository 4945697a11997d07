import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A creative's universal id is read from VAST 4's `<UniversalAdId>` (or VAST 3's `AdID`), and
/// goes with the ad: on `VideoAd`, in `[UNIVERSALADID]`, in the event stream and its delivery,
/// and to a measurement provider.
@MainActor
struct UniversalAdIDTests {
  let clock = ManualClock()

  /// An inline VAST whose linear creative is written `creative` (with its attributes and
  /// first children), beside a companion-only creative with an id of its own.
  private static func vast(_ creative: String, version: String = "4.1") -> String {
    """
    <VAST version="\(version)"><Ad><InLine><AdSystem>U</AdSystem>
      <Impression>https://t.example/i?u=[UNIVERSALADID]</Impression>
      <Creatives>
        <Creative><UniversalAdId idRegistry="companion.example">C1</UniversalAdId>
          <CompanionAds></CompanionAds></Creative>
        \(creative)<Linear><Duration>00:00:10</Duration>
          <MediaFiles><MediaFile type="video/mp4">https://cdn.example/a.mp4</MediaFile></MediaFiles>
        </Linear></Creative>
      </Creatives>
    </InLine></Ad></VAST>
    """
  }

  private func id(of xml: String) throws -> UniversalAdID? {
    try VASTParser.parse(Data(xml.utf8)).ads.first?.linear?.universalAdID
  }

  @Test func theLinearCreativesIdIsRead() throws {
    let xml = Self.vast(
      #"<Creative><UniversalAdId idRegistry="ad-id.org">CNPA0484000H</UniversalAdId>"#)
    #expect(try id(of: xml) == UniversalAdID(registry: "ad-id.org", value: "CNPA0484000H"))
  }

  @Test func vast40sIdValueAndAMissingRegistryAreRead() throws {
    let xml = Self.vast(
      #"<Creative><UniversalAdId idValue="8465"></UniversalAdId>"#, version: "4.0")
    #expect(try id(of: xml) == UniversalAdID(registry: "unknown", value: "8465"))
  }

  @Test func vast3sAdIDAttributeIsRead() throws {
    let xml = Self.vast(#"<Creative AdID="AD-3">"#, version: "3.0")
    #expect(try id(of: xml) == UniversalAdID(registry: "unknown", value: "AD-3"))
  }

  @Test func anotherCreativesIdIsNotTheLinearOnes() throws {
    #expect(try id(of: Self.vast("<Creative>")) == nil)  // the companion's id is its own
  }

  @Test func aNonLinearSlotTakesItsOwnCreativesIdNotTheLinearOnes() throws {
    let xml = """
      <VAST version="4.1"><Ad><InLine><AdSystem>U</AdSystem>
        <Creatives>
          <Creative><UniversalAdId idRegistry="r">LINEAR</UniversalAdId><Linear>
            <Duration>00:00:10</Duration><MediaFiles>
            <MediaFile type="video/mp4">https://cdn.example/a.mp4</MediaFile></MediaFiles>
          </Linear></Creative>
          <Creative><UniversalAdId idRegistry="r">OVERLAY</UniversalAdId><NonLinearAds>
            <NonLinear><StaticResource creativeType="image/png">https://i.example/o.png</StaticResource></NonLinear>
          </NonLinearAds></Creative>
        </Creatives>
      </InLine></Ad></VAST>
      """
    let ad = try #require(try VASTParser.parse(Data(xml.utf8)).ads.first)
    let creative = AdCreative(source: .vast(xml: xml, url: nil), size: nil, duration: nil)
    let base = AdSlot(
      id: "s", format: .overlay, creative: creative, pauseStyle: .pauseCard, displaySeconds: nil,
      skipAfterSeconds: nil, lifetime: .seconds(60), clickURL: nil, tracking: [:])
    #expect(try base.filled(by: ad).universalAdID == UniversalAdID(registry: "r", value: "OVERLAY"))
    var linear = base
    linear.format = .linear
    #expect(
      try linear.filled(by: ad).universalAdID == UniversalAdID(registry: "r", value: "LINEAR"))
  }

  @Test(IABSamples.present) func theIABSamplesIdsAreRead() throws {
    let folder = IABSamples.folder.appendingPathComponent("VAST_4.2_Samples")
    let simple = try VASTParser.parse(
      Data(contentsOf: folder.appendingPathComponent("Inline_Simple.xml")))
    #expect(
      simple.ads.first?.linear?.universalAdID == UniversalAdID(registry: "Ad-ID", value: "8465"))
    let multi = try VASTParser.parse(
      Data(contentsOf: folder.appendingPathComponent("Universal_Ad_ID-multi-test.xml")))
    #expect(
      multi.ads.first?.linear?.universalAdID == UniversalAdID(registry: "Ad-ID", value: "8465"))
  }

  @Test func theIdGoesWithTheAdItsEventsItsPixelsAndItsMeasurement() async throws {
    let xml = Self.vast(
      #"<Creative><UniversalAdId idRegistry="ad-id.org">CNPA0484000H</UniversalAdId>"#)
    let server = VASTStubServer(creative: ["type": "vast", "xml": xml])
    let (sdk, ads, recorder) = server.makeSDK(clock: clock)
    let provider = RecordingMeasurementProvider()
    sdk.measurementProvider = provider
    let ad = try await ads.format(.linear)
    #expect(ad.universalAdID == nil)  // the VAST is read by load()
    try await ad.load()
    let expected = UniversalAdID(registry: "ad-id.org", value: "CNPA0484000H")
    #expect(ad.universalAdID == expected)
    try ad.show()
    await clock.advance(by: 11)
    await sdk.deliverPendingEvents()

    #expect(server.requested.contains("https://t.example/i?u=ad-id.org%20CNPA0484000H"))
    let shown = try #require(recorder.events.first { $0.adID == ad.id && $0.name == .shown })
    #expect(shown.universalAdID == expected)
    let impression = try #require(
      recorder.events.first { $0.adID == ad.id && $0.name == .impression })
    let wire =
      try JSONSerialization.jsonObject(
        with: JSONEncoder().encode(WireEvent(impression))) as? [String: Any]
    let delivered = wire?["universal_ad_id"] as? [String: String]
    #expect(delivered == ["registry": "ad-id.org", "value": "CNPA0484000H"])
    #expect(provider.ads.first?.universalAdID == expected)
    withExtendedLifetime(ads) {}
  }

  @Test func aMacroWithoutAnIdIsUnknown() {
    let context = MacroContext(timestamp: Date(timeIntervalSince1970: 0))
    #expect(
      VASTMacros.expand("https://t.example/?u=[UNIVERSALADID]", context)
        == "https://t.example/?u=-1")
  }
}
