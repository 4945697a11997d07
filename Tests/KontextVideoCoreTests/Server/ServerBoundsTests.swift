import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Absurd, negative and non-finite numbers from a server or a VAST document are refused or
/// clamped to the documented bounds (`ServerBounds`), never used as they are.
struct ServerBoundsTests {
  private func slot(_ fields: String, format: String = "overlay") throws -> AdSlot {
    let json = """
      {"request_id": "r", "slots": [{"slot_id": "s", "format": "\(format)",
        "iframe_url": "https://ads.example/o", \(fields)}]}
      """
    return try #require(try AdResponse.decode(Data(json.utf8)).slots.first)
  }

  @Test func aVanishinglyShortDisplayTimeIsRaisedToTheMinimum() throws {
    #expect(try slot(#""display_seconds": 1e-300"#).displaySeconds == 2)
    #expect(try slot(#""display_seconds": -5"#).displaySeconds == 2)
    #expect(try slot(#""display_seconds": 1e300"#).displaySeconds == 120)
    #expect(try slot(#""display_seconds": 8"#).displaySeconds == 8)
  }

  @Test func aLifetimeIsKeptWithinADay() throws {
    #expect(try slot(#""ttl_seconds": 1e300"#).lifetime.remaining(from: Date()) == 86_400)
    #expect(try slot(#""ttl_seconds": -1"#).lifetime.remaining(from: Date()) == 0)
    let farFuture = try slot(#""expires_at": "9999-12-31T00:00:00Z""#)
    #expect(farFuture.lifetime.remaining(from: Date()) == 86_400)
  }

  @Test func anUnreadableSkipOffsetMakesNoAdSkippable() throws {
    #expect(try slot(#""skip_after_seconds": -1"#).skipAfterSeconds == nil)
    #expect(try slot(#""skip_after_seconds": 1e300"#).skipAfterSeconds == nil)
    #expect(try slot(#""skip_after_seconds": 5"#).skipAfterSeconds == 5)
  }

  @Test func absurdSizesAndDurationsAreUnknown() throws {
    let huge = try slot(#""creative": {"type": "html", "width": 1e300, "height": 50}"#)
    #expect(huge.creative.size == nil)
    let linear = """
      {"request_id": "r", "slots": [{"slot_id": "s", "format": "linear",
        "creative": {"type": "vast", "url": "https://c.example/tag.xml", "duration_seconds": 1e300}}]}
      """
    // The length is unknown then: the VAST document's own duration will be the one used.
    let slot = try #require(try AdResponse.decode(Data(linear.utf8)).slots.first)
    #expect(slot.creative.duration == nil)
  }

  @Test(arguments: ["inf:00:00", "nan:00:00", "-1:00:00", "1e1:00:00", "25:00:00", "00:60:00"])
  func unreadableTimesAreRefused(text: String) {
    #expect(VASTTime.seconds(text) == nil)
  }

  @Test func readableTimesAreRead() {
    #expect(VASTTime.seconds("00:00:05.5") == 5.5)
    #expect(VASTTime.seconds("01:00:00") == 3600)
  }

  private func vast(
    duration: String = "00:00:30", skip: String = "00:00:05", expires: String = "60"
  )
    -> String
  {
    """
    <VAST version="4.1"><Ad id="a"><InLine><AdSystem>K</AdSystem><Expires>\(expires)</Expires>
    <Creatives><Creative><Linear skipoffset="\(skip)"><Duration>\(duration)</Duration>
    <MediaFiles><MediaFile type="video/mp4">https://c.example/a.mp4</MediaFile></MediaFiles>
    </Linear></Creative></Creatives></InLine></Ad></VAST>
    """
  }

  @Test(arguments: ["inf:00:00", "nan:00:00", "02:00:00", "forever"])
  func anUnreadableOrAbsurdDurationIsAVASTError(duration: String) {
    #expect(throws: VASTError.self) { try VASTParser.parse(Data(vast(duration: duration).utf8)) }
    do {
      _ = try VASTParser.parse(Data(vast(duration: duration).utf8))
    } catch {
      #expect(error.code == 101)
    }
  }

  @Test func anInfiniteSkipOffsetOrExpiryIsIgnored() throws {
    let skip = try VASTParser.parse(Data(vast(skip: "inf:00:00").utf8))
    #expect(skip.ads.first?.linear?.skipOffset == nil)
    for expires in ["inf", "nan", "-5"] {
      let document = try VASTParser.parse(Data(vast(expires: expires).utf8))
      #expect(document.ads.first?.expiresSeconds == nil, "\(expires)")
    }
  }

  @Test func theVASTCommandsJSONGivesTheSkipOffsetInSecondsWithItsPercent() throws {
    let document = try VASTParser.parse(Data(vast(skip: "25%").utf8))
    let json =
      try JSONSerialization.jsonObject(
        with: JSONEncoder().encode(document)) as? [String: Any]
    let ads = try #require(json?["ads"] as? [[String: Any]])
    let linear = try #require(ads.first?["linear"] as? [String: Any])
    let offset = try #require(linear["skipOffset"] as? [String: Any])
    #expect(offset["seconds"] as? Double == 7.5)
    #expect(offset["percent"] as? Double == 25)
  }
}

/// What the SDK downloads and shows comes over https; plain http only from loopback hosts.
struct CreativeURLTests {
  private func overlay(iframe: String) throws -> [AdSlot] {
    let json = """
      {"request_id": "r", "slots": [{"slot_id": "s", "format": "overlay",
        "iframe_url": "\(iframe)"}]}
      """
    return try AdResponse.decode(Data(json.utf8)).slots
  }

  @Test func aPlainHTTPCreativeOnAPublicHostIsRefused() throws {
    #expect(try overlay(iframe: "http://ads.example/o").isEmpty)
    #expect(try overlay(iframe: "https://ads.example/o").count == 1)
    #expect(try overlay(iframe: "http://127.0.0.1:8080/o").count == 1)
    #expect(try overlay(iframe: "http://localhost/o").count == 1)
  }

  @Test func aVASTMediaFileOrWrapperOverPlainHTTPIsNotUsed() {
    let files = [
      VASTMediaFile(
        url: "http://cdn.example/a.mp4", delivery: "progressive", mimeType: "video/mp4",
        width: 1280, height: 720, bitrate: 1000)
    ]
    #expect(VASTMediaSelector.select(files, target: AdSize(width: 1280, height: 720)) == nil)
    #expect(WebURL.secure("http://tags.example/vast.xml") == nil)
    #expect(WebURL.secure("https://tags.example/vast.xml") != nil)
  }
}
