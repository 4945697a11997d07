import Foundation

/// How a sandbox creative behaves, read from its `kontext-sandbox:` URL.
///
/// The embedded sandbox serves creatives at `kontext-sandbox://creative/<format>` with query
/// items `load` (`ok` or `fail`), `load_seconds` and `fail_after_seconds`. Every renderer reads
/// them the same way, so a sandbox scenario behaves alike headless and on a device.
package struct SandboxCreativeBehavior: Sendable, Hashable {
  package static let scheme = "kontext-sandbox"

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

  /// Reads the behaviour of a sandbox URL (`kontext-sandbox:`, or the sandbox's own https
  /// host, which VAST media files need); `nil` for any other URL.
  package init?(url: URL?) {
    guard let url,
      url.scheme == Self.scheme
        || (url.scheme == "https" && url.host == SandboxServer.baseURL.host)
    else { return nil }
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

  /// The URL that carries this behaviour for a creative of `format`: `kontext-sandbox:`, or on
  /// the sandbox's https host when it must look like a web URL (a VAST media file).
  package func url(for format: AdFormat, web: Bool = false) -> URL {
    var components = URLComponents()
    components.scheme = web ? "https" : Self.scheme
    components.host = web ? SandboxServer.baseURL.host : "creative"
    components.path = web ? "/creative/\(format.rawValue)" : "/\(format.rawValue)"
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
