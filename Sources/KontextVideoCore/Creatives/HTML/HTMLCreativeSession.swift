import Foundation

/// One HTML creative in a web view: the host page to load (and, for inline HTML, the document to
/// serve at the creative's own URL), and what to do with each message the page's bridge
/// forwards. A web-view renderer (on iOS, `WKWebView` with a script message handler named
/// `kontext`) loads ``page``, serves ``inlineResponse(to:)`` and hands every message body to
/// ``receive(_:fromHostPage:)``; everything else is decided here.
@MainActor
package final class HTMLCreativeSession {
  /// The name of the script message handler the bridge posts to.
  package static let messageHandlerName = "kontext"

  package let slotID: String
  /// The host page, the creative's URL and origin, and an inline creative's document.
  package let content: HTMLCreativeContent
  /// Called once, with the creative's first `kontext.ad.ready`.
  package var onReady: (@MainActor () -> Void)?
  /// Where clicks, the creative's close and its errors go (the ad, once on screen).
  package var eventHandler: (@MainActor (CreativeEvent) -> Void)?
  /// Whether the creative said it is ready.
  package private(set) var isReady = false
  /// The messages refused so far, with why; kept for the debug log, at most 20.
  package private(set) var refusals: [HTMLBridgeMessage.Refusal] = []

  private init(slotID: String, content: HTMLCreativeContent) {
    self.slotID = slotID
    self.content = content
  }

  /// The host page the web view loads.
  package var page: String { content.hostPage }

  /// A session for the ad `slotID` showing `source`. Inline HTML is served at `inlineURL` (a
  /// fresh `kontext-creative:` URL unless given). The host page is read from the SDK's
  /// resources and written off the main actor.
  package static func prepare(
    slotID: String, source: AdCreative.Source,
    inlineURL: URL = HTMLCreativeHostPage.newInlineURL()
  ) async throws(HTMLCreativeHostPage.Failure) -> HTMLCreativeSession {
    let content = try await writePage(slotID: slotID, source: source, inlineURL: inlineURL)
    return HTMLCreativeSession(slotID: slotID, content: content)
  }

  /// Runs on the global executor: the first call reads the resource files.
  private nonisolated static func writePage(
    slotID: String, source: AdCreative.Source, inlineURL: URL
  ) async throws(HTMLCreativeHostPage.Failure) -> HTMLCreativeContent {
    try HTMLCreativeHostPage.render(slotID: slotID, source: source, inlineURL: inlineURL)
  }

  /// The inline creative's document when `url` is its URL; nil for anything else (which the
  /// web view fails to load), and for a creative served from a URL.
  package func inlineResponse(to url: URL?) -> HTMLCreativeDocument? {
    content.inlineDocument?.response(to: url)
  }

  /// Reads one message body from the bridge, and acts on it if it is well formed and for
  /// this ad. Anything else is counted and dropped.
  ///
  /// `fromHostPage` says whether the host page's own (main) frame sent it (`WKScriptMessage`'s
  /// `frameInfo.isMainFrame`). WebKit exposes message handlers to every frame, the creative's
  /// included; only the host page's bridge, which checked the creative's origin, is heard.
  package func receive(_ body: Any, fromHostPage: Bool) {
    guard fromHostPage else {
      if refusals.count < 20 { refusals.append(.notFromHostPage) }
      return
    }
    switch HTMLBridgeMessage.parse(body, slotID: slotID) {
    case .failure(let refusal):
      if refusals.count < 20 { refusals.append(refusal) }
    case .success(.ready):
      guard !isReady else { return }
      isReady = true
      onReady?()
    case .success(let message):
      if let event = message.creativeEvent { eventHandler?(event) }
    }
  }
}
