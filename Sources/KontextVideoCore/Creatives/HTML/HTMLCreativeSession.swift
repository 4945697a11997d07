import Foundation

/// One HTML creative in a web view: the host page to load, and what to do with each message
/// the page's bridge forwards. A web-view renderer (on iOS, `WKWebView` with a script message
/// handler named `kontext`) loads ``page`` and hands every message body to
/// ``receive(_:fromHostPage:)``; everything else is decided here.
@MainActor
package final class HTMLCreativeSession {
  /// The name of the script message handler the bridge posts to.
  package static let messageHandlerName = "kontext"

  package let slotID: String
  /// The host page, with the bridge and the ad's configuration written in.
  package let page: String
  /// Called once, with the creative's first `kontext.ad.ready`.
  package var onReady: (@MainActor () -> Void)?
  /// Where clicks, the creative's close and its errors go (the ad, once on screen).
  package var eventHandler: (@MainActor (CreativeEvent) -> Void)?
  /// Whether the creative said it is ready.
  package private(set) var isReady = false
  /// The messages refused so far, with why; kept for the debug log, at most 20.
  package private(set) var refusals: [HTMLBridgeMessage.Refusal] = []

  private init(slotID: String, page: String) {
    self.slotID = slotID
    self.page = page
  }

  /// A session for the ad `slotID` showing `source`. The host page is read from the SDK's
  /// resources and written off the main actor.
  package static func prepare(slotID: String, source: AdCreative.Source)
    async throws(HTMLCreativeHostPage.Failure) -> HTMLCreativeSession
  {
    let page = try await writePage(slotID: slotID, source: source)
    return HTMLCreativeSession(slotID: slotID, page: page)
  }

  /// Runs on the global executor: the first call reads the resource files.
  private nonisolated static func writePage(slotID: String, source: AdCreative.Source)
    async throws(HTMLCreativeHostPage.Failure) -> String
  {
    try HTMLCreativeHostPage.render(slotID: slotID, source: source)
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
