import Foundation
import Testing

@testable import KontextVideoCore

/// What a web-view renderer delegates to: the page to load and each message's effect.
@MainActor
struct HTMLCreativeSessionTests {
  let source = AdCreative.Source.html(URL(string: "https://creative.example/ad")!)

  func message(_ type: String, _ extra: [String: Any] = [:]) -> [String: Any] {
    var fields: [String: Any] = ["type": type, "version": 1, "slot_id": "slot-1"]
    fields.merge(extra) { _, new in new }
    return fields
  }

  @Test func readyIsReportedOnceAndOtherMessagesBecomeCreativeEvents() throws {
    let session = try HTMLCreativeSession(slotID: "slot-1", source: source)
    var readies = 0
    var events: [CreativeEvent] = []
    session.onReady = { readies += 1 }
    session.eventHandler = { events.append($0) }
    session.receive(message("kontext.ad.ready"))
    session.receive(message("kontext.ad.ready"))
    session.receive(message("kontext.ad.click", ["cta_url": "https://brand.example/"]))
    session.receive(message("kontext.ad.close"))
    session.receive(message("kontext.ad.error", ["message": "broken"]))
    #expect(readies == 1)
    #expect(session.isReady)
    #expect(
      events == [.click(URLString: "https://brand.example/"), .close, .failed("broken")])
    #expect(session.page.contains("frame-src https://creative.example;"))
  }

  @Test func refusedMessagesDoNothingAndAreKeptForTheLog() throws {
    let session = try HTMLCreativeSession(slotID: "slot-1", source: source)
    var events: [CreativeEvent] = []
    session.eventHandler = { events.append($0) }
    session.receive(message("kontext.ad.click", ["slot_id": "slot-2"]))
    session.receive(message("kontext.ad.click", ["cta_url": "javascript:alert(1)"]))
    session.receive("garbage")
    for _ in 0..<30 { session.receive(message("kontext.ad.expand")) }
    #expect(events.isEmpty)
    #expect(!session.isReady)
    #expect(session.refusals.prefix(3) == [.anotherSlot, .unsafeLanding, .notAnObject])
    #expect(session.refusals.count == 20)
  }

  @Test func anImageIsNoHTMLSession() {
    #expect(throws: HTMLCreativeHostPage.Failure.notHTML) {
      try HTMLCreativeSession(slotID: "s", source: .image(URL(string: "https://a.example/i.png")!))
    }
  }
}
