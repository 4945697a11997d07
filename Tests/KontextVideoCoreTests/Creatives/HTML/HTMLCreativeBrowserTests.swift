import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The SDK's host page, bridge and inline creative document in a real headless Chromium, served
/// over https from loopback origins by `Tests/Bridge/browser_harness.py`; the harness taps with
/// real mouse events (a real user activation). What the browser reports (taps, new windows, top
/// navigations, the messages the bridge forwarded) is then fed to an ``HTMLCreativeSession`` in
/// order, as the iOS web view feeds it, so each test checks the page and the core's decision
/// together.
///
/// Skipped without Chromium, unless `KONTEXT_REQUIRE_BROWSER=1` (CI) makes that a failure. Needs
/// `python3` and `openssl`.
@MainActor
@Suite(
  .serialized,
  .enabled(
    if: BrowserHarness.browser != nil || BrowserHarness.required,
    "Chromium is not installed"))
struct HTMLCreativeBrowserTests {
  let slotID = "browser-\(UUID().uuidString.prefix(8).lowercased())"
  let clock = ManualClock()

  /// Records, in the host page, every message its window receives (`__seen`), what the bridge
  /// forwards to "native" (`__native`, and the harness's timeline), and the policy violations
  /// of the host document (`__violations`).
  static let recorder = """
    <script>
    window.__native = []; window.__seen = []; window.__violations = [];
    window.webkit = {messageHandlers: {kontext: {postMessage: function (message) {
      window.__native.push(message); console.log("kontext-native " + JSON.stringify(message));
    }}}};
    window.addEventListener("message", function (event) {
      window.__seen.push({origin: event.origin, data: event.data});
    });
    document.addEventListener("securitypolicyviolation", function (event) {
      window.__violations.push({blocked: event.blockedURI, directive: event.effectiveDirective});
    });
    </script>
    """

  /// Script for a creative: `probe(name)` posts a marker the host page sees (the bridge drops
  /// it: it is no bridge message), `ready()` the bridge's ready.
  var probes: String {
    """
    <script>
    function probe(name) { parent.postMessage({probe: name}, "*"); }
    function ready() { parent.postMessage({type: "kontext.ad.ready", version: 1, slot_id: "\(slotID)"}, "*"); }
    </script>
    """
  }

  /// A page condition: the host page saw the creative's marker `name`.
  static func sawProbe(_ name: String) -> BrowserHarness.Step {
    .waitFor(
      "window.__seen.some(function (m) { return m.data && m.data.probe === \(quoted(name)); })")
  }

  static func quoted(_ text: String) -> String {
    String(decoding: try! JSONSerialization.data(withJSONObject: [text]), as: UTF8.self)
      .dropFirst().dropLast().description
  }

  /// The session for `source`, its inline creative served at the creative origin's
  /// `/creative.html`.
  func session(_ source: AdCreative.Source, origins: BrowserHarness.Origins) async throws
    -> HTMLCreativeSession
  {
    try await HTMLCreativeSession.prepare(
      slotID: slotID, source: source, clock: clock,
      inlineURL: URL(string: origins.creative + "/creative.html")!)
  }

  /// The routes that serve `session`'s host page (with the recorder and `hostExtra`) at the
  /// host origin's `/host.html`, and its inline document where the core says, exactly as the
  /// core produced it.
  func routes(
    for session: HTMLCreativeSession, hostExtra: String = "", widenFrameSource: Bool = false,
    dropPolicyHeader: Bool = false
  ) throws -> [String: [String: BrowserHarness.Route]] {
    var page = session.page.replacingOccurrences(
      of: "</body>", with: Self.recorder + hostExtra + "</body>")
    if widenFrameSource {
      // A test-only page whose frame-src lets the creative's frame go anywhere: the bridge's
      // origin check must still drop what another origin posts.
      let widened = page.replacingOccurrences(
        of: "frame-src \(session.content.creativeOrigin);", with: "frame-src *;")
      try #require(widened != page, "the page's frame-src names the creative's origin")
      page = widened
    }
    var routes: [String: [String: BrowserHarness.Route]] = [
      "host": ["/host.html": .init(body: page)]
    ]
    if let document = session.content.inlineDocument {
      var headers = document.headers
      if dropPolicyHeader { headers["Content-Security-Policy"] = nil }
      routes["creative"] = [
        document.url.path: .init(
          status: document.statusCode, headers: headers,
          body: String(decoding: document.body, as: UTF8.self))
      ]
    }
    return routes
  }

