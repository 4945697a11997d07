import Foundation
import Testing

@testable import KontextVideoCore

/// The delivery plan's rules on the value alone: actions out for events in. No transport, no
/// disk, no clock.
struct DeliveryPlanTests {
  let wall = Date(timeIntervalSince1970: 1_800_000_000)

  private func policy(window: TimeInterval = 1, batch: Int = 50) -> BeaconQueue.Policy {
    var policy = BeaconQueue.Policy()
    policy.jitter = 0
    policy.batchWindow = window
    policy.batchSize = batch
    return policy
  }

  private func event(_ id: String, report: Bool = false, age: TimeInterval = 0) -> Beacon {
    let event = AdEvent(
      id: id, name: .impression, format: .overlay, adID: "ad", requestID: "r", time: 0,
      timestamp: wall.addingTimeInterval(-age), sequence: 1)
    let beacon = Beacon(outgoing: .event(event))
    guard report, case .event(let wire) = beacon.payload else { return beacon }
    return Beacon(id: id, payload: .report(wire), createdAt: beacon.createdAt)
  }

  private func pixel(_ id: String, host: String = "t.example") -> Beacon {
    Beacon(id: id, payload: .pixel(url: "https://\(host)/\(id)"), createdAt: wall)
  }

  @Test func absorbedBeaconsAreOwedAndWaitForTheBatchingWindowOnce() {
    var plan = DeliveryPlan(policy: policy())
    let a = event("a")
    #expect(
      plan.absorbed([a], at: 10, wallNow: wall) == [
        .owe([a], fromEarlierLaunch: false), .wake(.batchWindow, at: 11),
      ])
    // A second burst inside the window adds to it and sets no second wake-up.
    let b = event("b")
    #expect(
      plan.absorbed([b, a], at: 10.5, wallNow: wall) == [.owe([b], fromEarlierLaunch: false)])
    #expect(plan.woke(.batchWindow, at: 11, wallNow: wall) == [.deliver])
    #expect(plan.wakes.isEmpty)
  }

  @Test func withoutAWindowAbsorbingDeliversAtOnce() {
    var plan = DeliveryPlan(policy: policy(window: 0))
    let a = event("a")
    #expect(
      plan.absorbed([a], at: 0, wallNow: wall) == [.owe([a], fromEarlierLaunch: false), .deliver])
  }

  @Test func theEventsLaneSendsBatchesOfOneKindUntilDone() {
    var plan = DeliveryPlan(policy: policy(batch: 2))
    let beacons = [event("a"), event("b"), event("c"), event("r", report: true)]
    _ = plan.absorbed(beacons, at: 0, wallNow: wall)
    #expect(
      plan.startEvents(at: 1, wallNow: wall) == [.sendEvents(Array(beacons[0..<2]), reports: false)]
    )
    #expect(plan.isSending)
    // A second start while a round is in flight does nothing.
    #expect(plan.startEvents(at: 1, wallNow: wall).isEmpty)
    #expect(
      plan.eventsSettled(["a", "b"], .delivered, at: 1, wallNow: wall) == [
        .forget(["a", "b"], .delivered), .sendEvents([beacons[2]], reports: false),
      ])
    // Reports go in a batch of their own.
    #expect(
      plan.eventsSettled(["c"], .delivered, at: 1, wallNow: wall) == [
        .forget(["c"], .delivered), .sendEvents([beacons[3]], reports: true),
      ])
    #expect(
      plan.eventsSettled(["r"], .rejected(400), at: 1, wallNow: wall) == [
        .forget(["r"], .rejected(status: 400, pixel: false))
      ])
    #expect(!plan.isSending)
    #expect(plan.backlog.beacons.isEmpty)
  }

  @Test func aFailedBatchStaysOwedAndWakesTheLaneAfterItsBackoff() {
    var plan = DeliveryPlan(policy: policy())
    let a = event("a")
    _ = plan.absorbed([a], at: 0, wallNow: wall)
    _ = plan.startEvents(at: 5, wallNow: wall)
    #expect(
      plan.eventsSettled(["a"], .retry(), at: 5, wallNow: wall) == [.wake(.eventsRetry, at: 6)])
    #expect(plan.backlog.beacons.map(\.attempts) == [1])
    #expect(!plan.isSending)
    // Before its backoff is over the lane does not start.
    #expect(plan.startEvents(at: 5.5, wallNow: wall).isEmpty)
    #expect(plan.woke(.eventsRetry, at: 6, wallNow: wall) == [.deliver])
    #expect(plan.startEvents(at: 6, wallNow: wall).count == 1)
  }

  @Test func aFlushCutsTheWindowAndTheBackoffShortButKeepsRetryAfter() {
    var plan = DeliveryPlan(policy: policy())
    _ = plan.absorbed([event("a")], at: 0, wallNow: wall)
    _ = plan.startEvents(at: 0, wallNow: wall)
    _ = plan.eventsSettled(["a"], .retry(serverDelay: 60), at: 0, wallNow: wall)
    let b = event("b")
    #expect(
      plan.flushed([b], at: 2, wallNow: wall) == [
        .owe([b], fromEarlierLaunch: false), .cancelWake(.eventsRetry),
        .wake(.eventsRetry, at: 60), .cancelWake(.batchWindow), .deliver,
      ])
    // The server's wait still holds.
    #expect(plan.startEvents(at: 2, wallNow: wall).isEmpty)
  }

  @Test func eachPixelCountsAsItAnswersAndAFailingTrackerBacksOffAlone() {
    var plan = DeliveryPlan(policy: policy(), pixelParallelism: 2)
    let good = pixel("g1", host: "good.example")
    let bad = pixel("b1", host: "bad.example")
    let later = pixel("g2", host: "good.example")
    _ = plan.absorbed([good, bad, later], at: 0, wallNow: wall)
    #expect(plan.startPixels(at: 1, wallNow: wall) == [.sendPixels([good, bad])])
    #expect(plan.pixelSettled("g1", .delivered) == [.forget(["g1"], .delivered)])
    #expect(plan.pixelSettled("b1", .retry()).isEmpty)
    #expect(
      plan.pixelsSettled([(good, .delivered), (bad, .retry())], at: 1, wallNow: wall) == [
        .sendPixels([later])
      ])
    // The round ends with the failed tracker's wake-up; each pixel was tried once.
    #expect(
      plan.pixelsSettled([(later, .delivered)], at: 1, wallNow: wall) == [
        .wake(.pixels, at: 2)
      ])
    #expect(plan.pixelSettled("g2", .delivered) == [.forget(["g2"], .delivered)])
    #expect(plan.backlog.beacons == [bad.attemptCounted()])
    #expect(plan.woke(.pixels, at: 2, wallNow: wall) == [.sendPixels([bad.attemptCounted()])])
  }

  @Test func limitsForgetTheTooOldAndTheOldestPastALanesCap() {
    var capped = policy()
    capped.maximumPixels = 1
    var plan = DeliveryPlan(policy: capped)
    let old = event("old", age: capped.maximumAge + 1)
    let p1 = pixel("p1")
    let p2 = pixel("p2")
    #expect(
      plan.absorbed([old, p1, p2], at: 0, wallNow: wall) == [
        .owe([old, p1, p2], fromEarlierLaunch: false),
        .forget(["old"], .expired),
        .forget(["p1"], .overflow(events: false, cap: 1)),
        .wake(.batchWindow, at: 1),
      ])
    #expect(plan.backlog.beacons == [p2])
  }

  @Test func beaconsReadBackAtStartAreOwedBeforeThoseOfThisLaunch() {
    var plan = DeliveryPlan(policy: policy())
    let now = event("now")
    let stored = event("stored")
    _ = plan.absorbed([now], at: 0, wallNow: wall)
    #expect(plan.restored([stored, now]) == [.owe([stored], fromEarlierLaunch: true)])
    #expect(plan.backlog.beacons.map(\.id) == ["stored", "now"])
  }

  @Test func theStatsAreCountedOffTheReports() {
    var stats = DeliveryStats()
    let a = event("a")
    let p = pixel("p")
    stats.count(.acted(.sendEvents([a], reports: false)))
    stats.count(.acted(.sendPixels([p, p])))
    stats.count(.acted(.forget(["a"], .delivered)))
    stats.count(.acted(.forget(["p", "q"], .rejected(status: 404, pixel: true))))
    stats.count(.acted(.forget(["x"], .expired)))
    stats.count(.acted(.forget(["y", "z"], .overflow(events: true, cap: 1))))
    stats.count(.unreadableOnLoad(3))
    #expect(stats.attempts == 3)
    #expect(stats.delivered == 1)
    #expect(stats.droppedRejected == 2)
    #expect(stats.droppedExpired == 1)
    #expect(stats.droppedOverflow == 2)
    #expect(stats.unreadableOnLoad == 3)
  }
}

extension Beacon {
  /// The beacon after one more failed attempt.
  fileprivate func attemptCounted() -> Beacon {
    var beacon = self
    beacon.countAttempt()
    return beacon
  }
}
