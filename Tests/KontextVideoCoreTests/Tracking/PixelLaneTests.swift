import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Third-party pixels have a lane of their own: one that never answers holds back neither the
/// ad server's events nor the other pixels for longer than its timeout.
@MainActor
struct PixelLaneTests {
  let clock = ManualClock()
  let date = Date(timeIntervalSince1970: 1_800_000_000)

  private func queue(_ transport: ScriptedTransport) -> DeliveryRig {
    DeliveryRig(transport, clock: clock, now: date)
  }

  private func events(_ count: Int) -> [Outgoing] {
    Outgoing.events(count, at: date)
  }

  private func pixel(_ path: String) -> Outgoing {
    .pixel("https://tracker.example/\(path)", name: "pixel-\(path)", at: date)
  }

  @Test(.timeLimit(.minutes(1))) func aPixelThatNeverAnswersHoldsBackNoEvent() async throws {
    let transport = ScriptedTransport.trackers(hanging: ["stuck"])
    let queue = queue(transport)
    let delivery = Task { await queue.record([pixel("stuck"), pixel("fine")] + events(3)) }
    // The events go out at once, while the stuck pixel is still waiting.
    while transport.answeredPixels.isEmpty || transport.eventPosts == 0 { await Task.yield() }
    #expect(transport.eventPosts == 1)
    #expect(transport.answeredPixels == ["/fine"])
    var stats = await queue.currentStats()
    for _ in 0..<1000 where stats.delivered < 4 {  // the answer is counted a moment later
      await Task.yield()
      stats = await queue.currentStats()
    }
    #expect(stats.delivered == 4)  // three events and the pixel that answers
    #expect(stats.pending == 1)

    await clock.advance(by: BeaconQueue.pixelTimeout)  // the stuck pixel times out
    await delivery.value
    stats = await queue.currentStats()
    #expect(stats.pending == 1)  // kept for the pixel lane's own retry, not dropped

    // New events are not held back by the pixel lane's backoff either.
    await queue.record(events(2))
    #expect(transport.eventPosts == 2)
  }
}

extension PixelLaneTests {
  private func queue(_ transport: some HTTPTransport) -> DeliveryRig {
    DeliveryRig(transport, clock: clock, now: date)
  }

  private func pixel(_ host: String, _ name: String) -> Outgoing {
    .pixel("https://\(host)/\(name)", name: "\(host)-\(name)", at: date)
  }

  @Test func eachTrackerBacksOffOnItsOwn() async {
    let transport = ScriptedTransport.trackers(failing: ["down.example"])
    let queue = queue(transport)
    await queue.record([pixel("down.example", "a"), pixel("up.example", "a")])
    #expect(transport.hitsByHost == ["down.example": 1, "up.example": 1])
    let first = await queue.pixelRetryState(host: "down.example")
    #expect(first?.failures == 1)
    #expect(first?.retryAt == 1)  // the first retry delay, 1 s, on the manual clock
    #expect(await queue.pixelRetryState(host: "up.example") == nil)

    // While the tracker that is down waits, a working one's new pixels go out at once.
    await queue.record([pixel("up.example", "b")])
    #expect(transport.hitsByHost == ["down.example": 1, "up.example": 2])

    // Its own backoff doubles on each failure in a row; the other's state stays clear.
    await clock.advance(by: 1)
    await waitUntil { transport.hitsByHost["down.example"] == 2 }
    let second = await queue.pixelRetryState(host: "down.example")
    #expect(second?.failures == 2)
    #expect(second?.retryAt == 3)  // 1 s + 2 s
    #expect(await queue.pixelRetryState(host: "up.example") == nil)

    // Back up: delivered at its next retry, and its state is cleared.
    transport.answer(host: "down.example", with: .status(204))  // back up
    await clock.advance(by: 2)
    await waitUntil { transport.hitsByHost["down.example"] == 3 }
    var stats = await queue.currentStats()
    for _ in 0..<1000 where stats.pending > 0 {
      await Task.yield()
      stats = await queue.currentStats()
    }
    #expect(stats.pending == 0)
    #expect(stats.delivered == 3)
    #expect(await queue.pixelRetryState(host: "down.example") == nil)
  }

  @Test func aTrackerBacksOffOncePerRoundHoweverManyOfItsPixelsFailed() async {
    let transport = ScriptedTransport.trackers(failing: ["down.example"])
    let queue = queue(transport)
    await queue.record([
      pixel("down.example", "a"), pixel("down.example", "b"), pixel("down.example", "c"),
      pixel("up.example", "a"),
    ])
    #expect(transport.hitsByHost == ["down.example": 3, "up.example": 1])  // one batch of four
    let state = await queue.pixelRetryState(host: "down.example")
    #expect(state?.failures == 1)  // one failed round, not three
    #expect(state?.retryAt == 1)
  }

  private func waitUntil(_ condition: () -> Bool) async {
    for _ in 0..<10_000 where !condition() { await Task.yield() }
  }
}

extension ScriptedTransport {
  /// Answers pixels with 204, or 500 for the hosts in `failing`.
  static func trackers(failing: Set<String>) -> ScriptedTransport {
    let transport = ScriptedTransport()
    transport.answer({ _ in true }, with: { _ in .status(204) })
    for host in failing { transport.answer(host: host, with: .status(500)) }
    return transport
  }

  /// Answers `/v1/events` with 200 and every pixel with 204, but those whose path is in
  /// `hanging`, which never answer until their call is cancelled.
  static func trackers(hanging: Set<String>) -> ScriptedTransport {
    let transport = ScriptedTransport()
    transport.answer({ _ in true }, with: { _ in .status(204) })
    transport.answer(pathSuffix: "/v1/events", with: .status(200))
    transport.answer({ hanging.contains(String($0.url.path.dropFirst())) }, with: { _ in .hang })
    return transport
  }

  /// The `/v1/events` posts sent.
  var eventPosts: Int { sent.filter { $0.url.path.hasSuffix("/v1/events") }.count }

  /// The paths of the pixels answered, in the order of their answers.
  var answeredPixels: [String] {
    answered.map(\.url.path).filter { !$0.hasSuffix("/v1/events") }
  }
}
