// Not on tvOS, which has no WebKit (the AppleTVOS SDK ships no such framework): an HTML creative
// fails to load there (AppleCreativeRenderer).
#if canImport(UIKit) && canImport(WebKit)
  import Foundation
  import KontextVideoCore
  import UIKit
  import WebKit

  /// An HTML creative in a `WKWebView`, over the core's ``HTMLCreativeSession``: the SDK's host
  /// page embeds the creative in a sandboxed iframe, and the bridge is the only script
  /// handler. Nothing is stored between ads, the page can never navigate away, nothing opens a
  /// window, and links open outside the app only as clicks the core accepted. This type only
  /// reports what WebKit and UIKit say (messages, taps, navigations, the inline creative's
  /// loads) and carries out the session's answers.
  @MainActor
  final class WebCreative: DrawableCreative {
    var eventHandler: (@MainActor (CreativeEvent) -> Void)?
    private let session: HTMLCreativeSession
    private let webView: WKWebView
    /// The web view's container, which sees each touch go down (``WebCreativeTouchView``).
    private let touchView: WebCreativeTouchView
    private var completion: (@MainActor (Result<WebCreative, CreativeFailure>) -> Void)?
    private var isOnScreen = false
    private var keepAlive: WebCreative?
    /// The web view's navigation and UI delegate (WebKit holds delegates weakly).
    private let navigation = WebCreativeNavigation()
    /// The delegate of the tap recogniser on the web view (held weakly by it).
    private var tapObserver: PassiveTapObserver?

    /// A creative in a web view of `frame`, the size the core says it will be shown at
    /// (``CreativeViewSize``), so that a page that measures its viewport as it loads lays out for
    /// it; the SDK sizes it to the ad's frame when it is shown.
    private init(
      session: HTMLCreativeSession, frame: CGRect,
      completion: @escaping @MainActor (Result<WebCreative, CreativeFailure>) -> Void
    ) {
      self.session = session
      self.completion = completion
      touchView = WebCreativeTouchView(frame: frame)
      // `WKWebView.init(frame:configuration:)` (WebKit documentation): "frame: The frame
      // rectangle for the new web view". Made at its size rather than at zero, the page loads in
      // a viewport of that size; the container resizes it with itself (autoresizing).
      webView = WKWebView(
        frame: CGRect(origin: .zero, size: frame.size),
        configuration: Self.configuration(serving: session))
      navigation.creative = self
      let handler = WeakScriptMessageHandler { [weak self] body, isMainFrame in
        self?.session.receive(body, fromHostPage: isMainFrame)
      }
      webView.configuration.userContentController.add(
        handler, name: HTMLCreativeSession.messageHandlerName)
      webView.navigationDelegate = navigation
      webView.uiDelegate = navigation
      webView.isOpaque = false
      webView.backgroundColor = .clear
      webView.scrollView.backgroundColor = .clear
      webView.scrollView.isScrollEnabled = false
      webView.scrollView.bounces = false
      webView.scrollView.contentInsetAdjustmentBehavior = .never
      webView.allowsLinkPreview = false
      webView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      touchView.backgroundColor = .clear
      touchView.addSubview(webView)
      touchView.onTouchDown = { [weak session] in session?.viewerTouchedDown() }
      let observer = PassiveTapObserver { [weak session] in session?.viewerTapped() }
      observer.install(on: webView)
      tapObserver = observer
      session.onReady = { [weak self] in self?.finishLoad(nil) }
      session.eventHandler = { [weak self] event in self?.eventHandler?(event) }
    }

    /// A fresh configuration per ad: no website data kept, muted inline media only, no
    /// AirPlay or Picture in Picture, no data detectors, no window opened by script without a
    /// user gesture (WebKit's default on iOS, set all the same), and the inline creative served
    /// at its own `kontext-creative:` URL (a scheme handler can only be set before the web view
    /// exists).
    private static func configuration(serving session: HTMLCreativeSession)
      -> WKWebViewConfiguration
    {
      let configuration = WKWebViewConfiguration()
      configuration.websiteDataStore = .nonPersistent()
      configuration.allowsInlineMediaPlayback = true
      configuration.mediaTypesRequiringUserActionForPlayback = .audio
      configuration.allowsAirPlayForMediaPlayback = false
      configuration.allowsPictureInPictureMediaPlayback = false
      configuration.dataDetectorTypes = []
      configuration.preferences.javaScriptCanOpenWindowsAutomatically = false
      configuration.setURLSchemeHandler(
        InlineCreativeSchemeHandler(document: session.content.inlineDocument),
        forURLScheme: HTMLCreativeHostPage.inlineScheme)
      return configuration
    }

    var view: UIView { touchView }

    /// The core's reload gate: false while the page is loaded again after its web content
    /// process ended (the web view is blank meanwhile).
    var isShowingContent: Bool { session.isShowingItsPage }

    /// On screen now; a creative whose page is gone for good (the core's `isGone`: its web
    /// process died once too often, or a reload failed) fails at once, before any impression.
    func didAppear() {
      isOnScreen = true
      if session.isGone { eventHandler?(.failed("the creative's page is gone")) }
    }

    func release() {
      eventHandler = nil
      session.end()
      webView.stopLoading()
      webView.configuration.userContentController.removeScriptMessageHandler(
        forName: HTMLCreativeSession.messageHandlerName)
      webView.configuration.userContentController.removeAllUserScripts()
      webView.navigationDelegate = nil
      webView.uiDelegate = nil
      touchView.onTouchDown = nil
      touchView.removeFromSuperview()
      keepAlive = nil
    }

    /// Writes the host page (off the main actor) and loads it; calls `completion` once on the
    /// main actor, when the page loaded or the creative said it is ready, unless cancelled.
    static func load(
      _ source: AdCreative.Source, slotID: String, size: AdSize, clock: any AdClock,
      completion: @escaping @MainActor (Result<WebCreative, CreativeFailure>) -> Void
    ) -> AdCancellable {
      let task = Task { @MainActor in
        let session: HTMLCreativeSession
        do throws(HTMLCreativeHostPage.Failure) {
          session = try await HTMLCreativeSession.prepare(
            slotID: slotID, source: source, clock: clock)
        } catch {
          completion(.failure(CreativeFailure(error.description)))
          return nil as WebCreative?
        }
        guard !Task.isCancelled else { return nil }
        let creative = WebCreative(
          session: session, frame: CGRect(x: 0, y: 0, width: size.width, height: size.height),
          completion: completion)
        creative.keepAlive = creative
        creative.webView.loadHTMLString(session.page, baseURL: nil)
        return creative
      }
      return AdCancellable {
        task.cancel()
        Task { @MainActor in (await task.value)?.cancelLoad() }
      }
    }

    private func cancelLoad() {
      guard completion != nil else { return }
      completion = nil
      release()
    }

    private func finishLoad(_ failure: String?) {
      guard let completion else { return }
      self.completion = nil
      keepAlive = nil
      if let failure {
        release()
        completion(.failure(CreativeFailure(failure)))
      } else {
        completion(.success(self))
      }
    }

    /// The web content process died (iOS ends idle ones under memory pressure, and in the
    /// background): the core says whether the load fails, the page is loaded again before
    /// `show()`, or the ad on screen fails.
    func contentProcessTerminated() {
      switch session.webProcessEnded(isLoading: completion != nil, isOnScreen: isOnScreen) {
      case .failLoad:
        finishLoad("the web content process ended")
      case .reload:
        webView.loadHTMLString(session.page, baseURL: nil)
      case .giveUp:
        break  // the session remembers: the ad fails when it appears
      case .failOnScreen:
        eventHandler?(.failed("the web content process ended"))
      }
    }

    /// The session's answer to a navigation WebKit asks about (a new window, a navigation of
    /// the main frame or of a frame in it). Whether VoiceOver or Switch Control runs is passed
    /// along: their users activate links without a tap the recogniser could see.
    func decide(_ url: URL?, in target: HTMLNavigationTarget) -> HTMLNavigationDecision {
      session.decide(
        url, in: target,
        assistiveTechnology: UIAccessibility.isVoiceOverRunning
          || UIAccessibility.isSwitchControlRunning)
    }

    func hostPageFinished() {
      session.hostPageDidLoad()
      finishLoad(nil)
    }

    func hostPageFailed(_ error: Error) {
      guard completion == nil else {
        return finishLoad("the creative page failed to load (\(error.localizedDescription))")
      }
      // After the first load: the core says whether this was a reload that failed. A
      // cancelled load (URLError.cancelled, a newer load took its place) and a load whose web
      // process ended (WKError.webContentProcessTerminated, which
      // webViewWebContentProcessDidTerminate reports too) were interrupted, not failed.
      let interrupted =
        (error as? URLError)?.code == .cancelled
        || (error as? WKError)?.code == .webContentProcessTerminated
      if session.pageFailedAfterLoad(interrupted: interrupted, isOnScreen: isOnScreen) {
        eventHandler?(.failed("the creative's page is gone"))
      }
    }
  }

  /// Hands every navigation the creative's web view asks about to the session, and carries out
  /// its answer: `createWebViewWith` (`window.open`, `target=_blank`) never makes a web view,
  /// and a navigation is loaded only when the session allows it.
  @MainActor
  final class WebCreativeNavigation: NSObject {
    weak var creative: WebCreative?
  }

  extension WebCreativeNavigation: @preconcurrency WKNavigationDelegate,
    @preconcurrency WKUIDelegate
  {
    func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
      // No target frame: a link or form aimed at a new window. A link followed in a frame
      // inside the host page is the core's frame-link rule: `WKNavigationType.linkActivated`
      // (WebKit documentation: "This action occurs when the user activates a link with an
      // `href` attribute").
      let target: HTMLNavigationTarget =
        switch navigationAction.targetFrame?.isMainFrame {
        case nil: .newWindow
        case true?: .hostPage
        case false? where navigationAction.navigationType == .linkActivated: .frameLink
        case false?: .frame
        }
      let decision = creative?.decide(navigationAction.request.url, in: target) ?? .cancel
      decisionHandler(decision == .allow ? .allow : .cancel)
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
      creative?.hostPageFinished()
    }

    func webView(
      _ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error
    ) {
      creative?.hostPageFailed(error)
    }

    func webView(
      _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!,
      withError error: Error
    ) {
      creative?.hostPageFailed(error)
    }

    func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
      creative?.contentProcessTerminated()
    }

    /// `window.open` and `target=_blank`: never a new web view; the session decides whether it
    /// is a click.
    func webView(
      _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
      for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
      _ = creative?.decide(navigationAction.request.url, in: .newWindow)
      return nil
    }
  }
#endif
