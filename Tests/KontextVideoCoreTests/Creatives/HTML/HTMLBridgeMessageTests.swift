import Foundation
import Testing

@testable import KontextVideoCore

/// The native side of the bridge: messages read tolerantly, and refused with a reason when
/// they are not this ad's well-formed messages.
struct HTMLBridgeMessageTests {
  let slot = "slot-1"
  let click: [String: Any] = [
    "type": "kontext.ad.click", "version": 1, "slot_id": "slot-1",
    "cta_url": "https://brand.example/landing",
  ]

  @Test func aClickWithItsLandingPage() {
    #expect(
      HTMLBridgeMessage.parse(click, slotID: slot)
        == .success(.click(URL(string: "https://brand.example/landing")!)))
  }

  @Test func unknownFieldsAreIgnoredAndJSONTextOrDataIsRead() throws {
    var extended = click
    extended["tracking"] = ["a": 1]
    extended["z"] = NSNull()
    #expect((try? HTMLBridgeMessage.parse(extended, slotID: slot).get()) != nil)
    let data = try JSONSerialization.data(withJSONObject: click)
    #expect((try? HTMLBridgeMessage.parse(data, slotID: slot).get()) != nil)
    let text = String(decoding: data, as: UTF8.self)
    #expect((try? HTMLBridgeMessage.parse(text, slotID: slot).get()) != nil)
  }

  @Test func aVersionAsWebKitGivesIt() {
    var fromWebKit = click
    fromWebKit["version"] = NSNumber(value: 1.0)
    #expect((try? HTMLBridgeMessage.parse(fromWebKit, slotID: slot).get()) != nil)
  }

  @Test func readyCloseAndErrorAndWhatTheyDo() {
    func message(_ type: String, _ extra: [String: Any] = [:]) -> HTMLBridgeMessage? {
      var fields: [String: Any] = ["type": type, "version": 1, "slot_id": slot]
      fields.merge(extra) { _, new in new }
      return try? HTMLBridgeMessage.parse(fields, slotID: slot).get()
    }
    #expect(message("kontext.ad.ready") == .ready)
    #expect(message("kontext.ad.ready")?.creativeEvent == nil)
    #expect(message("kontext.ad.close")?.creativeEvent == .close)
    #expect(
      message("kontext.ad.error", ["message": "no fill"])?.creativeEvent == .failed("no fill"))
    #expect(
      message("kontext.ad.error", ["message": String(repeating: "x", count: 999)])
        == .error(String(repeating: "x", count: 200)))
    #expect(message("kontext.ad.error") == .error("the creative reported an error"))
    #expect(message("kontext.ad.click")?.creativeEvent == .click(URLString: nil))
  }

  @Test func whatIsRefusedAndWhy() {
    func refusal(_ change: (inout [String: Any]) -> Void) -> HTMLBridgeMessage.Refusal? {
      var fields = click
      change(&fields)
      if case .failure(let refusal) = HTMLBridgeMessage.parse(fields, slotID: slot) {
        return refusal
      }
      return nil
    }
    #expect(refusal { $0["type"] = "kontext.ad.expand" } == .unknownType("kontext.ad.expand"))
    #expect(refusal { $0["type"] = nil } == .unknownType(""))
    #expect(refusal { $0["version"] = 2 } == .unsupportedVersion)
    #expect(refusal { $0["version"] = "1" } == .unsupportedVersion)
    #expect(refusal { $0["version"] = true } == .unsupportedVersion)
    #expect(refusal { $0["slot_id"] = "slot-2" } == .anotherSlot)
    #expect(refusal { $0["slot_id"] = nil } == .anotherSlot)
    #expect(refusal { $0["cta_url"] = "javascript:alert(1)" } == .unsafeLanding)
    #expect(refusal { $0["cta_url"] = 42 } == .unsafeLanding)
    #expect(refusal { $0["cta_url"] = "file:///etc/hosts" } == .unsafeLanding)
  }

  @Test func bodiesThatAreNotObjectsAreRefused() {
    let bodies: [Any] = [
      "not json", "[1, 2]", 7, [1, 2], NSNull(), Data([0xFF, 0xFE]),
      String(repeating: " ", count: 70_000),
    ]
    for body in bodies {
      #expect(HTMLBridgeMessage.parse(body, slotID: slot) == .failure(.notAnObject))
    }
  }

  @Test func everyRefusalSaysWhy() {
    let refusals: [HTMLBridgeMessage.Refusal] = [
      .notAnObject, .unknownType("x"), .unsupportedVersion, .anotherSlot, .unsafeLanding,
      .notFromHostPage,
    ]
    #expect(Set(refusals.map(\.description)).count == refusals.count)
  }
}
