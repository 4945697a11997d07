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

  /// Whether ``send(_:)`` is isolated to the main actor (an in-process server, such as the
  /// sandbox, that must see requests in the order the SDK sent them, and answers on the SDK's
  /// clock). The ad client then calls it from the main actor; otherwise, from where it reads
  /// the answer, off the main actor, sparing the answer a hop there and back. False unless a
  /// transport says otherwise.
  var sendsOnMainActor: Bool { get }
}

extension HTTPTransport {
  /// False: ``send(_:)`` runs wherever it is called from.
  package var sendsOnMainActor: Bool { false }
}
