import Foundation

/// The real clock: a monotonic time that keeps counting while the device sleeps, and timers on
/// the main queue.
///
/// Times come from a continuous clock (`CLOCK_MONOTONIC_RAW` on Apple platforms,
/// `CLOCK_BOOTTIME` on Linux), so a long sleep of the phone is never read as a short gap: an ad
/// whose lifetime ran out overnight is expired in the morning.
///
/// Timers wait in one queue ordered by deadline, behind a wake-up armed for the earliest:
/// scheduling or cancelling a timer (a request deadline, an ad's expiry) is a list operation.
/// Dispatch has no timer on a clock that counts sleep, so each wake-up is armed twice, on
/// `DispatchTime` (stops while the device sleeps; never moved by the user's date settings) and
/// on `DispatchWallTime` (counts sleep; moves when the date is changed), and whichever comes
/// first checks the queue against ``now``: a wake-up that comes early (the date was moved
/// forward) runs nothing and arms again; one made late by a sleep is made up by the other. A
/// suspended app runs no timer at all, so ``KontextVideo/appWillEnterForeground()`` also runs
/// every timer already due before anything else.
///
/// `sleep(until:)` waits with `Task.sleep(nanoseconds:)`: across a device sleep it can end
/// late, never early. The SDK uses it off the main actor: to race VAST hops and tracking
/// pixels against their deadlines, and for the delivery queue's batch window and retry
/// backoff, all of which may run late after a sleep without billing anything wrongly.
///
/// This is the default clock of ``KontextVideo/shared``.
package final class SystemClock: AdClock, CatchesUpAfterSleep {
  private struct Entry {
    var id: Int
    var deadline: TimeInterval
    var action: @MainActor () -> Void
    /// Set when cancelled, so an entry already taken for firing does not run.
    var isCancelled: Locked<Bool>
  }

  private struct State {
    var entries: [Entry] = []
    var nextID = 0
    var armedDeadline: TimeInterval?
    var generation = 0
  }

  /// Where the clock reads the time and arms its wake-ups.
  package struct Source: Sendable {
    /// The time now, in seconds.
    package var now: @Sendable () -> TimeInterval
    /// Calls the closure on the main queue after about the given seconds.
    package var wake: @Sendable (TimeInterval, @escaping @Sendable () -> Void) -> Void

    package init(
      now: @escaping @Sendable () -> TimeInterval,
      wake: @escaping @Sendable (TimeInterval, @escaping @Sendable () -> Void) -> Void
    ) {
      self.now = now
      self.wake = wake
    }

    /// The device's: ``ContinuousTime``, and a wake-up on each of Dispatch's two clocks.
    package static let device = Source(now: ContinuousTime.seconds) { delay, fire in
      DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: fire)
      DispatchQueue.main.asyncAfter(wallDeadline: .now() + delay, execute: fire)
    }
  }

  private let state = Locked(State())
  private let source: Source

  /// Creates the system clock.
  package convenience init() {
    self.init(source: .device)
  }

  /// A clock reading `source` (tests pass a time they move themselves).
  package init(source: Source) {
    self.source = source
  }

  /// Seconds on a monotonic timeline that keeps counting while the device sleeps.
  package var now: TimeInterval { source.now() }

  /// Sleeps with `Task.sleep(nanoseconds:)` until `deadline`.
  package func sleep(until deadline: TimeInterval) async throws {
    var remaining = deadline - now
    while remaining > 0 {
      // At most a day at a time, so the nanoseconds never overflow.
      try await Task.sleep(nanoseconds: UInt64(min(remaining, 86_400) * 1_000_000_000))
      remaining = deadline - now
    }
  }

  /// Schedules `action` on the main actor at `deadline`; a cancelled one does not run.
  @MainActor
  package func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> AdCancellable
  {
    let isCancelled = Locked(false)
    let (id, armAt) = state.withLock { state -> (Int, TimeInterval?) in
      state.nextID += 1
      let index = state.entries.firstIndex { $0.deadline > deadline } ?? state.entries.endIndex
      let entry = Entry(
        id: state.nextID, deadline: deadline, action: action, isCancelled: isCancelled)
      state.entries.insert(entry, at: index)
      if let armed = state.armedDeadline, armed <= deadline { return (state.nextID, nil) }
      return (state.nextID, deadline)
    }
    if let armAt { arm(at: armAt) }
    return AdCancellable { [weak self] in
      isCancelled.withLock { $0 = true }
      self?.state.withLock { state in state.entries.removeAll { $0.id == id } }
    }
  }

  /// Runs every timer already due, now: the app is back from the background, where it ran
  /// none, and the device may have slept past some of them.
  @MainActor
  package func catchUp() {
    fire(generation: nil)
  }

  private func arm(at deadline: TimeInterval) {
    let generation = state.withLock { state -> Int in
      state.generation += 1
      state.armedDeadline = deadline
      return state.generation
    }
    let delay = max(deadline - now, 0)
    source.wake(delay) { [weak self] in
      MainActor.assumeIsolated { self?.fire(generation: generation) }
    }
  }

  /// Runs the due timers when `generation` is the wake-up armed last (or `nil`, at once), then
  /// arms a wake-up for the next one.
  @MainActor
  private func fire(generation: Int?) {
    let current = now
    let due = state.withLock { state -> [Entry]? in
      if let generation {
        guard state.generation == generation else { return nil }
      } else {
        state.generation += 1  // wake-ups armed before are stale now
      }
      state.armedDeadline = nil
      let count = state.entries.prefix { $0.deadline <= current }.count
      defer { state.entries.removeFirst(count) }
      return Array(state.entries.prefix(count))
    }
    guard let due else { return }
    // An action may cancel a later entry of this batch: skip those.
    for entry in due where !entry.isCancelled.withLock({ $0 }) {
      entry.action()
    }
    // An action may have scheduled a later timer, arming its wake-up: the earliest entry
    // still waiting must not wait for that one.
    let next = state.withLock { state -> TimeInterval? in
      guard let first = state.entries.first?.deadline else { return nil }
      if let armed = state.armedDeadline, armed <= first { return nil }
      return first
    }
    if let next { arm(at: next) }
  }
}
