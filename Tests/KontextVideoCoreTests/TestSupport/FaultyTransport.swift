import Foundation

@testable import KontextVideoCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real network, which a test can take down for tracking (ad requests still go out).
final class FaultyTransport: HTTPTransport {
  private let down = Locked(false)
  private let failures = Locked(0)
  private let live = URLSessionTransport()

  /// How many `/v1/events` posts the server answered with a 5xx.
  var serverFailures: Int { failures.withLock { $0 } }

  var isDown: Bool {
    get { down.withLock { $0 } }
    set { down.withLock { $0 = newValue } }
  }

  func send(_ request: HTTPRequestData) async throws -> HTTPResponseData {
    if isDown, !request.url.path.hasSuffix("/v1/ads") { throw URLError(.notConnectedToInternet) }
    let response = try await live.send(request)
    if request.url.path.hasSuffix("/v1/events"), response.status >= 500 {
      failures.withLock { $0 += 1 }
    }
    return response
  }
}
