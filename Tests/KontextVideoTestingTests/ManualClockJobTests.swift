import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The manual clock runs the SDK's work off the main actor as swift-nio's embedded event loop
/// does: one job after another in the order handed over, time standing still until each has run.
@MainActor
struct ManualClockJobTests {
  /// Jobs that would finish in the other order on their own run in the order handed over.
  @Test func jobsRunOneAfterAnotherInTheOrderHandedOver() async {
    let clock = ManualClock()
    let order = Locked<[String]>([])
    clock.startJob {
      // The first job waits on work of its own; the second must still come after it.
      for _ in 0..<50 { await Task.yield() }
      order.withLock { $0.append("first") }
    }
    clock.startJob { order.withLock { $0.append("second") } }
    await clock.runDue()
    #expect(order.withLock { $0 } == ["first", "second"])
  }

  /// A timed job is one of the clock's timers: it runs at its time, among the others in their
  /// order, and the clock moves on only once it has run whole, however long it takes.
  @Test func aTimedJobRunsWholeBeforeTimeMovesOn() async {
    let clock = ManualClock()
    let seen = Locked<[String]>([])
    _ = clock.startJob(at: 1) {
      for _ in 0..<200 { await Task.yield() }
      seen.withLock { $0.append("job at \(clock.now)") }
    }
    _ = clock.schedule(at: 1.5) { seen.withLock { $0.append("timer at 1.5") } }
    await clock.advance(by: 0.9)
    #expect(seen.withLock { $0 }.isEmpty)
    await clock.advance(by: 1)
    #expect(seen.withLock { $0 } == ["job at 1.0", "timer at 1.5"])
  }

  @Test func aCancelledTimedJobNeverRuns() async {
    let clock = ManualClock()
    let ran = Locked(false)
    let handle = clock.startJob(at: 1) { ran.withLock { $0 = true } }
    await clock.runDue()
    handle.cancel()
    await clock.advance(by: 2)
    #expect(!ran.withLock { $0 })
    #expect(clock.pendingCount == 0)
  }

  /// Any other clock (an app's own) runs a job at once, in a task of its own.
  @Test func anotherClockRunsTheJobInATaskOfItsOwn() async {
    let clock = ForeignClock()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      clock.startJob { done.resume() }
    }
    #expect(!(clock is any RunsJobs))
  }
}

/// A clock an app might write: it speaks none of the SDK's extra protocols.
private final class ForeignClock: AdClock {
  var now: TimeInterval { 0 }
  func sleep(until deadline: TimeInterval) async throws {}
  @MainActor
  func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> AdCancellable
  {
    AdCancellable {}
  }
}
