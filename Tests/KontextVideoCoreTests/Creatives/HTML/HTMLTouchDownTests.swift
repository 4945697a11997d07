import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The click window of an HTML creative starts when the viewer's finger goes down (seen at
/// hit-testing, which WebKit cannot defer), not at the tap a recogniser reports at touch-up,
/// which WebKit defers until the page's touch handlers ran and fails when the page calls
/// `preventDefault()` (as swipe carousels do).
@MainActor
struct HTMLTouchDownTests {
  let clock = ManualClock()
  let landing = URL(string: "https://brand.example/landing")!

  /// A session whose events are collected, its host page loaded, the creative speaking the
  /// bridge (so that no tap falls to the ad after 0.5 s).
  func session() async throws -> (HTMLCreativeSession, Box<[CreativeEvent]>) {
    let session = try await HTMLCreativeSession.prepare(
      slotID: "slot-1", source: .html(URL(string: "https://creative.example/ad")!), clock: clock)
    let events = Box<[CreativeEvent]>([])
    session.eventHandler = { events.value.append($0) }
    session.hostPageDidLoad()
    session.receive(
      ["type": "kontext.ad.ready", "version": 1, "slot_id": "slot-1"], fromHostPage: true)
    return (session, events)
  }

  @Test func anOpenBeforeTouchUpIsOneClick() async throws {
    let (session, events) = try await session()
    session.viewerTouchedDown()
    await clock.advance(by: 0.1)
    #expect(session.decide(landing, in: .newWindow) == .cancel)
    #expect(events.value == [.click(URLString: landing.absoluteString)])
    // The finger lifts after the click: the touch is done, no second window opens.
    await clock.advance(by: 0.1)
    session.viewerTapped()
    #expect(session.decide(landing, in: .hostPage) == .cancel)
    await clock.advance(by: 1)
    #expect(events.value == [.click(URLString: landing.absoluteString)])
    #expect(session.refusals == [.withoutTap])
  }

  /// A page that cancels its touches: WebKit fails the recogniser, no tap is ever reported.
  @Test func aTouchWhoseTapNeverComesStillClicks() async throws {
    let (session, events) = try await session()
    session.viewerTouchedDown()
    await clock.advance(by: 0.4)
    #expect(session.decide(landing, in: .frameLink) == .cancel)
    #expect(events.value == [.click(URLString: landing.absoluteString)])
  }

  @Test func twoOpensForOneTouchAreOneClick() async throws {
    let (session, events) = try await session()
    session.viewerTouchedDown()
    #expect(session.decide(landing, in: .newWindow) == .cancel)
    await clock.advance(by: 0.2)
    #expect(
      session.decide(URL(string: "https://tracker.example/same-touch"), in: .newWindow)
        == .cancel)
    session.viewerTapped()
    #expect(session.decide(landing, in: .newWindow) == .cancel)
    #expect(events.value == [.click(URLString: landing.absoluteString)])
    #expect(session.refusals == [.withoutTap, .withoutTap])
    // The next touch is the next click.
    session.viewerTouchedDown()
    #expect(session.decide(landing, in: .newWindow) == .cancel)
    #expect(events.value.count == 2)
  }

  /// The window is measured from touch-down: a finger held 0.3 s, then a page 1.1 s after it
  /// went down (0.8 s after it lifted) is no click.
  @Test func anOpenLaterThanTheWindowAfterTouchDownIsRefused() async throws {
    let (session, events) = try await session()
    session.viewerTouchedDown()
    await clock.advance(by: 0.3)
    session.viewerTapped()
    await clock.advance(by: 0.8)
    #expect(session.decide(landing, in: .newWindow) == .cancel)
    #expect(events.value.isEmpty)
    #expect(session.refusals == [.withoutTap])
    #expect(ClickPolicy.tapWindow == 1)
  }

  @Test func aTapTheCreativeAnsweredWhileTheFingerWasDownIsNotTheAds() async throws {
    let session = try await HTMLCreativeSession.prepare(
      slotID: "slot-1", source: .htmlDocument("<p>ad</p>"), clock: clock)
    let events = Box<[CreativeEvent]>([])
    session.eventHandler = { events.value.append($0) }
    session.hostPageDidLoad()
    session.viewerTouchedDown()
    #expect(session.decide(landing, in: .newWindow) == .cancel)
    session.viewerTapped()
    await clock.advance(by: ClickPolicy.unansweredTapDelay)
    #expect(events.value == [.click(URLString: landing.absoluteString)])
  }
}
