import Foundation

/// The source of time for every timer in the SDK.
///
/// Request and load deadlines, overlay display time, the interruption grace period, expiry and
/// on-screen sampling all read one clock: on a device, a monotonic clock that counts the
/// device's sleep; in tests, `ManualClock` from `KontextVideoTesting`, which a test moves by
/// hand, so nothing sleeps. Times are seconds on a monotonic timeline whose origin is the
/// clock's own.
///
/// ```swift
/// let (sdk, clock, _) = KontextVideo.testing(.fill)  // clock is a ManualClock
/// ```
public protocol AdClock: AnyObject, Sendable {
  /// The current time in seconds on this clock's monotonic timeline.
  var now: TimeInterval { get }

  /// Suspends until the clock reaches `deadline`; returns at once when it already has.
  ///
  /// Throws `CancellationError` when the calling task is cancelled first.
  func sleep(until deadline: TimeInterval) async throws

  /// Runs `action` on the main actor once the clock reaches `deadline`.
  ///
  /// The returned handle cancels the action; a cancelled or fired timer does nothing more.
  @MainActor
  func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> AdCancellable
}

/// A handle that cancels scheduled or in-flight work: a clock's timer, a creative's load.
public final class AdCancellable: Sendable {
  private let onCancel: Locked<(@Sendable () -> Void)?>

  /// Creates a handle whose cancellation runs `onCancel` once.
  public init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = Locked(onCancel)
  }

  /// Cancels the work if it has not finished. Calling it again does nothing.
  public func cancel() {
    let action = onCancel.withLock { value -> (@Sendable () -> Void)? in
      defer { value = nil }
      return value
    }
    action?()
  }
}

/// A clock that wants to know when the SDK wakes a caller that waited on it (a `format()` or a
/// `load()` answered), until that caller has run: a manual clock does not move time on while
/// one is woken but has not run, so its runs do not depend on when the executor gets to it.
package protocol ResumptionTracking: Sendable {
  /// `count` callers were woken.
  func callersWoken(_ count: Int)
  /// One woken caller runs again.
  func callerRan()
}

/// A clock whose timers cannot run while the app is suspended or the device sleeps: the SDK
/// asks it to run every timer already due when the app comes back to the foreground.
protocol CatchesUpAfterSleep: Sendable {
  /// Runs every timer whose deadline has passed, now.
  @MainActor func catchUp()
}
