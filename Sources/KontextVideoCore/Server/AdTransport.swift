import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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
  /// Which redirects the transport may follow for it.
  package var redirects: RedirectRule
  /// What the transport does with the response's body: by default, keeps up to 1 MiB.
  package var responseBody: ResponseBodyRule

  package init(
    method: String, url: URL, headers: [String: String], body: Data, sentAt: TimeInterval,
    redirects: RedirectRule = .sameOrigin,
    responseBody: ResponseBodyRule = .keep(limit: ResponseBodyRule.defaultLimit)
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.sentAt = sentAt
    self.redirects = redirects
    self.responseBody = responseBody
  }
}

/// Which HTTP redirects a request may follow.
package enum RedirectRule: String, Sendable, Hashable {
  /// Only to the same origin (scheme, host and port): the ad server's own API, which carries
  /// the publisher token. A redirect elsewhere is not followed; the caller sees the 3xx.
  case sameOrigin
  /// Up to ``maximumHops`` redirects to `https` (or `http` on loopback), without the
  /// `Authorization` or `Cookie` headers: tracking pixels and VAST tags.
  case secureHops

  /// The most redirects a ``secureHops`` request follows: 3.
  package static let maximumHops = 3

  /// The request to follow a redirect with, or nil not to follow it. `original` is the URL
  /// first asked for; `hops` the redirects already followed.
  package func follow(_ next: URLRequest, from original: URL?, hops: Int) -> URLRequest? {
    guard let url = next.url else { return nil }
    switch self {
    case .sameOrigin:
      guard let original, Self.origin(of: url) == Self.origin(of: original) else { return nil }
      return next
    case .secureHops:
      guard hops < Self.maximumHops, WebURL.isSecure(url) else { return nil }
      var stripped = next
      stripped.setValue(nil, forHTTPHeaderField: "Authorization")
      stripped.setValue(nil, forHTTPHeaderField: "Cookie")
      return stripped
    }
  }

  /// `scheme://host:port`, the port made explicit.
  static func origin(of url: URL) -> String? {
    guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else {
      return nil
    }
    let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
    return "\(scheme)://\(host):\(port)"
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
