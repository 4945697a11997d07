/// What the SDK tells its clock beyond time: the one place that asks which extra protocols a
/// clock speaks (a manual clock tracks woken callers; the system clock catches up after sleep).
extension AdClock {
  /// The clock's count of callers the SDK woke and that have not run yet, when it keeps one
  /// (a manual clock, which does not move time on while one is pending).
  package var resumptionTracker: (any ResumptionTracking)? {
    self as? any ResumptionTracking
  }

  /// Tells the clock that the SDK woke one caller (started a task it must wait for); call
  /// ``WokenCaller/ran()`` once that task has run as far as the clock must wait.
  package func wakeCaller() -> WokenCaller {
    let tracker = resumptionTracker
    tracker?.callersWoken(1)
    return WokenCaller(tracker: tracker)
  }

  /// Runs every timer already due, when the clock cannot run timers while the app is
  /// suspended or the device sleeps (the system clock); does nothing otherwise.
  @MainActor
  package func catchUpAfterSleep() {
    (self as? any CatchesUpAfterSleep)?.catchUp()
  }
}

/// A caller the SDK woke, from ``AdClock/wakeCaller()``: it says when it has run.
package struct WokenCaller: Sendable {
  fileprivate let tracker: (any ResumptionTracking)?

  /// The woken caller has run; call it once.
  package func ran() {
    tracker?.callerRan()
  }
}
