// Only with WebKit, for the web creative: not on tvOS, which has none.
#if canImport(UIKit) && canImport(WebKit)
  import Foundation
  import KontextVideoCore
  import WebKit

  /// Serves an inline HTML creative at its own `kontext-creative:` URL, exactly as the core
  /// wrote it (``HTMLCreativeDocument``: status, headers with the creative's own Content
  /// Security Policy, body); every other URL of the scheme fails. It decides nothing.
  ///
  /// WebKit's rules, from `WKURLSchemeHandler.h` and `WKURLSchemeTask.h` (iOS 11+): a handler is
  /// registered on the configuration before the web view is created, for a scheme WebKit does
  /// not handle itself (registering it twice, or for `http`, raises); a task gets a response,
  /// then data, then `didFinish`, or `didFailWithError`, and must not be called at all once
  /// `webView(_:stop:)` has named it (that raises too). This handler answers each task at once,
  /// inside `webView(_:start:)`, so no task can be stopped while it is being answered and
  /// `stop` has nothing to do. WebKit calls both methods on the main thread (the header says
  /// nothing on isolation; the conformance checks it at run time).
  ///
  /// Assumptions not checked on Linux: WebKit gives a `kontext-creative://host` document the
  /// tuple origin `kontext-creative://host` (as in Capacitor apps, whose pages have the origin
  /// `capacitor://localhost`), which the host page's frame-src and the bridge name; and it
  /// reads the response's headers (the header file asks for CORS headers, so it reads them).
  /// Where it did not, the document's own `<meta>` policy still holds.
  @MainActor
  final class InlineCreativeSchemeHandler: NSObject, @preconcurrency WKURLSchemeHandler {
    private let document: HTMLCreativeDocument?

    /// Serves `document`; with nil (a creative served from its own URL), every load fails.
    init(document: HTMLCreativeDocument?) {
      self.document = document
    }

    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask) {
      let url = urlSchemeTask.request.url
      guard let url, let served = document?.response(to: url),
        let response = HTTPURLResponse(
          url: url, statusCode: served.statusCode, httpVersion: "HTTP/1.1",
          headerFields: served.headers)
      else {
        urlSchemeTask.didFailWithError(URLError(.fileDoesNotExist))
        return
      }
      urlSchemeTask.didReceive(response)
      urlSchemeTask.didReceive(served.body)
      urlSchemeTask.didFinish()
    }

    /// Every task was answered when it started; there is nothing to stop.
    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask) {}
  }
#endif
