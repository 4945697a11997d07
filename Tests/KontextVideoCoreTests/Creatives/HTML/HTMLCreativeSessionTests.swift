import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// What a web-view renderer delegates to: the page to load, each message's effect, and which
/// taps and opened pages are clicks.
@MainActor
struct HTMLCreativeSessionTests {
  let source = AdCreative.Source.html(URL(string: "https://creative.example/ad")!)
  let clock = ManualClock()
  let landing = URL(string: "https://brand.example/landing")!

  func message(_ type: String, _ extra: [String: Any] = [:]) -> [String: Any] {
    var fields: [String: Any] = ["type": type, "version": 1, "slot_id": "slot-1"]
    fields.merge(extra) { _, new in new }
    return fields
  }

  /// A session whose events are collected, its host page loaded.
  func session(_ source: AdCreative.Source? = nil) async throws -> (
    HTMLCreativeSession, Box<[CreativeEvent]>
  ) {
    let session = try await HTMLCreativeSession.prepare(
      slotID: "slot-1", source: source ?? self.source, clock: clock)
    let events = Box<[CreativeEvent]>([])
    session.eventHandler = { events.value.append($0) }
    session.hostPageDidLoad()
    return (session, events)
  }

  @Test func readyIsReportedOnceAndOtherMessagesBecomeCreativeEvents() async throws {
    let (session, events) = try await session()
    var readies = 0
    session.onReady = { readies += 1 }
    session.receive(message("kontext.ad.ready"), fromHostPage: true)
    session.receive(message("kontext.ad.ready"), fromHostPage: true)
    session.receive(
      message("kontext.ad.click", ["cta_url": "https://brand.example/"]), fromHostPage: true)
    session.receive(message("kontext.ad.close"), fromHostPage: true)
    session.receive(message("kontext.ad.error", ["message": "broken"]), fromHostPage: true)
    #expect(readies == 1)
    #expect(session.isReady)
    #expect(
      events.value == [.click(URLString: "https://brand.example/"), .close, .failed("broken")])
    #expect(session.page.contains("frame-src https://creative.example;"))
  }

  @Test func refusedMessagesDoNothingAndAreKeptForTheLog() async throws {
    let (session, events) = try await session()
    session.receive(message("kontext.ad.click", ["slot_id": "slot-2"]), fromHostPage: true)
    session.receive(
      message("kontext.ad.click", ["cta_url": "javascript:alert(1)"]), fromHostPage: true)
    session.receive("garbage", fromHostPage: true)
    for _ in 0..<30 { session.receive(message("kontext.ad.expand"), fromHostPage: true) }
    #expect(events.value.isEmpty)
    #expect(!session.isReady)
    #expect(!session.handlesItsOwnClicks, "refused messages declare nothing")
    #expect(session.refusals.prefix(3) == [.anotherSlot, .unsafeLanding, .notAnObject])
    #expect(session.refusals.count == 20)
  }

  @Test func aMessageFromAnotherFrameThanTheHostPageIsNotHeard() async throws {
    let (session, events) = try await session()
    session.receive(message("kontext.ad.click"), fromHostPage: false)
    session.receive(message("kontext.ad.ready"), fromHostPage: false)
    #expect(events.value.isEmpty)
    #expect(!session.isReady)
    #expect(session.refusals == [.notFromHostPage, .notFromHostPage])
  }

  @Test func anImageIsNoHTMLSession() async {
    await #expect(throws: HTMLCreativeHostPage.Failure.notHTML) {
      try await HTMLCreativeSession.prepare(
        slotID: "s", source: .image(URL(string: "https://a.example/i.png")!), clock: clock)
    }
  }

  // MARK: Navigation

  @Test func theMainFrameLoadsTheHostPageAndNothingElseFramesLoad() async throws {
    let session = try await HTMLCreativeSession.prepare(
      slotID: "slot-1", source: source, clock: clock)
    #expect(session.decide(URL(string: "about:blank"), in: .hostPage) == .allow)
    #expect(session.decide(URL(string: "https://creative.example/ad"), in: .frame) == .allow)
    #expect(session.decide(URL(string: "https://elsewhere.example/"), in: .frame) == .allow)
    session.hostPageDidLoad()
    #expect(session.decide(URL(string: "about:blank"), in: .hostPage) == .cancel)
    #expect(session.decide(landing, in: .hostPage) == .cancel)
    #expect(session.decide(landing, in: .newWindow) == .cancel)
  }

  @Test func aPageOpenedOnTheViewersTapIsOneClick() async throws {
    let (session, events) = try await session()
    session.viewerTapped()
    await clock.advance(by: 0.2)
    #expect(session.decide(landing, in: .newWindow) == .cancel)
    #expect(
      session.decide(URL(string: "https://tracker.example/same-tap"), in: .newWindow) == .cancel)
    #expect(session.decide(landing, in: .hostPage) == .cancel)
    #expect(events.value == [.click(URLString: landing.absoluteString)])
    #expect(session.refusals == [.withoutTap, .withoutTap])
    #expect(session.handlesItsOwnClicks)
    // The next tap is the next click, a top navigation this time.
    session.viewerTapped()
    #expect(session.decide(landing, in: .hostPage) == .cancel)
    #expect(events.value.count == 2)
  }

  /// (A creative that speaks the bridge, so that the tap is not the ad's after 0.5 s.)
  @Test func aPageOpenedWithoutATapOrTooLateIsNoClick() async throws {
    let (session, events) = try await session()
    session.receive(message("kontext.ad.ready"), fromHostPage: true)
    #expect(session.decide(landing, in: .newWindow) == .cancel)
    session.viewerTapped()
    await clock.advance(by: ClickPolicy.tapWindow + 0.01)
    #expect(session.decide(landing, in: .newWindow) == .cancel)
    #expect(session.decide(landing, in: .hostPage) == .cancel)
    #expect(events.value.isEmpty)
    #expect(session.refusals == [.withoutTap, .withoutTap, .withoutTap])
  }

  @Test func aTapOpeningAPageAtTheEdgeOfTheWindowIsStillAClick() async throws {
    let (session, events) = try await session()
    session.receive(message("kontext.ad.ready"), fromHostPage: true)
    session.viewerTapped()
    await clock.advance(by: ClickPolicy.tapWindow)
    #expect(session.decide(landing, in: .newWindow) == .cancel)
    #expect(events.value == [.click(URLString: landing.absoluteString)])
  }

  /// VoiceOver and Switch Control activate elements without a touch where they are: WebKit's
  /// own user-gesture check is what stands then.
  @Test func withAssistiveTechnologyAPageOpenedIsAClickWithoutATap() async throws {
    let (session, events) = try await session()
    #expect(session.decide(landing, in: .newWindow, assistiveTechnology: true) == .cancel)
    #expect(events.value == [.click(URLString: landing.absoluteString)])
  }

  @Test func aPageTheClickPolicyRefusesIsNoClickAndLeavesTheTap() async throws {
    let (session, events) = try await session()
    session.viewerTapped()
    for refused in ["javascript:alert(1)", "about:blank", "kontext-creative://x/creative.html"] {
      #expect(session.decide(URL(string: refused), in: .newWindow) == .cancel)
    }
    #expect(session.decide(nil, in: .newWindow) == .cancel)
    #expect(events.value.isEmpty)
    #expect(session.refusals == Array(repeating: .unsafeLanding, count: 4))
    #expect(!session.handlesItsOwnClicks)
    // The tap is still the viewer's: unanswered, it is the ad's.
    await clock.advance(by: ClickPolicy.unansweredTapDelay)
    #expect(events.value == [.unansweredTap])
  }

  // MARK: A creative that does not click by itself

  @Test func aTapThatACreativeWithoutTheBridgeLeavesUnansweredIsTheAds() async throws {
    let (session, events) = try await session()
    session.viewerTapped()
    await clock.advance(by: ClickPolicy.unansweredTapDelay - 0.01)
    #expect(events.value.isEmpty)
    await clock.advance(by: 0.01)
    #expect(events.value == [.unansweredTap])
    // The tap is taken: a page the creative opens after that is no second click.
    #expect(session.decide(landing, in: .newWindow) == .cancel)
    #expect(events.value == [.unansweredTap])
    // Each tap is its own.
    session.viewerTapped()
    session.viewerTapped()
    await clock.advance(by: ClickPolicy.unansweredTapDelay)
    #expect(events.value == [.unansweredTap, .unansweredTap])
  }

  @Test func aCreativesOwnPageOnTheTapIsTheClickInstead() async throws {
    let (session, events) = try await session()
    session.viewerTapped()
    await clock.advance(by: 0.3)
    #expect(session.decide(landing, in: .newWindow) == .cancel)
    await clock.advance(by: 1)
    #expect(events.value == [.click(URLString: landing.absoluteString)])
    // From now on the creative handles its own taps.
    session.viewerTapped()
    await clock.advance(by: 1)
    #expect(events.value.count == 1)
  }

  @Test func aCreativeThatSpeaksTheBridgeHandlesItsOwnTaps() async throws {
    for first in ["kontext.ad.ready", "kontext.ad.click", "kontext.ad.error"] {
      let (session, events) = try await session()
      session.receive(message(first), fromHostPage: true)
      #expect(session.handlesItsOwnClicks)
      let before = events.value
      session.viewerTapped()
      await clock.advance(by: 1)
      #expect(events.value == before, "\(first)")
    }
  }

  @Test func aBridgeClickAnswersTheTap() async throws {
    let (session, events) = try await session()
    session.viewerTapped()
    session.receive(
      message("kontext.ad.click", ["cta_url": landing.absoluteString]), fromHostPage: true)
    // The same tap's window is no second click.
    #expect(session.decide(URL(string: "https://brand.example/other"), in: .newWindow) == .cancel)
    await clock.advance(by: 1)
    #expect(events.value == [.click(URLString: landing.absoluteString)])
  }

  @Test func anEndedSessionReportsNothingMore() async throws {
    let (session, events) = try await session()
    session.viewerTapped()
    session.end()
    await clock.advance(by: 1)
    #expect(events.value.isEmpty)
    #expect(session.eventHandler == nil)
    #expect(clock.pendingCount == 0)
  }

  // MARK: The inline document

  @Test func theInlineDocumentIsServedAtItsOwnURLOnly() async throws {
    let inline = URL(string: "kontext-creative://ad-1/creative.html")!
    let session = try await HTMLCreativeSession.prepare(
      slotID: "slot-1", source: .htmlDocument("<p>ad</p>"), clock: clock, inlineURL: inline)
    #expect(session.inlineResponse(to: inline) == session.content.inlineDocument)
    #expect(session.inlineResponse(to: URL(string: "kontext-creative://ad-1/other")) == nil)
    #expect(session.content.hostPage.contains("frame-src kontext-creative://ad-1;"))
    let served = try await HTMLCreativeSession.prepare(
      slotID: "slot-1", source: source, clock: clock)
    #expect(served.inlineResponse(to: inline) == nil)
  }
}

