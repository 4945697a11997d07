import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Exact event sequences for sandbox scenarios and misuse not covered elsewhere.
@MainActor
struct EventSequenceTests {
  @Test func serverErrorSequence() async {
    let fixture = Fixture(.serverError(status: 503))
    _ = await awaitedError { _ = try await fixture.ads.format(.pause) }
    #expect(
      fixture.recorder.eventNames == [.requested, .requestFailed(.requestFailed(.status(503)))])
  }

  @Test func shortLifetimeSequence() async throws {
    let fixture = Fixture(.shortLifetime(seconds: 5))
    let ad = try await fixture.readyAd(.overlay)
    await fixture.clock.advance(by: 5)
    #expect(
      fixture.recorder.eventNames == [
        .requested, .filled, .loadStarted, .loaded, .notUsed(.expired),
      ])
    #expect(ad.isReady == false)
  }

  @Test func standardScenarioSequenceForTwoLinearRequests() async throws {
    let fixture = Fixture(.standard)
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 16)
    _ = await awaitedError { _ = try await fixture.ads.format(.linear) }
    #expect(
      fixture.recorder.eventNames == [
        .requested, .filled, .loadStarted, .loaded, .shown, .impression, .start, .viewable,
        .firstQuartile,
        .midpoint, .thirdQuartile, .complete, .ended(.completed), .requested,
        .noFill(.frequencyCapped),
      ])
  }

  @Test func misuseAddsNoEvents() async throws {
    let fixture = Fixture()
    let ad = try await fixture.readyAd(.overlay)
    let before = fixture.recorder.eventNames
    _ = thrownError { try ad.dismiss() }
    _ = thrownError { try ad.show() }
    _ = thrownError { try ad.show(in: HeadlessContainer(width: 10, height: 10)) }
    #expect(fixture.recorder.eventNames == before)
    try ad.show(in: fixture.container)
    try ad.dismiss()
    _ = thrownError { try ad.dismiss() }
    _ = thrownError { try ad.reject() }
    fixture.ads.destroy()
    #expect(fixture.recorder.eventNames.suffix(2) == [.shown, .ended(.dismissed)])
  }

  @Test func eventsAreStampedInOrderWithUniqueIDs() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    await fixture.clock.advance(by: 9)
    let events = fixture.recorder.events
    #expect(events.map(\.sequence) == Array(1...events.count))
    #expect(Set(events.map(\.id)).count == events.count)
    #expect(zip(events, events.dropFirst()).allSatisfy { $0.timestamp <= $1.timestamp })
  }

  @Test func wireEventCarriesEveryField() throws {
    let event = AdEvent(
      id: "e1", name: .ended(.skipped), format: .linear, adID: "s1", requestID: "r1", time: 3,
      timestamp: Date(timeIntervalSince1970: 1_800_000_000.25), contentPlayhead: 42.5,
      adPlayhead: 6, sequence: 9)
    let json = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(WireEvent(event)))
        as? [String: Any])
    #expect(json["event_id"] as? String == "e1")
    #expect(json["name"] as? String == "end")
    #expect(json["reason"] as? String == "skipped")
    #expect(json["slot_id"] as? String == "s1")
    #expect(json["request_id"] as? String == "r1")
    #expect(json["format"] as? String == "linear")
    #expect(json["timestamp"] as? String == "2027-01-15T08:00:00.250Z")
    #expect(json["content_playhead"] as? Double == 42.5)
    #expect(json["ad_playhead"] as? Double == 6)
    #expect(json["sequence"] as? Int == 9)
    let error = WireEvent(AdEvent(name: .loadFailed(.timedOut(.load)), format: .pause, time: 0))
    #expect(error.name == "error" && error.errorCode == 402)
  }

  @Test func debugTimelineExportsTheRecentEvents() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    let exported = try #require(
      try JSONSerialization.jsonObject(with: fixture.sdk.debugTimelineJSON()) as? [[String: Any]])
    #expect(
      exported.map { $0["name"] as? String } == [
        "requested", "filled", "load_started", "loaded", "shown",
      ])
  }
}
