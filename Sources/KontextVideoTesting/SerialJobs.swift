import Foundation

/// Runs jobs one after another, in the order the main actor handed them over, each off the main
/// actor: the SDK's jobs on a ``ManualClock``. Two jobs started at one instant of the clock (a
/// tracking hand-off and a batching window, say) would otherwise race each other, and the same
/// session could send its events in different batches from run to run.
@MainActor
final class SerialJobs {
  /// The job handed over last; the next one waits for it.
  private var last: Task<Void, Never>?

  /// No job yet. Made wherever the queue is.
  nonisolated init() {}

  /// Runs `job` once every job handed over before it has finished.
  func enqueue(_ job: @escaping @Sendable () async -> Void) {
    let previous = last
    last = Task.detached {
      await previous?.value
      await job()
    }
  }
}
