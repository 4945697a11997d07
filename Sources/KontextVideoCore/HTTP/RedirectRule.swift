import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Which HTTP redirects a request may follow.
package enum RedirectRule: String, Sendable, Hashable {
  /// None: the caller sees the 3xx. The SDK's own events, which a redirect would turn into a
  /// `GET` (301, 302, 303), or re-send without their body on Linux (307, 308): either way the
  /// server's answer would not be about the events.
  case never
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
    case .never:
      return nil
    case .sameOrigin:
      guard let original, Self.origin(of: url) == Self.origin(of: original) else { return nil }
      return next
    case .secureHops:
      // A hop's `Location` is followed without its credentials (not refused): the request was
      // already taken, and only the hop's user name and password are the problem.
      let url = WebURL.withoutCredentials(url)
      guard hops < Self.maximumHops, WebURL.isSecure(url) else { return nil }
      var stripped = next
      stripped.url = url
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
