import Foundation

/// A piece of work raced against a deadline on the SDK's clock: the one helper behind the
/// deadlines of VAST wrapper hops and tracking pixels (URLSession's own timeouts are whole
/// seconds on Linux, and ignore a request's own).
extension AdClock {
  /// `work`'s result, or `late()` when the clock reaches `deadline` first; the loser's task is
  /// cancelled.
  package func race<Value: Sendable>(
    until deadline: TimeInterval,
    _ work: @escaping @Sendable () async -> Value,
    late: @escaping @Sendable () -> Value
  ) async -> Value {
    await withTaskGroup(of: Value?.self) { group in
      group.addTask { await work() }
      group.addTask { [self] in
        do { try await sleep(until: deadline) } catch { return nil }
        return late()
      }
      var outcome: Value?
      for await result in group {
        guard let result else { continue }  // the deadline's sleep was cancelled
        outcome = result
        break
      }
      group.cancelAll()
      return outcome ?? late()
    }
  }
}
