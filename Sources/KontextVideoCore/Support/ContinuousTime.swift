import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Seconds on a monotonic clock that keeps counting while the device sleeps.
///
/// Expiry, request deadlines and every other SDK timer are measured on it, so an ad loaded at
/// night and shown in the morning is as old as the night was long. `ProcessInfo.systemUptime`
/// and Dispatch's `DispatchTime` stop while the device sleeps, so they would take hours for
/// minutes.
///
/// - Darwin: `CLOCK_MONOTONIC_RAW`, the clock of `mach_continuous_time()`, which "continues to
///   increment while the system is asleep" (clock_gettime(3)); not moved by changes to the
///   date and time.
/// - Linux: `CLOCK_BOOTTIME`, `CLOCK_MONOTONIC` plus the time the system spent suspended
///   (clock_gettime(2)).
package enum ContinuousTime {
  /// The clock's reading in seconds; its origin is the system's (about the boot).
  package static func seconds() -> TimeInterval {
    #if canImport(Darwin)
      return Double(clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW)) / 1e9
    #else
      var time = timespec()
      clock_gettime(CLOCK_BOOTTIME, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    #endif
  }
}
