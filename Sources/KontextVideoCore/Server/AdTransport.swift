import Foundation

/// Sends one HTTP request and returns the response: the seam between the ad client and the
/// network. The live one is ``URLSessionTransport``; the embedded sandbox is another.
package protocol AdTransport: Sendable {
  func send(_ request: HTTPRequestData) async throws -> HTTPResponseData
}

/// An HTTP request, independent of `URLRequest`.
package struct HTTPRequestData: Sendable, Hashable {
  package var method: String
  package var url: URL
  package var headers: [String: String]
  package var body: Data
  /// When it was sent, on the SDK's clock; a simulated server times its answer from here.
  package var sentAt: TimeInterval

  package init(
    method: String, url: URL, headers: [String: String], body: Data, sentAt: TimeInterval
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.sentAt = sentAt
  }
}

/// An HTTP response.
package struct HTTPResponseData: Sendable, Hashable {
  package var status: Int
  package var body: Data

  package init(status: Int, body: Data) {
    self.status = status
    self.body = body
  }
}
