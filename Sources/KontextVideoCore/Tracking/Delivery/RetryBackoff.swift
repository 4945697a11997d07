import Foundation

/// When a lane of the delivery queue tries again after failures: exponential backoff with
/// jitter, a value with no I/O. The events lane has one; the pixel lane one per tracker host.
struct RetryBackoff: Sendable, Hashable {
  /// Failures in a row.
  package private(set) var failures = 0
  /// When the next attempt is due, on the SDK's clock.
  package private(set) var retryAt: TimeInterval = 0
  /// The earliest the server allowed the next attempt (its `Retry-After`), which a flush does
  /// not bring forward.
  package private(set) var notBefore: TimeInterval = 0

  /// The longest `Retry-After` honoured: 1 hour. A server asking for more is tried again then.
  package static let maximumServerDelay: TimeInterval = 3600

  package init() {}

  /// One more failure at `now`: the next attempt is due after the first delay doubled per
  /// failure, at most the policy's maximum, lengthened or shortened by `jitter` (from -1 to 1)
  /// times the policy's share. Returns when it is due.
  /// When the server said how long to wait (`serverDelay`, its `Retry-After`), the attempt is
  /// due no earlier than that, at most ``maximumServerDelay``.
  @discardableResult
  package mutating func failed(
    at now: TimeInterval, policy: BeaconQueue.Policy, jitter: Double = Double.random(in: -1...1),
    serverDelay: TimeInterval? = nil
  ) -> TimeInterval {
    failures += 1
    let exponent = Double(min(failures - 1, 20))
    let base = min(policy.firstRetryDelay * pow(2, exponent), policy.maximumRetryDelay)
    retryAt = now + base * (1 + policy.jitter * min(max(jitter, -1), 1))
    if let serverDelay {
      notBefore = now + min(max(serverDelay, 0), Self.maximumServerDelay)
      retryAt = max(retryAt, notBefore)
    }
    return retryAt
  }

  /// The next attempt is due now (the app goes to the background, a flush was asked for), or
  /// when the server allowed it, if later.
  package mutating func retryNow() {
    retryAt = notBefore
  }
}
