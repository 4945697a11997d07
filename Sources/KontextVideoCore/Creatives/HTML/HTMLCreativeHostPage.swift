import Foundation

/// The page an HTML creative is shown in: the SDK's host page (`kontext-host.html`) with the
/// bridge script (`kontext-bridge.js`) and the ad's configuration written in.
///
/// The page embeds the creative in a sandboxed iframe, allows frames from the creative's origin
/// only (its Content Security Policy), and forwards the creative's checked messages to
/// `window.webkit.messageHandlers.kontext`, where ``HTMLBridgeMessage`` reads them.
package enum HTMLCreativeHostPage {
  /// Why a page could not be written.
  package enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The creative is not HTML (an image or VAST), or its URL is not http(s) with a host.
    case notHTML
    /// The host page or bridge script is missing from the SDK's resources.
    case missingResource(String)

    package var description: String {
      switch self {
      case .notHTML: "the creative is not an http(s) HTML page or inline HTML"
      case .missingResource(let name): "the SDK resource \(name) is missing"
      }
    }
  }

  /// The host page for the ad `slotID` showing `source` (an `.html` URL or `.htmlDocument`).
  package static func render(slotID: String, source: AdCreative.Source) throws(Failure) -> String {
    var config: [String: Any] = ["slotID": slotID, "clickPolicy": ClickPolicy.bridgeRules]
    let frameSource: String
    switch source {
    case .html(let url):
      guard let origin = origin(of: url) else { throw .notHTML }
      config["iframeURL"] = url.absoluteString
      frameSource = origin
    case .htmlDocument(let html):
      config["html"] = html
      frameSource = "'self'"
    case .image, .vast:
      throw .notHTML
    }
    let resources = try loadedResources.get()
    // The ad's own values go in last, so nothing in them is taken for a placeholder.
    return
      resources.page
      .replacingOccurrences(of: "{{BRIDGE}}", with: resources.bridge)
      .replacingOccurrences(of: "{{FRAME_SOURCE}}", with: frameSource)
      .replacingOccurrences(of: "{{CONFIG}}", with: scriptSafeJSON(config))
  }

  /// The bridge script alone (for a web view that injects it as a user script).
  package static func bridgeScript() throws(Failure) -> String {
    try loadedResources.get().bridge
  }

  /// `scheme://host[:port]` of an http(s) URL, from characters that cannot leave a CSP
  /// source expression; nil otherwise.
  static func origin(of url: URL) -> String? {
    guard WebURL.isWeb(url), let scheme = url.scheme?.lowercased(), let host = url.host else {
      return nil
    }
    let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz0123456789.-[]:")
    let lowered = host.lowercased()
    guard lowered.unicodeScalars.allSatisfy(allowed.contains) else { return nil }
    let hostPart = lowered.contains(":") && !lowered.hasPrefix("[") ? "[\(lowered)]" : lowered
    return "\(scheme)://\(hostPart)" + (url.port.map { ":\($0)" } ?? "")
  }

  /// JSON that can sit inside a `<script>` element: `<`, `>` and `&` written as escapes, so
  /// no value can close the element or open a comment.
  static func scriptSafeJSON(_ object: [String: Any]) -> String {
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
      .replacingOccurrences(of: "<", with: "\\u003c")
      .replacingOccurrences(of: ">", with: "\\u003e")
      .replacingOccurrences(of: "&", with: "\\u0026")
  }

  private static let loadedResources = Result {
    () throws(Failure) -> (page: String, bridge: String) in
    (try resource("kontext-host", "html"), try resource("kontext-bridge", "js"))
  }

  private static func resource(_ name: String, _ type: String) throws(Failure) -> String {
    guard
      let url = Bundle.module.url(forResource: name, withExtension: type, subdirectory: "Web"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { throw .missingResource("\(name).\(type)") }
    return text
  }
}
