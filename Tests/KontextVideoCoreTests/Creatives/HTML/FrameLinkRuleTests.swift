import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The frame-link rule: a plain link (no `target`) followed in the creative's frame to another
/// origin is a click under the touch rule and never loads (the host page's frame-src would leave
/// the creative's frame on an error page); a link within the creative's own origin loads.
@MainActor
struct FrameLinkRuleTests {
  let clock = ManualClock()
  let landing = URL(string: "https://brand.example/landing")!

  func session(_ source: AdCreative.Source) async throws -> (
    HTMLCreativeSession, Box<[CreativeEvent]>
  ) {
    let session = try await HTMLCreativeSession.prepare(
      slotID: "slot-1", source: source, clock: clock,
      inlineURL: URL(string: "kontext-creative://ad-1/creative.html")!)
    let events = Box<[CreativeEvent]>([])
    session.eventHandler = { events.value.append($0) }
    session.hostPageDidLoad()
    return (session, events)
  }

  @Test func aLinkToAnotherOriginOnATouchIsOneClickAndIsCancelled() async throws {
    let (session, events) = try await session(
      .html(URL(string: "https://creative.example/ad")!))
    session.viewerTouchedDown()
    await clock.advance(by: 0.2)
    #expect(session.decide(landing, in: .frameLink) == .cancel)
    #expect(session.decide(landing, in: .frameLink) == .cancel)
    #expect(events.value == [.click(URLString: landing.absoluteString)])
    #expect(session.handlesItsOwnClicks)
  }

  @Test func aLinkToAnotherOriginWithoutATouchIsCancelledAndNoClick() async throws {
    let (session, events) = try await session(.htmlDocument("<a href='x'>ad</a>"))
    #expect(session.decide(landing, in: .frameLink) == .cancel)
    session.viewerTouchedDown()
    await clock.advance(by: ClickPolicy.tapWindow + 0.1)
    #expect(session.decide(landing, in: .frameLink) == .cancel)
    #expect(session.decide(URL(string: "javascript:alert(1)"), in: .frameLink) == .cancel)
    #expect(events.value.isEmpty)
    #expect(session.refusals == [.withoutTap, .withoutTap, .unsafeLanding])
  }

  @Test func aLinkWithinTheCreativesOwnOriginLoads() async throws {
    let (served, servedEvents) = try await session(
      .html(URL(string: "https://creative.example/ad")!))
    served.viewerTouchedDown()
    #expect(served.decide(URL(string: "https://creative.example/page-2"), in: .frameLink) == .allow)
    #expect(servedEvents.value.isEmpty)
    let (inline, inlineEvents) = try await session(.htmlDocument("<a href='#more'>ad</a>"))
    inline.viewerTouchedDown()
    #expect(
      inline.decide(URL(string: "kontext-creative://ad-1/creative.html#more"), in: .frameLink)
        == .allow)
    // Another inline creative's origin is another origin.
    #expect(
      inline.decide(URL(string: "kontext-creative://ad-2/creative.html"), in: .frameLink)
        == .cancel)
    #expect(inlineEvents.value.isEmpty)
    #expect(inline.refusals == [.unsafeLanding])
  }
}
