import Foundation

/// The events lane's state: whether a batch is in flight, its backoff, and whether a flush came
/// meanwhile. A value with no I/O: the ``BeaconQueue`` asks it what to do and does it.
struct EventLane: Sendable {
  /// What to do after a batch's outcome.
  enum Next: Sendable, Hashable {
    /// Send the next batch now.
    case sendMore
    /// Stop, and wake the lane at this time on the SDK's clock.
    case retry(at: TimeInterval)
  }

  /// The lane's backoff; a batch may start once its `retryAt` has come.
  private(set) var backoff = RetryBackoff()
  private(set) var isSending = false
  /// A flush came while a batch was in flight: if it fails, try again at once rather than wait
  /// out the backoff (the network may be back since it started).
  private(set) var flushCame = false

  /// Whether a batch may start at `now`: none in flight, and the backoff over.
  func mayStart(at now: TimeInterval) -> Bool {
    !isSending && now >= backoff.retryAt
  }

  /// A round of batches begins.
  mutating func begin() {
    isSending = true
    flushCame = false
  }

  /// The round ended (nothing left, or a failure).
  mutating func end() {
    isSending = false
  }

  /// A batch came back with `outcome` at `now`.
  mutating func settle(_ outcome: DeliveryOutcome, at now: TimeInterval, policy: BeaconQueue.Policy)
    -> Next
  {
    guard case .retry(let serverDelay) = outcome else {
      if outcome == .delivered { backoff = RetryBackoff() }
      return .sendMore
    }
    if flushCame, serverDelay == nil {
      flushCame = false
      return .sendMore
    }
    flushCame = false
    return .retry(at: backoff.failed(at: now, policy: policy, serverDelay: serverDelay))
  }

  /// A flush: the backoff is over, except a server's `Retry-After`. Returns when the lane must
  /// wake if that wait is still running at `now`.
  mutating func flush(at now: TimeInterval) -> TimeInterval? {
    if isSending { flushCame = true }
    backoff.retryNow()
    return backoff.retryAt > now ? backoff.retryAt : nil
  }
}
