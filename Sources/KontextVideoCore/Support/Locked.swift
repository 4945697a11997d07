import Foundation

/// A value guarded by a lock, for the little state that must be shared across threads.
///
/// This is the one place the package uses `@unchecked Sendable`: every access to `value` goes
/// through `withLock`, which holds an `NSLock` (available on iOS 13+, unlike `Mutex`).
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Creates the wrapper around an initial value.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value and returns what it returns.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
