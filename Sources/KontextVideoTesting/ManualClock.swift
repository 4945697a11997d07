import Foundation
import KontextVideoCore

/// A clock that moves only when told: every SDK timer fires in order, at its exact time, when
/// a test advances it. Nothing sleeps for real.
///
/// Time is kept in whole nanoseconds, and every deadline is rounded to the nearest one, so
/// sums of decimal steps land exactly: advancing 7.9 s and then 0.1 s reaches an 8 s deadline.
///
/// ```swift
/// let (sdk, clock, _) = KontextVideo.testing(.fill)  // an SDK on its own ManualClock
/// let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
/// // … show an overlay, then:
/// await clock.advance(by: 8)   // the overlay's display time
/// ```
public final class ManualClock: AdClock, ResumptionTracking, RunsJobs {
  private struct Entry {
    var id: Int
    var deadline: Int64
    var action: Action
  }

  private enum Action {
    case timer(@MainActor () -> Void)
    case sleeper(CheckedContinuation<Void, any Error>)
  }

  private struct State {
    var now: Int64
    var nextID = 0
    var entries: [Entry] = []
    /// Counts every timer or sleeper made, cancelled or run: unchanged means nothing moved.
    var activity = 0
    /// Timers of the batch being run that an earlier one of the batch cancelled.
    var cancelledInBatch: Set<Int> = []
    /// Sleepers whose task was cancelled before they were registered.
    var cancelledBeforeSleeping: Set<Int> = []
    /// Callers of the SDK that were woken and have not run yet.
    var wokenCallers = 0
  }

  private let state: Locked<State>
  /// The SDK's jobs off the main actor, one after another in the order handed over.
  let jobs = SerialJobs()

  /// Creates a clock that reads `now` (default 0).
  public init(now: TimeInterval = 0) {
    state = Locked(State(now: Self.nanoseconds(now)))
  }

  /// The clock's current time in seconds.
  public var now: TimeInterval { Self.seconds(state.withLock { $0.now }) }

  /// Whole nanoseconds of `seconds`, rounded to the nearest; non-finite times are clamped.
  private static func nanoseconds(_ seconds: TimeInterval) -> Int64 {
    guard seconds.isFinite else { return seconds > 0 ? .max / 2 : .min / 2 }
    let scaled = (seconds * 1e9).rounded()
    return Int64(max(min(scaled, Double(Int64.max / 2)), Double(Int64.min / 2)))
  }

  private static func seconds(_ nanoseconds: Int64) -> TimeInterval {
    Double(nanoseconds) / 1e9
  }

  /// How many timers and sleepers are waiting.
  public var pendingCount: Int { state.withLock { $0.entries.count } }

