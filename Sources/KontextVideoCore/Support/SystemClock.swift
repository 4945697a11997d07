import Foundation

/// The real clock: the system's uptime, and timers on the main actor.
///
/// This is the default clock of ``KontextVideo/shared``.
public final class SystemClock: AdClock {
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

  /// Schedules `action` on the main actor at `deadline`.
  @MainActor
  public func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> AdCancellable
  {
    let task = Task { @MainActor [weak self] in
      guard let self else { return }
      try? await self.sleep(until: deadline)
      guard !Task.isCancelled else { return }
      action()
    }
    return AdCancellable { task.cancel() }
  }
}
