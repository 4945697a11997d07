import Foundation
import KontextVideoCore

/// The SDK's work off the main actor (its tracking queue's hand-offs and timers) runs on a
/// manual clock as on swift-nio's embedded event loop: one job after another, in the order the
/// main actor handed them over, and time moves on only once each has run whole. So a session on
/// a manual clock sends the same requests in the same batches every run, and a deadline (a
/// pixel's 5 s) never passes while the work that would meet it waits for a thread.
extension ManualClock {
  /// Runs `job` after every job handed over before it; time stands still until it has run.
  @MainActor
  package func runJob(_ job: @escaping @Sendable () async -> Void) {
    callersWoken(1)
    jobs.enqueue { [self] in
      await job()
      callerRan()
    }
  }

  /// Runs `job` as ``runJob(_:)`` does once the clock reaches `due`: a timer of this clock,
  /// among its other timers, in their order.
  package func runJob(at due: TimeInterval, _ job: @escaping @Sendable () async -> Void)
    -> AdCancellable
  {
    // The timers are kept on the main actor; the hop there counts as a woken caller, so the
    // timer is in place before time moves on.
    callersWoken(1)
    let timer = Locked<(cancelled: Bool, handle: AdCancellable?)>((false, nil))
    Task { @MainActor [weak self] in
      guard let self else { return }
      defer { callerRan() }
      guard !timer.withLock({ $0.cancelled }) else { return }
      let handle = schedule(at: due) { [weak self] in
        // A timer cancelled as it fired starts nothing.
        guard let self, !timer.withLock({ $0.cancelled }) else { return }
        runJob {
          if !timer.withLock({ $0.cancelled }) { await job() }
        }
      }
      // Kept, or cancelled at once when the cancellation came while it was being made: the
      // check and the store are one step, so no cancellation falls between them.
      let cancelledMeanwhile = timer.withLock { state -> Bool in
        if !state.cancelled { state.handle = handle }
        return state.cancelled
      }
      if cancelledMeanwhile { handle.cancel() }
    }
    return AdCancellable {
      timer.withLock { state -> AdCancellable? in
        state.cancelled = true
        return state.handle
      }?.cancel()
    }
  }
}