  /// Feeds what the browser did to `session`, in order, as the iOS web view would: a tap
  /// (the container's hit-test at touch-down, then the tap recogniser at touch-up), a window Chromium opened (`createWebViewWith`, which WebKit calls
  /// only after its own sandbox and popup checks), a top navigation (`decidePolicyFor`, main
  /// frame), a forwarded message (the script message handler, main frame). A window the page
  /// only asked for is Chromium's report before its checks, and no fact for the web view.
  /// Returns the session's events.
  func replay(_ outcome: BrowserHarness.Outcome, into session: HTMLCreativeSession)
    -> [CreativeEvent]
  {
    var events: [CreativeEvent] = []
    session.eventHandler = { events.append($0) }
    session.hostPageDidLoad()
    for entry in outcome.timeline {
      let url = (entry["url"] as? String).flatMap(URL.init(string:))
      switch entry["kind"] as? String {
      case "tap":  // a touch the container saw going down, then its tap at touch-up
        session.viewerTouchedDown()
        session.viewerTapped()
      case "window": #expect(session.decide(url, in: .newWindow) == .cancel)
      case "windowAttempt": break
      case "topNavigation": #expect(session.decide(url, in: .hostPage) == .cancel)
      case "native": session.receive(entry["message"] as Any, fromHostPage: true)
      default: Issue.record("unknown timeline entry \(entry)")
      }
    }
    return events
  }

  /// Runs the scenario `build` writes for the harness's origins; returns what happened and
  /// those origins.
  func run(_ build: @MainActor (BrowserHarness.Origins) async throws -> BrowserHarness.Scenario)
    async throws -> (BrowserHarness.Outcome, BrowserHarness.Origins)
  {
    let browser = try #require(
      BrowserHarness.browser, "Chromium is required here (KONTEXT_REQUIRE_BROWSER=1)")
    var origins: BrowserHarness.Origins?
    let outcome = try await BrowserHarness.run(browser: browser) { given in
      origins = given
      return try await build(given)
    }
    #expect(outcome.errors.isEmpty, "\(outcome.diagnostics)")
    return (outcome, try #require(origins))
  }
}

// MARK: - Inline HTML loads its resources

extension HTMLCreativeBrowserTests {
  /// An inline creative that loads an https image, script and fetch, a `data:` image, and
  /// tries a plain-http image; the host page itself tries an https image and fetch.
  func resourcefulCreative(_ origins: BrowserHarness.Origins) -> String {
    """
    \(probes)
    <script>
    document.addEventListener("securitypolicyviolation", function (event) {
      probe("blocked " + event.blockedURI);
    });
    fetch("\(origins.assets)/creative-data.json").then(function (response) { return response.json(); })
      .then(function (body) { probe("fetch " + body.ok); }, function () { probe("fetch failed"); });
    </script>
    <img src="\(origins.assets)/creative-image.svg" onload="probe('https image')" onerror="probe('https image failed')">
    <img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" onload="probe('data image')" onerror="probe('data image failed')">
    <img src="\(origins.plain)/creative-plain.png" onload="probe('http image')">
    <script src="\(origins.assets)/creative-script.js"></script>
    <script>ready();</script>
    """
  }

