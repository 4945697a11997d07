import Foundation

/// Where the SDK's work off the main actor runs: the tracking queue's hand-offs and timers.
///
/// The SDK has one path for that work: it hands each job to its clock. A clock that runs jobs
/// itself (``RunsJobs``: the manual clock of the test kit, which runs them one after another in
/// the order they were handed over and moves time on only once each has run, as swift-nio's
/// embedded event loop does) decides the order; any other clock (the system clock, or an app's
/// own) runs each job at once in a task of its own, the order being the executor's.
extension AdClock {
  /// Runs `job` off the main actor, now.
  @MainActor
  package func startJob(_ job: @escaping @Sendable () async -> Void) {
    if let runner = self as? any RunsJobs {
      runner.runJob(job)
    } else {
      Task.detached { await job() }
    }
  }

  /// Runs `job` off the main actor once the clock reaches `due`, unless the returned handle
  /// cancels it first. Callable from any thread.
  package func startJob(at due: TimeInterval, _ job: @escaping @Sendable () async -> Void)
    -> AdCancellable
  {
    if let runner = self as? any RunsJobs { return runner.runJob(at: due, job) }
    let task = Task {
      do { try await sleep(until: due) } catch { return }
      await job()
    }
    return AdCancellable { task.cancel() }
  }
}

/// A clock that runs the SDK's jobs itself, in an order it keeps (a manual clock).
package protocol RunsJobs: AdClock {
  /// Runs `job` off the main actor.
  @MainActor func runJob(_ job: @escaping @Sendable () async -> Void)
  /// Runs `job` off the main actor at `due`, unless cancelled first. Callable from any thread.
  func runJob(at due: TimeInterval, _ job: @escaping @Sendable () async -> Void)
    -> AdCancellable
}
