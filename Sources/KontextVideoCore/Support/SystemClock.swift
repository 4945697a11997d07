import Foundation

/// The real clock: the system's uptime, and timers on the main queue.
///
/// Timers wait in one queue ordered by deadline, behind a single dispatch timer armed for the
/// earliest: scheduling or cancelling a timer (a request deadline, an ad's expiry) is a list
/// operation, not a new dispatch source. This is the default clock of ``KontextVideo/shared``.
public final class SystemClock: AdClock {
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

  private let state = Locked(State())

  /// Creates the system clock.
  public init() {}

  /// The system uptime in seconds.
  public var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

  /// Sleeps with `Task.sleep(nanoseconds:)` until `deadline`.
  public func sleep(until deadline: TimeInterval) async throws {
    let remaining = deadline - now
    guard remaining > 0 else { return }
    try await Task.sleep(nanoseconds: UInt64(remaining * 1_000_000_000))
  }

  /// Schedules `action` on the main actor at `deadline`; a cancelled one does not run.
  @MainActor
  public func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void)
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

  private func arm(at deadline: TimeInterval) {
    let generation = state.withLock { state -> Int in
      state.generation += 1
      state.armedDeadline = deadline
      return state.generation
    }
    let delay = max(deadline - now, 0)
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
      MainActor.assumeIsolated { self?.fire(generation: generation) }
    }
  }

  @MainActor
  private func fire(generation: Int) {
    let current = now
    let due = state.withLock { state -> [Entry]? in
      guard state.generation == generation else { return nil }
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
    let next = state.withLock { state -> TimeInterval? in
      guard state.armedDeadline == nil else { return nil }
      return state.entries.first?.deadline
    }
    if let next { arm(at: next) }
  }
}