  func assetRoutes(_ origins: BrowserHarness.Origins) -> [String: BrowserHarness.Route] {
    let cors = ["Access-Control-Allow-Origin": "*"]
    return [
      "/creative-image.svg": .init(
        headers: ["Content-Type": "image/svg+xml"],
        body: #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#),
      "/creative-script.js": .init(
        headers: ["Content-Type": "text/javascript"], body: "probe('https script');"),
      "/creative-data.json": .init(
        headers: cors.merging(["Content-Type": "application/json"]) { $1 }, body: #"{"ok": true}"#),
    ]
  }

  func hostProbes(_ origins: BrowserHarness.Origins) -> String {
    """
    <script>
    var hostImage = new Image(); hostImage.src = "\(origins.assets)/host-image.svg";
    fetch("\(origins.assets)/host-data.json").catch(function () {});
    </script>
    """
  }

  func expectCreativeLoaded(_ outcome: BrowserHarness.Outcome, _ origins: BrowserHarness.Origins) {
    let seen = (outcome.result as? [[String: Any]] ?? []).compactMap {
      ($0["data"] as? [String: Any])?["probe"] as? String
    }
    for probe in [
      "https image", "data image", "https script", "fetch true",
      "blocked \(origins.plain)/creative-plain.png",
    ] {
      #expect(seen.contains(probe), "\(probe): \(seen)\n\(outcome.diagnostics)")
    }
    #expect(!seen.contains("http image"))
    let assets = outcome.paths(of: "assets")
    #expect(
      Set(assets) == ["/creative-image.svg", "/creative-script.js", "/creative-data.json"],
      "only the creative's own https resources are fetched, not the host page's: \(assets)")
    #expect(outcome.paths(of: "plain").isEmpty)
    #expect(outcome.paths(of: "creative") == ["/creative.html"])
  }

  @Test func anInlineCreativeLoadsItsHTTPSAndDataResourcesWhileTheHostPageStaysLockedDown()
    async throws
  {
    var session: HTMLCreativeSession?
    let (outcome, origins) = try await run { origins in
      let built = try await self.session(
        .htmlDocument(self.resourcefulCreative(origins)), origins: origins)
      session = built
      var routes = try self.routes(for: built, hostExtra: self.hostProbes(origins))
      routes["assets"] = self.assetRoutes(origins)
      return .init(
        routes: routes, open: origins.host + "/host.html",
        steps: self.loadedSteps(origins) + [.waitFor("window.__violations.length >= 2")],
        collect: "window.__seen")
    }
    expectCreativeLoaded(outcome, origins)
    // The creative's ready came through the bridge, from the creative's own origin.
    let built = try #require(session)
    _ = replay(outcome, into: built)
    #expect(built.isReady)
  }

  /// Where the creative's own policy is read from its `<meta>` alone (a web view that ignores a
  /// custom scheme's headers), it holds all the same.
  @Test func theInlineCreativesPolicyHoldsWithoutItsHeader() async throws {
    let (outcome, origins) = try await run { origins in
      let built = try await self.session(
        .htmlDocument(self.resourcefulCreative(origins)), origins: origins)
      var routes = try self.routes(for: built, dropPolicyHeader: true)
      routes["assets"] = self.assetRoutes(origins)
      return .init(
        routes: routes, open: origins.host + "/host.html", steps: self.loadedSteps(origins),
        collect: "window.__seen")
    }
    expectCreativeLoaded(outcome, origins)
  }

  func loadedSteps(_ origins: BrowserHarness.Origins) -> [BrowserHarness.Step] {
    [
      "https image", "data image", "https script", "fetch true",
      "blocked \(origins.plain)/creative-plain.png",
    ].map(Self.sawProbe)
  }
}

// MARK: - A tap that opens a page is one click

extension HTMLCreativeBrowserTests {
  /// Serves `html` as an inline creative, waits for its `ready` probe, taps it `taps` times
  /// (waiting for `after` after each), and replays what happened into its session.
  func tapped(
    _ html: @escaping (BrowserHarness.Origins) -> String, taps: Int = 1, after: String? = nil
  ) async throws -> (BrowserHarness.Outcome, HTMLCreativeSession, [CreativeEvent]) {
    var session: HTMLCreativeSession?
    let (outcome, _) = try await run { origins in
      let built = try await self.session(
        .htmlDocument(self.probes + html(origins)), origins: origins)
      session = built
      var steps = [Self.sawProbe("ready")]
      for _ in 0..<taps {
        steps.append(.tap(x: 160, y: 100))
        if let after { steps.append(Self.sawProbe(after)) }
      }
      return .init(
        routes: try self.routes(for: built), open: origins.host + "/host.html", steps: steps,
        collect: "window.__seen")
    }
    let built = try #require(session)
    return (outcome, built, replay(outcome, into: built))
  }

  /// The whole creative is one element, `id="cta"`, under the harness's taps.
  static let fullSize =
    "style=\"display:block;position:fixed;left:0;top:0;width:100vw;height:100vh;margin:0;border:0\""

  @Test func aTapThatOpensAWindowIsOneClick() async throws {
    let (outcome, _, events) = try await tapped(
      { _ in
        """
        <button id="cta" \(Self.fullSize)>Learn more</button>
        <script>
        document.getElementById("cta").addEventListener("click", function () {
          window.open("https://brand.example/landing?from=window");
          window.open("https://tracker.example/second-window-same-tap");
          setTimeout(function () { probe("opened"); }, 0);
        });
        probe("ready");
        </script>
        """
      }, taps: 2, after: "opened")
    let attempts = outcome.events("windowAttempt")
    #expect(attempts.count == 4, "\(outcome.diagnostics)")
    #expect(attempts.first?["userGesture"] as? Bool == true)
    let windows = outcome.events("window").compactMap { $0["url"] as? String }
    #expect(windows.filter { $0 == "https://brand.example/landing?from=window" }.count == 2)
    // Each tap is one click, to the page it opened first; nothing else opened.
    #expect(
      events == [
        .click(URLString: "https://brand.example/landing?from=window"),
        .click(URLString: "https://brand.example/landing?from=window"),
      ])
  }