/// A mutable value the tests' closures share.
@MainActor
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A web content process that iOS ended: loaded again before `show()`, a bounded number of
/// times; a load in progress or an ad on screen fails.
@MainActor
struct WebProcessEndTests {
  private func session() async throws -> HTMLCreativeSession {
    try await HTMLCreativeSession.prepare(
      slotID: "slot", source: .htmlDocument("<p>ad</p>"), clock: ManualClock())
  }

  @Test func aCreativeWaitingForShowIsLoadedAgainAFewTimesThenGivenUp() async throws {
    let session = try await session()
    session.hostPageDidLoad()
    #expect(session.webProcessEnded(isLoading: false, isOnScreen: false) == .reload)
    // The host page may load again in the main frame.
    #expect(session.decide(URL(string: "about:blank"), in: .hostPage) == .allow)
    session.hostPageDidLoad()
    #expect(session.webProcessEnded(isLoading: false, isOnScreen: false) == .reload)
    #expect(session.webProcessEnded(isLoading: false, isOnScreen: false) == .giveUp)
    #expect(HTMLCreativeSession.maximumReloads == 2)
  }

  @Test func aLoadInProgressFailsAndAnAdOnScreenFails() async throws {
    let session = try await session()
    #expect(session.webProcessEnded(isLoading: true, isOnScreen: false) == .failLoad)
    #expect(session.webProcessEnded(isLoading: false, isOnScreen: true) == .failOnScreen)
  }
}

