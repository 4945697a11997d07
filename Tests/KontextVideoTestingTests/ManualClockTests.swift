import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The manual clock lands exactly on deadlines, however a test reaches them.
@MainActor
struct ManualClockTests {
  @Test func advancingInDecimalStepsReachesTheDeadlineExactly() async {
    let clock = ManualClock()
    var fired = false
    _ = clock.schedule(at: 8) { fired = true }
    await clock.advance(by: 7.9)
    #expect(!fired)
    await clock.advance(by: 0.1)
    #expect(fired)
    #expect(clock.now == 8)
  }

  @Test func elevenTenthsAreOnePointOne() async {
    let clock = ManualClock()
    var fired = false
    _ = clock.schedule(at: 1.1) { fired = true }
    for _ in 0..<11 { await clock.advance(by: 0.1) }
    #expect(fired)
    #expect(clock.now == 1.1)
  }

  @Test func aDeadlineComputedFromSummedStepsFiresWhenReached() async {
    let clock = ManualClock()
    for _ in 0..<10 { await clock.advance(by: 0.1) }
    var fired = false
    _ = clock.schedule(at: clock.now + 0.1) { fired = true }  // 1.0999999999999999 in Double
    await clock.advance(by: 0.1)
    #expect(fired)
  }

  @Test func advanceToMovesToThatTimeAndFiresInOrder() async {
    let clock = ManualClock(now: 2)
    var order: [Int] = []
    _ = clock.schedule(at: 5) { order.append(5) }
    _ = clock.schedule(at: 3) { order.append(3) }
    _ = clock.schedule(at: 9) { order.append(9) }
    await clock.advance(to: 5)
    #expect(order == [3, 5])
    #expect(clock.now == 5)
    await clock.advance(to: 4)  // the past: nothing moves
    #expect(clock.now == 5)
    #expect(order == [3, 5])
  }

  @Test func aTimerCancelledByAnotherOfTheSameTimeDoesNotRun() async {
    let clock = ManualClock()
    var ran: [String] = []
    var second: AdCancellable?
    _ = clock.schedule(at: 1) {
      ran.append("first")
      second?.cancel()
    }
    second = clock.schedule(at: 1) { ran.append("second") }
    await clock.advance(by: 1)
    #expect(ran == ["first"])
  }

  @Test(.timeLimit(.minutes(1)))
  func aSleepCancelledBeforeItBeginsEndsAtOnce() async {
    let clock = ManualClock()
    for _ in 0..<200 {
      // The cancel may land before, during or after the sleep registers: it must always end.
      let sleeper = Task.detached { try await clock.sleep(until: 1_000) }
      sleeper.cancel()
      let result = await sleeper.result
      #expect(throws: CancellationError.self) { try result.get() }
    }
  }
}

/// A sleeper whose task is cancelled by a timer due at the same moment, after the clock took
/// both from its list: the sleep ends with `CancellationError` (it was left unresumed, its
/// continuation leaked and its task hung, which a demo against a real server once met).
@MainActor
@Test func aSleeperCancelledByATimerOfTheSameMomentEnds() async {
  let clock = ManualClock()
  var sleeper: Task<Void, Never>?
  var ended: String?
  _ = clock.schedule(at: 1) { sleeper?.cancel() }
  sleeper = Task { @MainActor in
    do {
      try await clock.sleep(until: 1)
      ended = "woke"
    } catch {
      ended = "cancelled"
    }
  }
  for _ in 0..<100 { await Task.yield() }
  await clock.advance(by: 1)
  for _ in 0..<1000 where ended == nil { await Task.yield() }
  #expect(ended == "cancelled")
}