  @Test func aTappedBlankLinkIsOneClick() async throws {
    let (outcome, _, events) = try await tapped(
      { _ in
        """
        <a id="cta" href="https://brand.example/landing?from=link" target="_blank" \(Self.fullSize)>Learn more</a>
        <script>
        document.getElementById("cta").addEventListener("click", function () {
          setTimeout(function () { probe("clicked"); }, 0);
        });
        probe("ready");
        </script>
        """
      }, after: "clicked")
    let attempts = outcome.events("windowAttempt")
    #expect(attempts.first?["userGesture"] as? Bool == true, "\(outcome.diagnostics)")
    #expect(
      outcome.events("window").map { $0["url"] as? String } == [
        "https://brand.example/landing?from=link"
      ])
    #expect(events == [.click(URLString: "https://brand.example/landing?from=link")])
  }

  @Test func aTapThatNavigatesTheTopWindowIsOneClick() async throws {
    let (outcome, _, events) = try await tapped(
      { _ in
        """
        <button id="cta" \(Self.fullSize)>Learn more</button>
        <script>
        document.getElementById("cta").addEventListener("click", function () {
          top.location.href = "https://brand.example/landing?from=top";
          setTimeout(function () { probe("navigated"); }, 0);
        });
        probe("ready");
        </script>
        """
      }, after: "navigated")
    #expect(
      outcome.events("topNavigation").map { $0["url"] as? String } == [
        "https://brand.example/landing?from=top"
      ], "\(outcome.diagnostics)")
    #expect(events == [.click(URLString: "https://brand.example/landing?from=top")])
  }

  /// Without a tap nothing is a click: a window opened on load (which Chromium's headless shell,
  /// with no popup blocker, opens without a user gesture), a `_blank` link clicked by script,
  /// and a top navigation (which the sandbox refuses without a user activation).
  @Test func pagesOpenedWithoutATapAreNoClicks() async throws {
    var session: HTMLCreativeSession?
    let (outcome, _) = try await run { origins in
      let html =
        probes + """
          <a id="link" href="https://brand.example/landing?from=scripted-link" target="_blank">x</a>
          <script>
          window.open("https://brand.example/landing?from=auto-window");
          document.getElementById("link").click();
          try { top.location.href = "https://brand.example/landing?from=auto-top"; } catch (error) {}
          setTimeout(function () { probe("done"); }, 0);
          </script>
          """
      let built = try await self.session(.htmlDocument(html), origins: origins)
      session = built
      return .init(
        routes: try self.routes(for: built), open: origins.host + "/host.html",
        steps: [Self.sawProbe("done")], collect: nil)
    }
    let attempts = outcome.events("windowAttempt")
    #expect(attempts.count == 2, "\(outcome.diagnostics)")
    #expect(attempts.allSatisfy { $0["userGesture"] as? Bool == false })
    // Chromium's headless shell has no popup blocker: both windows open, and the core is what
    // refuses them (on iOS WebKit's own blocker refuses them first).
    #expect(outcome.events("window").count == 2)
    #expect(outcome.events("topNavigation").isEmpty)
    let built = try #require(session)
    #expect(replay(outcome, into: built).isEmpty)
    #expect(built.refusals == [.withoutTap, .withoutTap])
  }

  /// A creative that never uses the bridge nor opens anything: a tap is left to the ad, which
  /// makes it a click to its click-through URL (``CreativeEvent/unansweredTap``).
  @Test func aCreativeWithoutTheBridgeLeavesItsTapToTheAd() async throws {
    let (outcome, session, events) = try await tapped(
      { _ in
        """
        <div id="cta" \(Self.fullSize)>Brand</div>
        <script>
        document.body.addEventListener("click", function () {
          setTimeout(function () { probe("tapped"); }, 0);
        });
        probe("ready");
        </script>
        """
      }, after: "tapped")
    #expect(outcome.events("tap").count == 1)
    #expect(outcome.events("windowAttempt").isEmpty && outcome.events("native").isEmpty)
    #expect(events.isEmpty)
    var later: [CreativeEvent] = []
    session.eventHandler = { later.append($0) }
    await clock.advance(by: ClickPolicy.unansweredTapDelay)
    #expect(later == [.unansweredTap])
  }
}

// MARK: - A frame navigated to another origin is not heard

extension HTMLCreativeBrowserTests {
  /// How the creative's frame leaves for another origin.
  enum Departure: String, CaseIterable, Sendable {
    /// The inline creative sets `location`.
    case location
    /// The creative's own URL answers 302 to the other origin.
    case redirect
    /// The inline creative's `<meta http-equiv="refresh">`.
    case metaRefresh
  }

