import Dispatch
import Foundation

/// The thread that writes what the main actor records to the journal: parked on a semaphore
/// until ``wake()``, then it runs its work once and parks again.
///
/// Why a thread of its own instead of `DispatchQueue.async`: recording an event costs the main
/// actor whatever waking the writer costs, and events come seconds apart, so the writer is
/// almost always asleep. Signalling a semaphore that a thread waits on is an atomic increment
/// and one call into the kernel to wake it (Apple documents that a dispatch semaphore calls the
/// kernel only when a thread must block, or, on `signal()`, be woken); an `async` to an idle
/// queue also enqueues the block, pokes the root queue and wakes a thread of its pool. Measured
/// on this project's Linux machine, a virtual machine where any wake of a sleeping thread costs
/// the waker a dozen µs or more: 13-15 µs of the waker's CPU time against 19-20 µs, and the
/// journal's hand-over went from 9.6-12.2 µs to 6.8-8.5 µs (BENCHMARKS.md).
///
/// Nothing ever waits for this semaphore but the thread itself, so there is no priority
/// inversion to fear (semaphores donate no priority). The thread costs its stack while parked
/// and no CPU. The work runs outside any lock; wakes that come while it runs are counted by the
/// semaphore, so none is lost (the work then finds what came since, or nothing). ``stop()``
/// ends the thread after the work in progress; its owner calls it from `deinit`, and the work
/// holds its owner weakly, so the thread never keeps it alive.
final class JournalWriterThread: Sendable {
  private let semaphore = DispatchSemaphore(value: 0)
  private let stopped = Locked(false)

  /// Starts the thread, named `name` (at most 15 bytes, Linux's limit), which runs `work` after
  /// each wake.
  init(name: String, work: @escaping @Sendable () -> Void) {
    let semaphore = semaphore
    let stopped = stopped
    let thread = Thread {
      // Named from inside: Foundation's `Thread` on Linux gives a name set before `start()` to
      // the object only. Even so it names the system's thread (which debuggers and crash
      // reports show) only when it can tell the thread is the current one, which a thread just
      // started cannot always (seen in tests): the name is a help, and nothing depends on it.
      Thread.current.name = name
      while true {
        semaphore.wait()
        if stopped.withLock({ $0 }) { return }
        work()
      }
    }
    // Below the main thread's user-interactive class, so that on Apple platforms the writer
    // never takes the main thread's core from it, and above work that can wait. Set before
    // `start()`: Apple documents no effect of changing it on a running thread, so none is
    // assumed.
    thread.qualityOfService = .userInitiated
    thread.start()
  }

  /// Asks the thread to run its work once more. Cheap, from any thread.
  func wake() {
    semaphore.signal()
  }

  /// Ends the thread once the work in progress, if any, is done.
  func stop() {
    stopped.withLock { $0 = true }
    semaphore.signal()
  }
}
