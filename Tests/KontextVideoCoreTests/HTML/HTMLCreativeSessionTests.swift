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

  @Test func readyIsReportedOnceAndOtherMessagesBecomeCreativeEvents() async throws {
    let session = try await HTMLCreativeSession.prepare(slotID: "slot-1", source: source)
    var readies = 0
    var events: [CreativeEvent] = []
    session.onReady = { readies += 1 }
    session.eventHandler = { events.append($0) }
    session.receive(message("kontext.ad.ready"), fromHostPage: true)
    session.receive(message("kontext.ad.ready"), fromHostPage: true)
    session.receive(
      message("kontext.ad.click", ["cta_url": "https://brand.example/"]), fromHostPage: true)
    session.receive(message("kontext.ad.close"), fromHostPage: true)
    session.receive(message("kontext.ad.error", ["message": "broken"]), fromHostPage: true)
    #expect(readies == 1)
    #expect(session.isReady)
    #expect(
      events == [.click(URLString: "https://brand.example/"), .close, .failed("broken")])
    #expect(session.page.contains("frame-src https://creative.example;"))
  }

  @Test func refusedMessagesDoNothingAndAreKeptForTheLog() async throws {
    let session = try await HTMLCreativeSession.prepare(slotID: "slot-1", source: source)
    var events: [CreativeEvent] = []
    session.eventHandler = { events.append($0) }
    session.receive(message("kontext.ad.click", ["slot_id": "slot-2"]), fromHostPage: true)
    session.receive(
      message("kontext.ad.click", ["cta_url": "javascript:alert(1)"]), fromHostPage: true)
    session.receive("garbage", fromHostPage: true)
    for _ in 0..<30 { session.receive(message("kontext.ad.expand"), fromHostPage: true) }
    #expect(events.isEmpty)
    #expect(!session.isReady)
    #expect(session.refusals.prefix(3) == [.anotherSlot, .unsafeLanding, .notAnObject])
    #expect(session.refusals.count == 20)
  }

  @Test func aMessageFromAnotherFrameThanTheHostPageIsNotHeard() async throws {
    let session = try await HTMLCreativeSession.prepare(slotID: "slot-1", source: source)
    var events: [CreativeEvent] = []
    session.eventHandler = { events.append($0) }
    session.receive(message("kontext.ad.click"), fromHostPage: false)
    session.receive(message("kontext.ad.ready"), fromHostPage: false)
    #expect(events.isEmpty)
    #expect(!session.isReady)
    #expect(session.refusals == [.notFromHostPage, .notFromHostPage])
  }

  @Test func theInlineDocumentIsServedAtItsOwnURLOnly() async throws {
    let inline = URL(string: "kontext-creative://ad-1/creative.html")!
    let session = try await HTMLCreativeSession.prepare(
      slotID: "slot-1", source: .htmlDocument("<p>ad</p>"), inlineURL: inline)
    #expect(session.inlineResponse(to: inline) == session.content.inlineDocument)
    #expect(session.inlineResponse(to: URL(string: "kontext-creative://ad-1/other")) == nil)
    #expect(session.content.hostPage.contains("frame-src kontext-creative://ad-1;"))
    let served = try await HTMLCreativeSession.prepare(slotID: "slot-1", source: source)
    #expect(served.inlineResponse(to: inline) == nil)
  }

  @Test func anImageIsNoHTMLSession() async {
    await #expect(throws: HTMLCreativeHostPage.Failure.notHTML) {
      try await HTMLCreativeSession.prepare(
        slotID: "s", source: .image(URL(string: "https://a.example/i.png")!))
    }
  }
}
