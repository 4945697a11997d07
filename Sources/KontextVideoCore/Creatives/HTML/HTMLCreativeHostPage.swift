import Foundation

/// The page an HTML creative is shown in: the SDK's host page (`kontext-host.html`) with the
/// bridge script (`kontext-bridge.js`) and the ad's configuration written in.
///
/// The page embeds the creative in a sandboxed iframe, allows frames from the creative's origin
/// only (its Content Security Policy), and forwards the creative's checked messages to
/// `window.webkit.messageHandlers.kontext`, where ``HTMLBridgeMessage`` reads them.
///
/// Every creative has an origin of its own, which the host page's frame-src names and the
/// bridge checks each message against: a creative served from a URL has that URL's origin; an
/// inline one (a VAST `<HTMLResource>`) is given a URL of its own, `inlineURL`, where the web
/// view serves ``HTMLCreativeDocument`` (on iOS, a `kontext-creative:` URL with a random host per
/// ad). Inline HTML is never a `srcdoc`, `blob:` or `data:` document: those inherit the host
/// page's policy (`default-src 'none'`), under which none of the creative's images, scripts or
/// fonts load.
package enum HTMLCreativeHostPage {
  /// Why a page could not be written.
  package enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The creative is not HTML (an image or VAST), or its URL is not http(s) with a host.
    case notHTML
    /// The host page or bridge script is missing from the SDK's resources.
    case missingResource(String)
    /// The URL given for inline HTML is neither `kontext-creative:` nor http(s), with a host.
    case unusableInlineURL

    package var description: String {
      switch self {
      case .notHTML: "the creative is not an http(s) HTML page or inline HTML"
      case .missingResource(let name): "the SDK resource \(name) is missing"
      case .unusableInlineURL: "inline HTML needs a kontext-creative: or http(s) URL with a host"
      }
    }
  }

  /// The URL scheme the iOS web view serves inline creatives under (a `WKURLSchemeHandler`).
  package static let inlineScheme = "kontext-creative"

  /// The sandbox of the creative's iframe: scripts; an origin of its own, so that its messages
  /// carry that origin and one from any other document it navigates to does not; popups and a
  /// top navigation on the viewer's tap, which the web view never carries out but reports to
  /// ``HTMLCreativeSession``, where they may become clicks.
  package static let frameSandbox =
    "allow-scripts allow-same-origin allow-popups allow-top-navigation-by-user-activation"

  /// A fresh URL for one ad's inline creative: `kontext-creative://<random host>/creative.html`.
  package static func newInlineURL() -> URL {
    URL(string: "\(inlineScheme)://\(UUID().uuidString.lowercased())/creative.html")!
  }

  /// The host page and creative for the ad `slotID` showing `source` (an `.html` URL or
  /// `.htmlDocument`). Inline HTML is served at `inlineURL`, which must be a `kontext-creative:`
  /// URL or an http(s) one (browser tests serve it from a loopback origin) with a host.
  package static func render(slotID: String, source: AdCreative.Source, inlineURL: URL)
    throws(Failure) -> HTMLCreativeContent
  {
    let creativeURL: URL
    let document: HTMLCreativeDocument?
    switch source {
    case .html(let url):
      guard WebURL.isWeb(url) else { throw .notHTML }
      creativeURL = url
      document = nil
    case .htmlDocument(let html):
      guard inlineURL.scheme?.lowercased() == inlineScheme || WebURL.isWeb(inlineURL) else {
        throw .unusableInlineURL
      }
      creativeURL = inlineURL
      document = HTMLCreativeDocument(url: inlineURL, html: html)
    case .image, .vast:
      throw .notHTML
    }
    guard let origin = origin(of: creativeURL) else {
      throw document == nil ? .notHTML : .unusableInlineURL
    }
    let config: [String: Any] = [
      "slotID": slotID, "clickPolicy": ClickPolicy.bridgeRules,
      "iframeURL": creativeURL.absoluteString, "creativeOrigin": origin,
      "sandbox": frameSandbox,
    ]
    let resources = try loadedResources.get()
    // The ad's own values go in last, so nothing in them is taken for a placeholder.
    let page =
      resources.page
      .replacingOccurrences(of: "{{BRIDGE}}", with: resources.bridge)
      .replacingOccurrences(of: "{{FRAME_SOURCE}}", with: origin)
      .replacingOccurrences(of: "{{CONFIG}}", with: scriptSafeJSON(config))
    return HTMLCreativeContent(
      hostPage: page, creativeURL: creativeURL, creativeOrigin: origin, inlineDocument: document)
  }

  /// The bridge script alone (for a web view that injects it as a user script).
  package static func bridgeScript() throws(Failure) -> String {
    try loadedResources.get().bridge
  }

  /// `scheme://host[:port]` of an http(s) or `kontext-creative:` URL, from characters that
  /// cannot leave a CSP source expression; nil otherwise.
  static func origin(of url: URL) -> String? {
    guard let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty,
      WebURL.isWeb(url) || scheme == inlineScheme
    else { return nil }
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

  /// The text of a resource of the core's bundle; `missingResource` when the bundle or the
  /// file is not there (``ResourceBundle`` never traps, as SwiftPM's `Bundle.module` does).
  static func resource(_ name: String, _ type: String, in bundle: Bundle? = ResourceBundle.core)
    throws(Failure) -> String
  {
    guard
      let url = bundle?.url(forResource: name, withExtension: type, subdirectory: "Web"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { throw .missingResource("\(name).\(type)") }
    return text
  }
}

/// One HTML creative as a web view shows it: the host page to load, the creative's own URL and
/// origin (which the page frames and the bridge hears, and nothing else), and, for inline HTML,
/// the document to serve at that URL.
package struct HTMLCreativeContent: Sendable, Hashable {
  /// The host page, with the bridge and the ad's configuration written in.
  package var hostPage: String
  /// What the creative's iframe loads.
  package var creativeURL: URL
  /// `scheme://host[:port]` of ``creativeURL``.
  package var creativeOrigin: String
  /// For inline HTML, what to serve at ``creativeURL``; nil for a creative served from a URL.
  package var inlineDocument: HTMLCreativeDocument?
}
