import Foundation
import Testing

@testable import KontextVideoCore

/// The delivery queue's decisions, as values: no transport, no disk, no clock.
struct DeliveryOutcomeTests {
  @Test(arguments: [
    (200, RedirectRule.never, DeliveryOutcome.delivered),
    (204, .secureHops, .delivered),
    (302, .never, .retry()),  // the SDK's events stay owed
    (302, .secureHops, .rejected(302)),  // a pixel sent somewhere unsafe is dropped
    (408, .never, .retry()),
    (500, .never, .retry()),
    (400, .never, .rejected(400)),
    (404, .secureHops, .rejected(404)),
  ])
  func anAnswerDecidesTheBeaconsFate(status: Int, redirects: RedirectRule, outcome: DeliveryOutcome)
  {
    #expect(DeliveryOutcome.of(status: status, retryAfter: 60, redirects: redirects) == outcome)
  }

  @Test(arguments: [429, 503])
  func onlyA429Or503CarriesTheServersDelay(status: Int) {
    #expect(
      DeliveryOutcome.of(status: status, retryAfter: 60, redirects: .never)
        == .retry(serverDelay: 60))
    #expect(DeliveryOutcome.of(status: 500, retryAfter: 60, redirects: .never) == .retry())
  }
}

struct EventLaneTests {
  let policy: BeaconQueue.Policy = {
    var policy = BeaconQueue.Policy()
    policy.jitter = 0
    return policy
  }()

  @Test func aFailedBatchWaitsOutItsBackoffAndADeliveredOneClearsIt() {
    var lane = EventLane()
    #expect(lane.mayStart(at: 0))
    lane.begin()
    #expect(!lane.mayStart(at: 0))  // one round at a time
    #expect(lane.settle(.retry(), at: 10, policy: policy) == .retry(at: 11))
    lane.end()
    #expect(!lane.mayStart(at: 10.5))
    #expect(lane.mayStart(at: 11))
    lane.begin()
    #expect(lane.settle(.retry(), at: 11, policy: policy) == .retry(at: 13))  // doubled
    lane.end()
    lane.begin()
    #expect(lane.settle(.delivered, at: 13, policy: policy) == .sendMore)
    #expect(lane.backoff.failures == 0)
  }

  @Test func aFlushDuringAFailingBatchTriesAgainAtOnceUnlessTheServerAskedToWait() {
    var lane = EventLane()
    lane.begin()
    #expect(lane.flush(at: 0) == nil)
    #expect(lane.flushCame)
    #expect(lane.settle(.retry(), at: 1, policy: policy) == .sendMore)
    #expect(lane.flush(at: 1) == nil)
    #expect(lane.settle(.retry(serverDelay: 3600), at: 2, policy: policy) == .retry(at: 3602))
  }

  @Test func aFlushKeepsTheServersRetryAfter() {
    var lane = EventLane()
    lane.begin()
    _ = lane.settle(.retry(serverDelay: 600), at: 0, policy: policy)
    lane.end()
    #expect(lane.flush(at: 100) == 600)  // still waiting: the queue wakes then
    #expect(!lane.mayStart(at: 100))
    #expect(lane.flush(at: 700) == nil)
    #expect(lane.mayStart(at: 700))
  }
}

struct PixelLaneStateTests {
  let policy: BeaconQueue.Policy = {
    var policy = BeaconQueue.Policy()
    policy.jitter = 0
    return policy
  }()
  let date = Date(timeIntervalSince1970: 1_800_000_000)

  private func pixel(_ host: String, _ name: String) -> Beacon {
    Beacon(id: "\(host)-\(name)", payload: .pixel(url: "https://\(host)/\(name)"), createdAt: date)
  }

  @Test func aDestinationBacksOffOncePerBatchAndOnlyItself() {
    var lane = PixelLane()
    let down = [pixel("down.example", "a"), pixel("down.example", "b")]
    let up = pixel("UP.example", "a")
    lane.settle(
      [(down[0], .retry()), (down[1], .retry()), (up, .delivered)], at: 5, policy: policy)
    #expect(lane.backoffs["down.example"]?.failures == 1)
    #expect(lane.backoffs["down.example"]?.retryAt == 6)
    #expect(lane.backoffs["up.example"] == nil)
    let waiting = down + [pixel("up.example", "b")]
    #expect(lane.due(waiting, tried: [], at: 5, count: 4).map(\.id) == ["up.example-b"])
    #expect(lane.due(waiting, tried: [], at: 6, count: 4).count == 3)
    #expect(lane.nextWake(waiting: waiting) == 6)
    #expect(lane.nextWake(waiting: [pixel("up.example", "c")]) == nil)
  }

  @Test func theLongestRetryAfterOfADestinationIsKeptThroughAFlush() {
    var lane = PixelLane()
    let a = pixel("t.example", "a")
    let b = pixel("t.example", "b")
    lane.settle(
      [(a, .retry(serverDelay: 60)), (b, .retry(serverDelay: 600))], at: 0, policy: policy)
    lane.flush()
    #expect(lane.backoffs["t.example"]?.retryAt == 600)
  }

  @Test func oneRoundAtATime() {
    var lane = PixelLane()
    let first = lane.begin()
    let second = lane.begin()
    lane.end()
    let third = lane.begin()
    #expect(first && !second && third)
  }
}

struct BeaconBacklogTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  private func event(_ id: String, age: TimeInterval = 0) -> Beacon {
    let event = AdEvent(
      id: id, name: .impression, format: .overlay, adID: "ad", requestID: "r", time: 0,
      timestamp: now.addingTimeInterval(-age), sequence: 1)
    return Beacon(outgoing: .event(event))
  }

  private func pixel(_ id: String) -> Beacon {
    Beacon(id: id, payload: .pixel(url: "https://t.example/\(id)"), createdAt: now)
  }

  @Test func addingKeepsOneOfEachAndRestoringPutsTheStoredFirst() {
    var backlog = BeaconBacklog()
    let first = backlog.add([event("a"), event("b"), event("a")])
    #expect(first.map(\.id) == ["a", "b"])
    let second = backlog.add([event("b"), event("c")])
    #expect(second.map(\.id) == ["c"])
    backlog.restore([event("old"), event("a")])
    #expect(backlog.beacons.map(\.id) == ["old", "a", "b", "c"])
  }

  @Test func limitsDropTheTooOldThenEachLanesOldestApart() {
    var policy = BeaconQueue.Policy()
    policy.maximumEvents = 2
    policy.maximumPixels = 1
    var backlog = BeaconBacklog()
    backlog.add([
      event("stale", age: 8 * 24 * 3600), pixel("p1"), event("e1"), pixel("p2"), event("e2"),
      event("e3"),
    ])
    let drops = backlog.applyLimits(now: now, policy: policy)
    #expect(
      drops == [
        .init(ids: ["stale"], reason: .expired),
        .init(ids: ["e1"], reason: .overflow(events: true, cap: 2)),
        .init(ids: ["p1"], reason: .overflow(events: false, cap: 1)),
      ])
    #expect(backlog.beacons.map(\.id) == ["p2", "e2", "e3"])
  }

  @Test func aFailedAttemptIsCountedOnlyOnTheBeaconsTried() {
    var backlog = BeaconBacklog()
    backlog.add([event("a"), event("b")])
    backlog.countAttempt(["b"])
    #expect(backlog.beacons.map(\.attempts) == [0, 1])
  }
}
