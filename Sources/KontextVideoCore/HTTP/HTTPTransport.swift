import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends one HTTP request and returns the response: the seam between the SDK's three HTTP
/// clients (the ad server's API, the VAST resolver, the tracking queue) and the network. The
/// live one is ``URLSessionTransport``; the embedded sandbox and tests' scripted servers are
/// others.
package protocol HTTPTransport: Sendable {
  /// Sends `request` and returns the server's answer, or throws why none came.
  func send(_ request: HTTPRequestData) async throws -> HTTPResponseData
}
