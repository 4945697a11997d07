import Foundation

/// What one delivery attempt came to, decided from the answer alone: a value with no I/O.
enum DeliveryOutcome: Sendable, Hashable {
  /// Delivered: the beacon leaves the queue.
  case delivered
  /// Refused for good (the status, or 0 when nothing could be sent): dropped with a report.
  case rejected(Int)
  /// Try again later; `serverDelay` is how long the server asked to wait, if it said.
  case retry(serverDelay: TimeInterval? = nil)

  /// The outcome of an answer with `status` to a request that followed `redirects`.
  ///
  /// A redirect the transport did not follow keeps the SDK's own events (which follow none)
  /// owed, never counted delivered; a pixel redirected somewhere unsafe is dropped. 429 and
  /// 503 carry the server's `Retry-After` (RFC 9110).
  static func of(status: Int, retryAfter: TimeInterval?, redirects: RedirectRule) -> Self {
    switch status {
    case 200..<300: .delivered
    case 300..<400: redirects == .never ? .retry() : .rejected(status)
    case 429, 503: .retry(serverDelay: retryAfter)
    case 408, 500..<600: .retry()
    default: .rejected(status)
    }
  }

  /// Whether the beacon stays owed.
  var isRetry: Bool {
    if case .retry = self { true } else { false }
  }
}
