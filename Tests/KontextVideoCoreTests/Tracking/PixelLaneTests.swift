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

  private func queue(_ transport: HangingPixelTransport) -> BeaconQueue {
    var policy = BeaconQueue.Policy()
    policy.batchWindow = 0
    policy.jitter = 0
    return BeaconQueue(
      file: nil, transport: transport, eventsURL: URL(string: "https://ads.example/v1/events")!,
      token: "t", clock: clock, wallClock: { [date] in date }, policy: policy)
  }

  private func events(_ count: Int) -> [Beacon] {
    (0..<count).map { index in
      let event = AdEvent(
        name: .impression, format: .overlay, adID: "ad", requestID: "r", time: 0,
        timestamp: date, sequence: index + 1)
      return Beacon(id: event.id, payload: .event(WireEvent(event)), createdAt: date)
    }
  }

  private func pixel(_ path: String) -> Beacon {
    Beacon(
      id: "pixel-\(path)", payload: .pixel(url: "https://tracker.example/\(path)"),
      createdAt: date)
  }

  @Test(.timeLimit(.minutes(1))) func aPixelThatNeverAnswersHoldsBackNoEvent() async throws {
    let transport = HangingPixelTransport(hanging: ["stuck"])
    let queue = queue(transport)
    let delivery = Task { await queue.enqueue([pixel("stuck"), pixel("fine")] + events(3)) }
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
    await queue.enqueue(events(2))
    #expect(transport.eventPosts == 2)
  }
}

/// Answers `/v1/events` at once with 200 and every pixel at once with 204, but those whose
/// path is in `hanging`, which never answer until their call is cancelled.
final class HangingPixelTransport: AdTransport {
  private let hanging: Set<String>
  private let state = Locked<(events: Int, pixels: [String])>((0, []))

  init(hanging: Set<String>) {
    self.hanging = hanging
  }

  var eventPosts: Int { state.withLock { $0.events } }
  var answeredPixels: [String] { state.withLock { $0.pixels } }

  func send(_ request: HTTPRequestData) async throws -> HTTPResponseData {
    if request.url.path.hasSuffix("/v1/events") {
      state.withLock { $0.events += 1 }
      return HTTPResponseData(status: 200, body: Data())
    }
    let name = String(request.url.path.dropFirst())
    if hanging.contains(name) {
      let gate = Locked<CheckedContinuation<Void, any Error>?>(nil)
      try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          gate.withLock { $0 = continuation }
          if Task.isCancelled { gate.withLock { $0 }?.resume(throwing: CancellationError()) }
        }
      } onCancel: {
        gate.withLock { waiting -> CheckedContinuation<Void, any Error>? in
          defer { waiting = nil }
          return waiting
        }?.resume(throwing: CancellationError())
      }
    }
    state.withLock { $0.pixels.append(request.url.path) }
    return HTTPResponseData(status: 204, body: Data())
  }
}
