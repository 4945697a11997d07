import Foundation

/// An inline HTML creative (a VAST `<HTMLResource>`) as a document of its own, exactly as the web
/// view must serve it at the creative's URL: status, headers and body. The web view adds nothing
/// and decides nothing (on iOS, a `WKURLSchemeHandler` for `kontext-creative:`).
///
/// The document carries a Content Security Policy of its own, ``contentSecurityPolicy``, twice:
/// as a response header and as the first element of its `<head>`, so that it holds even where
/// the header is not read. The policy lets the creative load what ad markup loads (https images,
/// scripts, styles, fonts, media, frames and fetches, and `data:` URLs) and nothing else: no
/// plain http, no other scheme. Its inline scripts and styles run, and `eval`, since that adds no
/// way to load anything.
package struct HTMLCreativeDocument: Sendable, Hashable {
  /// The creative's own policy.
  package static let contentSecurityPolicy =
    "default-src https: data:; script-src https: data: 'unsafe-inline' 'unsafe-eval'; "
    + "style-src https: data: 'unsafe-inline'; object-src 'none'; base-uri https:; "
    + "form-action https:"

  /// Where the document is served, the creative's own URL.
  package let url: URL
  /// The response's status: 200.
  package let statusCode = 200
  /// The response's headers: its type, its policy, and no caching.
  package let headers: [String: String]
  /// The creative's HTML, after a `<head>` that carries the policy.
  package let body: Data

  init(url: URL, html: String) {
    self.url = url
    headers = [
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": Self.contentSecurityPolicy,
      "Cache-Control": "no-store",
    ]
    // The creative's own <!DOCTYPE>, <html> and <head> tags, when it has them, are parse errors
    // the HTML parser ignores (it keeps their attributes); its content lands where it would.
    let head =
      "<!DOCTYPE html><html><head><meta charset=\"utf-8\">"
      + "<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.contentSecurityPolicy)\">"
    body = Data((head + html).utf8)
  }

  /// The document when `requested` is its URL (a fragment aside), else nil: nothing else is
  /// served under the creative's origin, so another path fails to load.
  package func response(to requested: URL?) -> HTMLCreativeDocument? {
    guard let requested else { return nil }
    return Self.key(requested) == Self.key(url) ? self : nil
  }

  private static func key(_ url: URL) -> [String?]? {
    guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
    return [
      parts.scheme?.lowercased(), parts.host?.lowercased(), parts.port.map(String.init),
      parts.percentEncodedPath.isEmpty ? "/" : parts.percentEncodedPath, parts.percentEncodedQuery,
    ]
  }
}
