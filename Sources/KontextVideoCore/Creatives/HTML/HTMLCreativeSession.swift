import Foundation

/// One HTML creative in a web view: the host page to load (and, for inline HTML, the document to
/// serve at the creative's own URL), and what to do with each message the page's bridge
/// forwards, each tap of the viewer's and each page the creative tries to open. A web-view
/// renderer (on iOS, `WKWebView` with a script message handler named `kontext`) reports those
/// facts here; everything is decided here.
///
/// Clicks. A creative clicks in one of three ways, and each touch of the viewer's is at most one
/// click:
/// - it posts `kontext.ad.click` through the bridge;
/// - it opens a page (`window.open`, a `target="_blank"` link, a navigation of the top window, a
///   plain link in its frame to another origin): the web view never opens it, and it is a click
///   to that page only within ``ClickPolicy/tapWindow`` after the viewer's finger went down on
///   the web view, whether or not it lifted yet (or while VoiceOver or Switch Control runs, where
///   there is no touch to see and WebKit's own user-gesture check stands);
/// - it does nothing: a creative that has never used the bridge nor opened a page on a tap
///   leaves the tap to the ad, which after ``ClickPolicy/unansweredTapDelay`` without the
///   creative's own click reports ``CreativeEvent/unansweredTap`` (a click to the ad's
///   click-through URL, when it has one).
@MainActor
package final class HTMLCreativeSession {
  /// The name of the script message handler the bridge posts to.
  package static let messageHandlerName = "kontext"

  package let slotID: String
  /// The host page, the creative's URL and origin, and an inline creative's document.
  package let content: HTMLCreativeContent
  /// Called with the creative's first `kontext.ad.ready`, and again with the first after each
  /// reload of its page (``webProcessEnded(isLoading:isOnScreen:)``).
  package var onReady: (@MainActor () -> Void)?
  /// Where clicks, the creative's close and its errors go (the ad, once on screen).
  package var eventHandler: (@MainActor (CreativeEvent) -> Void)?
  /// Whether the creative said it is ready.
  package private(set) var isReady = false
  /// Whether the creative handles its own clicks: it used the bridge, or opened a page on a tap.
  package private(set) var handlesItsOwnClicks = false
  /// The messages and pages refused so far, with why, at most 20: for tests and diagnosis
  /// (nothing in the SDK reports them yet).
  package private(set) var refusals: [HTMLBridgeMessage.Refusal] = []

  private let clock: any AdClock
  /// The viewer's touches: when the latest went down, and whether a click took it.
  private var touches = HTMLCreativeTouches()
  /// The wait for the creative's own answer to a tap, before the tap becomes the ad's.
  private var unansweredTap: AdCancellable?
  private var hostPageLoaded = false
  /// How many times the host page was loaded again after its web process died.
  private var reloads = 0

  /// What to do when the web content process ended (iOS ends idle ones under memory pressure).
  package enum ProcessEndAction: Sendable, Hashable {
    /// Still loading: the load fails.
    case failLoad
    /// Loaded, not shown yet: load the host page again, now, so the ad is ready at `show()`.
    case reload
    /// Loaded and reloaded ``maximumReloads`` times already: stop; the ad fails if shown.
    case giveUp
    /// On screen: the ad fails (its page is blank, and what it showed is gone).
    case failOnScreen
  }

  /// The most times a creative is loaded again after its web process died before `show()`.
  package static let maximumReloads = 2
  /// Whether the creative's page is gone for good (its process ended once too often, or a
  /// reload failed): the ad fails when it appears, or at once if it is on screen.
  package private(set) var isGone = false

  /// The reload gate: whether the creative's page is there to be seen. False while a reload is
  /// pending (from ``webProcessEnded(isLoading:isOnScreen:)`` answering
  /// ``ProcessEndAction/reload`` until the host page loaded again or the creative said it is
  /// ready): an ad shown meanwhile shows a blank page, and counts no impression and no
  /// viewable time until the reload finished (``RenderedCreative/isShowingContent``).
  package var isShowingItsPage: Bool {
    !isGone && (reloads == 0 || hostPageLoaded || isReady)
  }

  private init(slotID: String, content: HTMLCreativeContent, clock: any AdClock) {
    self.slotID = slotID
    self.content = content
    self.clock = clock
  }

  /// The host page the web view loads.
  package var page: String { content.hostPage }

  /// A session for the ad `slotID` showing `source`, timed on `clock`. Inline HTML is served at
  /// `inlineURL` (a fresh `kontext-creative:` URL unless given). The host page is read from the
  /// SDK's resources and written off the main actor.
  package static func prepare(
    slotID: String, source: AdCreative.Source, clock: any AdClock,
    inlineURL: URL = HTMLCreativeHostPage.newInlineURL()
  ) async throws(HTMLCreativeHostPage.Failure) -> HTMLCreativeSession {
    let content = try await writePage(slotID: slotID, source: source, inlineURL: inlineURL)
    return HTMLCreativeSession(slotID: slotID, content: content, clock: clock)
  }

  /// Runs on the global executor: the first call reads the resource files.
  private nonisolated static func writePage(
    slotID: String, source: AdCreative.Source, inlineURL: URL
  ) async throws(HTMLCreativeHostPage.Failure) -> HTMLCreativeContent {
    try HTMLCreativeHostPage.render(slotID: slotID, source: source, inlineURL: inlineURL)
  }

  /// Reads one message body from the bridge, and acts on it if it is well formed and for
  /// this ad. Anything else is counted and dropped.
  ///
  /// `fromHostPage` says whether the host page's own (main) frame sent it (`WKScriptMessage`'s
  /// `frameInfo.isMainFrame`). WebKit exposes message handlers to every frame, the creative's
  /// included; only the host page's bridge, which checked the creative's origin, is heard.
  package func receive(_ body: Any, fromHostPage: Bool) {
    guard fromHostPage else {
      refuse(.notFromHostPage)
      return
    }
    switch HTMLBridgeMessage.parse(body, slotID: slotID) {
    case .failure(let refusal):
      refuse(refusal)
    case .success(let message):
      handlesItsOwnClicks = true
      cancelUnansweredTap()
      switch message {
      case .ready:
        guard !isReady else { return }
        isReady = true
        onReady?()
      case .click:
        touches.take()  // the creative answered the touch, if there was one
        if let event = message.creativeEvent { eventHandler?(event) }
      case .close, .error:
        if let event = message.creativeEvent { eventHandler?(event) }
      }
    }
  }

  /// The viewer's finger went down on the web view (on iOS, seen as UIKit hit-tests the touch,
  /// before WebKit or any gesture recogniser has it, so that a page cannot defer or cancel it).
  /// The touch's click window, ``ClickPolicy/tapWindow``, starts now.
  package func viewerTouchedDown() {
    touches.down(at: clock.now)
  }

  /// The viewer's tap ended, the finger lifted (on iOS, a tap recogniser on the web view that
  /// never takes the touch from the page). It does not move the touch's click window, which
  /// started at touch-down. A tap a click took already (a page opened while the finger was down)
  /// is done; otherwise, for a creative that does not handle its own clicks, the tap is the ad's
  /// after ``ClickPolicy/unansweredTapDelay`` without the creative's answer. WebKit may never
  /// report the tap of a page that cancels its touches: nothing but that fallback needs it.
  package func viewerTapped() {
    let now = clock.now
    let touch = touches.up(at: now)
    cancelUnansweredTap()
    guard !handlesItsOwnClicks, !touch.isTaken else { return }
    unansweredTap = clock.schedule(at: now + ClickPolicy.unansweredTapDelay) { [weak self] in
      guard let self, self.touches.isUntaken(touch.id) else { return }
      self.touches.take()
      self.unansweredTap = nil
      self.eventHandler?(.unansweredTap)
    }
  }

  /// The host page finished loading: from now on every navigation of the web view's main frame
  /// is the creative's.
  package func hostPageDidLoad() {
    hostPageLoaded = true
  }

  /// Whether the web view may go ahead with a navigation to `url` in `target`, and whether it
  /// is a click.
  ///
  /// Frames inside the host page load (the creative's, which the page's frame-src restricts,
  /// and its own). The main frame loads the host page itself (`about:blank`, before it has
  /// loaded) and nothing else. A new window or a later main-frame navigation never happens:
  /// it is a click to `url` when the viewer's finger went down at most
  /// ``ClickPolicy/tapWindow`` ago and no other click took that touch, or when
  /// `assistiveTechnology` (VoiceOver or Switch Control is running), and `url` passes
  /// ``ClickPolicy``; otherwise it is refused silently.
  ///
  /// The frame-link rule: a link followed in a frame (``HTMLNavigationTarget/frameLink``) to the
  /// creative's own origin loads; to any other origin it is never loaded (the host page's
  /// frame-src would refuse it, leaving the creative's frame on an error page) and it is a click
  /// under the same rule as a new window.
  package func decide(
    _ url: URL?, in target: HTMLNavigationTarget, assistiveTechnology: Bool = false
  ) -> HTMLNavigationDecision {
    switch target {
    case .frame:
      return .allow
    case .frameLink where url.flatMap(HTMLCreativeHostPage.origin(of:)) == content.creativeOrigin:
      return .allow
    case .hostPage where !hostPageLoaded && url?.scheme?.lowercased() == "about":
      return .allow
    case .hostPage, .newWindow, .frameLink:
      creativeOpened(url, assistiveTechnology: assistiveTechnology)
      return .cancel
    }
  }

  /// The inline creative's document when `url` is its URL; nil for anything else (which the
  /// web view fails to load), and for a creative served from a URL.
  package func inlineResponse(to url: URL?) -> HTMLCreativeDocument? {
    content.inlineDocument?.response(to: url)
  }

  /// The web content process ended; `isLoading` while the first load runs, `isOnScreen` once
  /// shown. A creative loaded and waiting for `show()` is loaded again at once (its bridge and
  /// its page are gone with the process), at most ``maximumReloads`` times.
  package func webProcessEnded(isLoading: Bool, isOnScreen: Bool) -> ProcessEndAction {
    if isOnScreen { return .failOnScreen }
    if isLoading { return .failLoad }
    guard reloads < Self.maximumReloads else {
      isGone = true
      return .giveUp
    }
    reloads += 1
    hostPageLoaded = false  // the host page's own load is allowed again
    isReady = false
    return .reload
  }

  /// A load of the host page failed after the first load finished; `interrupted` when it was
  /// cancelled (a newer load superseded it) or its web process ended (which
  /// ``webProcessEnded(isLoading:isOnScreen:)`` answers), rather than failed. Only a failed
  /// reload counts: the page is gone then. Anything else (a navigation the session refused, a
  /// stray failure) leaves the creative as it is. Returns whether the ad fails now (it is on
  /// screen already).
  package func pageFailedAfterLoad(interrupted: Bool, isOnScreen: Bool) -> Bool {
    let reloadInFlight = reloads > 0 && !hostPageLoaded
    guard reloadInFlight, !interrupted else { return false }
    isGone = true
    return isOnScreen
  }

  /// The creative is gone: no timer left, nothing reported.
  package func end() {
    cancelUnansweredTap()
    touches = HTMLCreativeTouches()
    eventHandler = nil
    onReady = nil
  }

  private func creativeOpened(_ url: URL?, assistiveTechnology: Bool) {
    guard let destination = url.flatMap({ ClickPolicy.destination($0.absoluteString) }) else {
      refuse(.unsafeLanding)
      return
    }
    guard touches.isOpen(at: clock.now) || assistiveTechnology else {
      refuse(.withoutTap)
      return
    }
    touches.take()
    cancelUnansweredTap()
    handlesItsOwnClicks = true
    eventHandler?(.click(URLString: destination.absoluteString))
  }

  private func cancelUnansweredTap() {
    unansweredTap?.cancel()
    unansweredTap = nil
  }

  private func refuse(_ refusal: HTMLBridgeMessage.Refusal) {
    if refusals.count < 20 { refusals.append(refusal) }
  }
}