  /// Suspends until a test advances the clock to `deadline`.
  public func sleep(until deadline: TimeInterval) async throws {
    let deadline = Self.nanoseconds(deadline)
    let id = state.withLock { state -> Int in
      state.nextID += 1
      state.activity += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        // Decided under the clock's lock, where a cancel is recorded too: a sleep whose task
        // was cancelled a moment before it got here ends at once instead of waiting forever.
        let outcome = state.withLock { state -> Bool? in
          if state.cancelledBeforeSleeping.remove(id) != nil { return false }
          if deadline <= state.now { return true }
          state.entries.append(Entry(id: id, deadline: deadline, action: .sleeper(continuation)))
          return nil
        }
        switch outcome {
        case true?: continuation.resume()
        case false?: continuation.resume(throwing: CancellationError())
        case nil: break
        }
      }
    } onCancel: {
      cancel(id, throwing: true)
    }
  }

  /// Schedules `action` for `deadline`; one already due runs on the main actor's next turn.
  @MainActor
  public func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> AdCancellable
  {
    let deadline = Self.nanoseconds(deadline)
    let (id, isDue) = state.withLock { state -> (Int, Bool) in
      state.nextID += 1
      state.activity += 1
      state.entries.append(Entry(id: state.nextID, deadline: deadline, action: .timer(action)))
      return (state.nextID, deadline <= state.now)
    }
    if isDue {
      Task { @MainActor [weak self] in self?.fireDue() }
    }
    return AdCancellable { [weak self] in self?.cancel(id, throwing: false) }
  }

  /// Moves the clock forward by `seconds`, firing every timer and waking every sleeper due on
  /// the way, in order, each at its own time; lets the work they start run between them.
  @MainActor
  public func advance(by seconds: TimeInterval) async {
    let target = state.withLock { $0.now } + Self.nanoseconds(max(seconds, 0))
    await advance(toNanoseconds: target)
  }

  /// Moves the clock forward to `time` (nothing happens when it is already there or later),
  /// firing every timer and waking every sleeper due on the way, as ``advance(by:)`` does.
  @MainActor
  public func advance(to time: TimeInterval) async {
    await advance(toNanoseconds: Self.nanoseconds(time))
  }

  @MainActor
  private func advance(toNanoseconds target: Int64) async {
    await settle()
    // Everything due at one time runs together, in the order it was scheduled, then the work
    // it started settles: a sleeper that tracking work registered from another thread at the
    // same time cannot add a pause between two of the SDK's timers, so runs are identical.
    while let batch = popBatch(upTo: target) {
      for entry in batch {
        // A timer that an earlier one of the same time cancelled does not run, as with the
        // system clock; a sleeper whose task was cancelled meanwhile ends with
        // `CancellationError` (left unresumed, its task would wait forever).
        let cancelled = state.withLock { state -> Bool in
          guard state.cancelledInBatch.remove(entry.id) != nil else { return false }
          state.cancelledBeforeSleeping.remove(entry.id)
          return true
        }
        if cancelled {
          if case .sleeper(let continuation) = entry.action {
            continuation.resume(throwing: CancellationError())
          }
          continue
        }
        run(entry)
      }
      state.withLock { $0.cancelledInBatch.removeAll() }
      await settle()
    }
    state.withLock { $0.now = max($0.now, target) }
    await settle()
  }

  /// Fires what is due now without moving the clock.
  @MainActor
  public func runDue() async {
    await advance(by: 0)
  }

  @MainActor
  private func fireDue() {
    while let entry = popNext(upTo: state.withLock({ $0.now })) { run(entry) }
  }

  @MainActor
  private func run(_ entry: Entry) {
    switch entry.action {
    case .timer(let action): action()
    case .sleeper(let continuation): continuation.resume()
    }
  }

  /// Every entry due at the earliest deadline up to `target`, in the order they were made.
  private func popBatch(upTo target: Int64) -> [Entry]? {
    state.withLock { state -> [Entry]? in
      guard
        let deadline = state.entries.lazy.map(\.deadline).filter({ $0 <= target }).min()
      else { return nil }
      let batch = state.entries.filter { $0.deadline == deadline }.sorted { $0.id < $1.id }
      state.activity += 1
      state.entries.removeAll { $0.deadline == deadline }
      state.now = max(state.now, deadline)
      return batch
    }
  }

  private func popNext(upTo target: Int64) -> Entry? {
    state.withLock { state -> Entry? in
      guard
        let index = state.entries.indices
          .filter({ state.entries[$0].deadline <= target })
          .min(by: { lhs, rhs in
            let a = state.entries[lhs]
            let b = state.entries[rhs]
            return (a.deadline, a.id) < (b.deadline, b.id)
          })
      else { return nil }
      let entry = state.entries.remove(at: index)
      state.activity += 1
      state.now = max(state.now, entry.deadline)
      return entry
    }
  }

  private func cancel(_ id: Int, throwing: Bool) {
    let removed = state.withLock { state -> Entry? in
      guard let index = state.entries.firstIndex(where: { $0.id == id }) else {
        state.cancelledInBatch.insert(id)  // it may be in the batch being run
        if throwing { state.cancelledBeforeSleeping.insert(id) }  // or not sleeping yet
        return nil
      }
      state.activity += 1
      return state.entries.remove(at: index)
    }
    if throwing, case .sleeper(let continuation)? = removed?.action {
      continuation.resume(throwing: CancellationError())
    }
  }

  /// The SDK woke `count` callers (a `format()` or `load()` answered).
  package func callersWoken(_ count: Int) {
    state.withLock {
      $0.wokenCallers += count
      $0.activity += 1
    }
  }

  /// A woken caller runs again.
  package func callerRan() {
    state.withLock {
      $0.wokenCallers = max($0.wokenCallers - 1, 0)
      $0.activity += 1
    }
  }

  /// Waits one turn of the main actor: behind every job queued on it now. Unlike
  /// `Task.yield()`, which goes by way of the global executor and so comes back at a moment
  /// that differs from run to run, this never leaves the main actor, so runs are identical.
  @MainActor
  private static func mainActorTurn() async {
    await withCheckedContinuation { continuation in
      Task { @MainActor in continuation.resume() }
    }
  }

  /// Lets the work that timers started run: waits turns of the main actor until every caller
  /// the SDK woke has run and 20 turns in a row make, cancel or run no timer (a long cascade of
  /// work settles whole).
  ///
  /// A woken caller that never runs (work waiting on a server that does not answer) would hold
  /// time still forever: the wait gives up after 10,000 turns, once at least ``settleAllowance``
  /// has passed on the machine's own clock. The turns alone are not enough on a loaded machine,
  /// where a thread the SDK's work runs on may wait longer than 10,000 turns for a core, and
  /// time moving on before that work had run would make runs differ.
  @MainActor
  private func settle() async {
    var quietTurns = 0
    var last = state.withLock { $0.activity }
    let started = ProcessInfo.processInfo.systemUptime
    var turns = 0
    while true {
      let (activity, woken) = state.withLock { ($0.activity, $0.wokenCallers) }
      if quietTurns >= 20, woken == 0 { return }
      turns += 1
      if turns >= 10_000, ProcessInfo.processInfo.systemUptime - started >= Self.settleAllowance {
        return
      }
      await Self.mainActorTurn()
      quietTurns = activity == last ? quietTurns + 1 : 0
      last = activity
    }
  }

  /// The least time a wait for woken callers lasts before it gives up: 2 s of the machine's
  /// uptime (and at least 10,000 turns of the main actor).
  static let settleAllowance: TimeInterval = 2
}
