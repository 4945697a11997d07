import Foundation
import Testing

@testable import KontextVideoCore

struct AdResponseTests {
  private func decode(_ json: String) throws(VideoAdError) -> AdResponse {
    try AdResponse.decode(Data(json.utf8))
  }

  @Test func decodesEveryFieldOfAnOverlaySlot() throws {
    let response = try decode(
      """
      {"request_id": "r1", "slots": [{
        "slot_id": "s1", "format": "overlay", "iframe_url": "https://ads.example/overlay/s1",
        "creative": {"type": "html", "width": 320, "height": 50},
        "display_seconds": 6, "ttl_seconds": 120, "click_url": "https://brand.example",
        "tracking": {"impression": ["https://t.example/i", "not a url"],
                     "error": [" https://t.example/e?code=[ERRORCODE]&t=[TIMESTAMP] "]}
      }]}
      """)
    let slot = try #require(response.slots.first)
    #expect(response.requestID == "r1")
    #expect(slot.id == "s1")
    #expect(slot.creative.source == .html(URL(string: "https://ads.example/overlay/s1")!))
    #expect(slot.creative.size == AdSize(width: 320, height: 50))
    #expect(slot.displaySeconds == 6)
    #expect(slot.lifetime == .seconds(120))
    #expect(slot.clickURL == URL(string: "https://brand.example"))
    #expect(slot.tracking["impression"] == ["https://t.example/i"])
    #expect(slot.tracking["error"] == ["https://t.example/e?code=[ERRORCODE]&t=[TIMESTAMP]"])
  }

  @Test func expiresAtWinsOverTheDefaultLifetime() throws {
    let response = try decode(
      """
      {"slots": [{"slot_id": "s", "format": "pause", "iframe_url": "https://a.example/p",
        "expires_at": "2030-01-01T00:00:00.000Z"}]}
      """)
    let expected = ISO8601DateFormatter().date(from: "2030-01-01T00:00:00Z")!
    #expect(response.slots.first?.lifetime == .expiresAt(expected))
  }

  @Test func unknownFieldsAreIgnoredAndUnusableSlotsSkipped() throws {
    let response = try decode(
      """
      {"slots": [
        {"slot_id": "a", "format": "hologram", "iframe_url": "https://a.example"},
        {"slot_id": "b", "format": "overlay", "creative": {"type": "flash", "url": "https://b.example"}},
        {"slot_id": "c", "format": "overlay", "iframe_url": "javascript:alert(1)"},
        {"slot_id": "d", "format": "linear", "creative": {"type": "image", "url": "https://d.example"}},
        {"format": "overlay", "iframe_url": "https://e.example"},
        42,
        {"slot_id": "ok", "format": "overlay", "iframe_url": "https://ok.example", "future": {"x": 1}}
      ], "experimental": true}
      """)
    #expect(response.slots.map(\.id) == ["ok"])
    #expect(response.skippedSlots == 6)
  }

  @Test func aKnownFieldOfTheWrongTypeSkipsItsSlotButNullIsAbsent() throws {
    let response = try decode(
      """
      {"slots": [
        {"slot_id": "text-time", "format": "overlay", "iframe_url": "https://a.example", "display_seconds": "8"},
        {"slot_id": "bool-size", "format": "overlay", "iframe_url": "https://a.example",
         "creative": {"type": "html", "width": true, "height": 50}},
        {"slot_id": 7, "format": "overlay", "iframe_url": "https://a.example"},
        {"slot_id": "creative-list", "format": "overlay", "iframe_url": "https://a.example", "creative": []},
        {"slot_id": "nulls", "format": "overlay", "iframe_url": "https://a.example",
         "display_seconds": null, "creative": null, "click_url": null, "request_id": null},
        {"slot_id": "odd-tracking", "format": "overlay", "iframe_url": "https://a.example",
         "tracking": {"impression": "https://t.example/i", "click": [1, "https://t.example/c"]}}
      ], "request_id": 12}
      """)
    #expect(response.slots.map(\.id) == ["nulls", "odd-tracking"])
    #expect(response.skippedSlots == 4)
    #expect(response.requestID == nil)
    let odd = try #require(response.slots.last)
    #expect(odd.tracking["impression"] == [])
    #expect(odd.tracking["click"] == ["https://t.example/c"])
  }

  @Test func anExpiryWithoutFractionalSecondsIsRead() throws {
    let response = try decode(
      """
      {"slots": [{"slot_id": "s", "format": "pause", "iframe_url": "https://a.example/p",
        "expires_at": "2030-01-01T00:00:00Z"}]}
      """)
    let expected = ISO8601DateFormatter().date(from: "2030-01-01T00:00:00Z")!
    #expect(response.slots.first?.lifetime == .expiresAt(expected))
  }

  @Test func emptySlotsIsANoFillWithTheServersReason() throws {
    let known = try decode(#"{"slots": [], "no_fill_reason": "geo_restricted"}"#)
    let unknown = try decode(#"{"slots": [], "no_fill_reason": "new_reason_2027"}"#)
    let none = try decode(#"{"slots": []}"#)
    #expect(known.noFillReason == .geoRestricted)
    #expect(unknown.noFillReason == .other("new_reason_2027"))
    #expect(none.noFillReason == .unspecified)
  }

  @Test(arguments: [
    "", "<html>502 Bad Gateway</html>", "{\"slots\": [", "[]", "{\"slots\": {}}", "null",
    "{\"no_fill_reason\": \"x\"}", "{\"slots\": null}", "\"slots\"", "{\"slots\": \"[]\"}",
  ])
  func malformedBodiesGiveATypedError(body: String) {
    #expect {
      _ = try AdResponse.decode(Data(body.utf8))
    } throws: { error in
      guard case .requestFailed(.invalidResponse(let message))? = error as? VideoAdError else {
        return false
      }
      return !message.isEmpty
    }
  }
}