/// The page's verdict is the core's: gone after the reloads run out, or after a failed reload.
@MainActor
struct WebPageGoneTests {
  @Test func thePageIsGoneAfterTheReloadsRunOut() async throws {
    let session = try await HTMLCreativeSession.prepare(
      slotID: "slot", source: .htmlDocument("<p>ad</p>"), clock: ManualClock())
    for _ in 0..<HTMLCreativeSession.maximumReloads {
      #expect(session.webProcessEnded(isLoading: false, isOnScreen: false) == .reload)
      #expect(!session.isGone)
    }
    #expect(session.webProcessEnded(isLoading: false, isOnScreen: false) == .giveUp)
    #expect(session.isGone)
  }

  @Test(arguments: [false, true])
  func aFailedReloadMakesThePageGoneAndFailsAnAdOnScreen(isOnScreen: Bool) async throws {
    let session = try await HTMLCreativeSession.prepare(
      slotID: "slot", source: .htmlDocument("<p>ad</p>"), clock: ManualClock())
    session.hostPageDidLoad()
    #expect(session.webProcessEnded(isLoading: false, isOnScreen: false) == .reload)
    #expect(session.pageFailedAfterLoad(interrupted: false, isOnScreen: isOnScreen) == isOnScreen)
    #expect(session.isGone)
  }

  @Test func aFailureWithNoReloadInFlightChangesNothing() async throws {
    let session = try await HTMLCreativeSession.prepare(
      slotID: "slot", source: .htmlDocument("<p>ad</p>"), clock: ManualClock())
    session.hostPageDidLoad()
    #expect(!session.pageFailedAfterLoad(interrupted: false, isOnScreen: true))  // never reloaded
    #expect(session.webProcessEnded(isLoading: false, isOnScreen: false) == .reload)
    session.hostPageDidLoad()  // the reload finished
    #expect(!session.pageFailedAfterLoad(interrupted: false, isOnScreen: true))
    #expect(!session.isGone)
  }

  @Test func anInterruptedReloadLeavesTheNextReloadItsChance() async throws {
    let session = try await HTMLCreativeSession.prepare(
      slotID: "slot", source: .htmlDocument("<p>ad</p>"), clock: ManualClock())
    session.hostPageDidLoad()
    #expect(session.webProcessEnded(isLoading: false, isOnScreen: false) == .reload)
    // The process ends again during the reload: WebKit fails that load too.
    #expect(session.webProcessEnded(isLoading: false, isOnScreen: false) == .reload)
    #expect(!session.pageFailedAfterLoad(interrupted: true, isOnScreen: false))
    #expect(!session.isGone)
    session.hostPageDidLoad()
    #expect(!session.isGone)
  }
}
