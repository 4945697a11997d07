import Foundation

/// How a sandbox creative behaves, read from its URL.
///
/// The embedded sandbox serves creatives at `https://sandbox.kontext.invalid/creative/<format>`
/// (the sandbox's own host, under a top-level domain reserved never to resolve) with query
/// items `load` (`ok` or `fail`), `load_seconds` and `fail_after_seconds`. To the wire format
/// they are ordinary `https` URLs; the renderers recognise the host, draw the creative offline
/// and read its behaviour the same way, so a sandbox scenario behaves alike headless and on a
/// device.
package struct SandboxCreativeBehavior: Sendable, Hashable {
  package var failsToLoad = false
  package var loadSeconds: TimeInterval = 0
  package var failsAfterSeconds: TimeInterval?

  package init(
    failsToLoad: Bool = false, loadSeconds: TimeInterval = 0, failsAfter: TimeInterval? = nil
  ) {
    self.failsToLoad = failsToLoad
    self.loadSeconds = loadSeconds
    self.failsAfterSeconds = failsAfter
  }

  /// Reads the behaviour of a sandbox URL (`https` on the sandbox's host); `nil` for any
  /// other URL.
  package init?(url: URL?) {
    guard let url, url.scheme == "https", url.host == SandboxServer.baseURL.host else {
      return nil
    }
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    for item in items {
      switch item.name {
      case "load": failsToLoad = item.value == "fail"
      case "load_seconds": loadSeconds = item.value.flatMap(Double.init) ?? 0
      case "fail_after_seconds": failsAfterSeconds = item.value.flatMap(Double.init)
      default: continue
      }
    }
  }

  /// The URL that carries this behaviour for a creative (or a VAST media file) of `format`.
  package func url(for format: AdFormat) -> URL {
    var components = URLComponents()
    components.scheme = "https"
    components.host = SandboxServer.baseURL.host
    components.path = "/creative/\(format.rawValue)"
    var items = [URLQueryItem(name: "load", value: failsToLoad ? "fail" : "ok")]
    if loadSeconds > 0 {
      items.append(URLQueryItem(name: "load_seconds", value: String(loadSeconds)))
    }
    if let failsAfterSeconds {
      items.append(URLQueryItem(name: "fail_after_seconds", value: String(failsAfterSeconds)))
    }
    components.queryItems = items
    return components.url!
  }
}
