import Foundation

/// An HTTP response.
package struct HTTPResponseData: Sendable, Hashable {
  package var status: Int
  package var body: Data
  /// How long the server asked to be left alone (`Retry-After`, in seconds from when the
  /// headers arrived), when it said so in a form the SDK reads.
  package var retryAfter: TimeInterval?

  package init(status: Int, body: Data, retryAfter: TimeInterval? = nil) {
    self.status = status
    self.body = body
    self.retryAfter = retryAfter
  }
}