  /// The other origin's page: a click for this ad, to its parent and to the top window, then a
  /// marker.
  func otherOriginPage() -> String {
    """
    <!DOCTYPE html><script>
    var click = {type: "kontext.ad.click", version: 1, slot_id: "\(slotID)",
      cta_url: "https://evil.example/from-another-origin"};
    parent.postMessage(click, "*"); top.postMessage(click, "*");
    parent.postMessage({probe: "other origin"}, "*");
    </script>
    """
  }

  func departing(_ departure: Departure, widened: Bool) async throws -> (
    BrowserHarness.Outcome, BrowserHarness.Origins, HTMLCreativeSession
  ) {
    var session: HTMLCreativeSession?
    let (outcome, origins) = try await run { origins in
      let elsewhere = origins.other + "/elsewhere.html"
      let built: HTMLCreativeSession
      var routes: [String: [String: BrowserHarness.Route]]
      switch departure {
      case .location:
        built = try await self.session(
          .htmlDocument(
            self.probes + "<script>ready(); location.href = \(Self.quoted(elsewhere));</script>"),
          origins: origins)
        routes = try self.routes(for: built, widenFrameSource: widened)
      case .metaRefresh:
        built = try await self.session(
          .htmlDocument(
            "<meta http-equiv=\"refresh\" content=\"0; url=\(elsewhere)\">"
              + self.probes + "<script>ready();</script>"),
          origins: origins)
        routes = try self.routes(for: built, widenFrameSource: widened)
      case .redirect:
        built = try await self.session(
          .html(URL(string: origins.creative + "/moved.html")!), origins: origins)
        routes = try self.routes(for: built, widenFrameSource: widened)
        routes["creative"] = ["/moved.html": .init(status: 302, headers: ["Location": elsewhere])]
      }
      routes["other"] = ["/elsewhere.html": .init(body: self.otherOriginPage())]
      session = built
      // The real page: the host's frame-src refuses the navigation (a violation in the host
      // document). The widened page: the other origin's page runs and posts.
      let arrived: BrowserHarness.Step =
        widened
        ? Self.sawProbe("other origin")
        : .waitFor("window.__violations.some(function (v) { return v.directive === 'frame-src'; })")
      return .init(
        routes: routes, open: origins.host + "/host.html", steps: [arrived],
        collect: "({seen: window.__seen, violations: window.__violations})")
    }
    return (outcome, origins, try #require(session))
  }

  /// Defence 1, the host page's frame-src: the creative's frame cannot load another origin at
  /// all. (Widening the page's frame-src to `*` fails this test.)
  @Test(arguments: Departure.allCases)
  func theHostPageRefusesTheCreativesFrameAnotherOrigin(_ departure: Departure) async throws {
    let (outcome, origins, session) = try await departing(departure, widened: false)
    #expect(outcome.paths(of: "other").isEmpty, "\(outcome.diagnostics)")
    let violations = (outcome.result as? [String: Any])?["violations"] as? [[String: Any]] ?? []
    #expect(
      violations.contains { ($0["blocked"] as? String)?.hasPrefix(origins.other) == true },
      "\(violations)")
    #expect(replay(outcome, into: session).isEmpty)
  }

  /// Defence 2, the bridge's origin check: with a page whose frame-src lets the frame go
  /// anywhere, the other origin's page runs, its click reaches the host window, and is dropped.
  /// (Deleting the bridge's origin check fails this test.)
  @Test(arguments: Departure.allCases)
  func theBridgeDropsWhatAnotherOriginInTheCreativesFramePosts(_ departure: Departure)
    async throws
  {
    let (outcome, origins, session) = try await departing(departure, widened: true)
    #expect(outcome.paths(of: "other") == ["/elsewhere.html"], "\(outcome.diagnostics)")
    let seen = (outcome.result as? [String: Any])?["seen"] as? [[String: Any]] ?? []
    #expect(
      seen.contains {
        $0["origin"] as? String == origins.other
          && ($0["data"] as? [String: Any])?["cta_url"] as? String
            == "https://evil.example/from-another-origin"
      }, "the other origin's click reached the host page's window: \(seen)")
    let forwarded = outcome.events("native").compactMap { $0["message"] as? [String: Any] }
    #expect(!forwarded.contains { $0["type"] as? String == "kontext.ad.click" }, "\(forwarded)")
    #expect(replay(outcome, into: session).isEmpty)
  }
}
