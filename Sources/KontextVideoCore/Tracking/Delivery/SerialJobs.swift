/// Runs jobs one after another, in the order the main actor handed them over, each off the main
/// actor: the tracking queue's hand-offs and timers when its transport answers in the process
/// (the sandbox). Two jobs started at one instant of a manual clock (a hand-off and a batching
/// window, say) would otherwise race each other to the queue, and the same session could send
/// its events in different batches from run to run.
@MainActor
package final class SerialJobs {
  /// The job handed over last; the next one waits for it.
  private var last: Task<Void, Never>?

  /// No job yet. Made wherever the queue is.
  package nonisolated init() {}

  /// Runs `job` once every job handed over before it has finished.
  package func enqueue(_ job: @escaping @Sendable () async -> Void) {
    let previous = last
    last = Task.detached {
      await previous?.value
      await job()
    }
  }
}
