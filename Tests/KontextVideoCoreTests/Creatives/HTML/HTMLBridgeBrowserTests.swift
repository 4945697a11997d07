import Foundation
import Testing

@testable import KontextVideoCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension ReferenceServerSuites {
  /// The host page and bridge in a real headless Chromium. The reference server serves the
  /// creative from one loopback origin and the SDK's host page from another; a fake
  /// `window.webkit.messageHandlers.kontext` records what reaches "native". (Inline HTML, taps,
  /// new windows and frames navigated elsewhere: ``HTMLCreativeBrowserTests``.)
  ///
  /// Skipped without Chromium, unless `KONTEXT_REQUIRE_BROWSER=1` (CI, which installs
  /// `chromium-headless-shell`) makes that a failure.
  @Suite
  struct HTMLBridgeBrowserTests {
    static let browser = ExternalProgram.find(
      ["chromium-headless-shell", "chromium", "chromium-browser", "google-chrome"],
      override: "KONTEXT_CHROMIUM")
    static let required = ExternalProgram.isRequired("KONTEXT_REQUIRE_BROWSER")
    let server: ReferenceServer
    let slotID = "browser-slot-\(UUID().uuidString.prefix(8))"

    init() throws {
      server = try ReferenceServer.shared.get()
    }

    /// Records every message the page's window receives, and what the bridge forwards, into
    /// `<pre id="kontext-e2e-log">` for `--dump-dom`; then posts a click from the page's own
    /// origin, which is not the creative's.
    func harness() -> String {
      """
      <script>
      window.__native = []; window.__seen = [];
      function kontextLog() {
        var log = document.getElementById("kontext-e2e-log");
        if (!log) { log = document.createElement("pre"); log.id = "kontext-e2e-log"; document.body.appendChild(log); }
        log.textContent = JSON.stringify({native: window.__native, seen: window.__seen});
      }
      window.webkit = {messageHandlers: {kontext: {postMessage: function (message) {
        window.__native.push(message); kontextLog();
      }}}};
      window.addEventListener("message", function (event) {
        window.__seen.push({origin: event.origin, data: event.data}); kontextLog();
      });
      window.postMessage({type: "kontext.ad.click", version: 1, slot_id: "\(slotID)",
        cta_url: "https://example.com/from-the-host-page"}, "*");
      kontextLog();
      </script>
      """
    }

    /// Loads the host page for `source` in Chromium and returns what the harness logged.
    func run(_ source: AdCreative.Source) async throws -> (
      native: [[String: Any]], seen: [[String: Any]]
    ) {
      let browser = try #require(
        Self.browser, "Chromium is required here (KONTEXT_REQUIRE_BROWSER=1)")
      let page = try HTMLCreativeHostPage.render(
        slotID: slotID, source: source, inlineURL: HTMLCreativeHostPage.newInlineURL()
      ).hostPage
        .replacingOccurrences(of: "</body>", with: harness() + "</body>")
      let path = "/_test/host-\(slotID)"
      try await server.servePage(path: path, html: page)
      let outcome = try await ExternalProgram.run(
        browser,
        [
          "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
          "--virtual-time-budget=5000", "--dump-dom", server.baseURL.absoluteString + path,
        ])
      #expect(outcome.status == 0, "\(outcome.errors.suffix(2000))")
      let pattern = #/<pre id="kontext-e2e-log">(.*?)</pre>/#.dotMatchesNewlines()
      let match = try #require(
        outcome.output.firstMatch(of: pattern), "\(outcome.output.suffix(2000))")
      let text = String(match.1)
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&amp;", with: "&")
      let log = try #require(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      return (log["native"] as? [[String: Any]] ?? [], log["seen"] as? [[String: Any]] ?? [])
    }

    @Test(.enabled(if: browser != nil || required, "Chromium is not installed"))
    func aClickInTheCreativeReachesNativeAndEverythingElseIsDropped() async throws {
      let origins = try await server.origins()
      let creative = URL(string: "\(origins.creative)/overlay/\(slotID)?autoclick=1&probe=1")!
      let (native, seen) = try await run(.html(creative))

      // What reached native: the creative's ready, then its click, nothing else.
      #expect(native.map { $0["type"] as? String } == ["kontext.ad.ready", "kontext.ad.click"])
      #expect(native.last?["cta_url"] as? String == "https://example.com/landing")
      #expect(native.allSatisfy { $0["slot_id"] as? String == slotID })
      let parsed = native.map { HTMLBridgeMessage.parse($0, slotID: slotID) }
      #expect(
        parsed == [.success(.ready), .success(.click(URL(string: "https://example.com/landing")!))])

      // The dropped messages did reach the page, so they were dropped by the bridge.
      func saw(_ predicate: (String?, [String: Any]?) -> Bool) -> Bool {
        seen.contains { predicate($0["origin"] as? String, $0["data"] as? [String: Any]) }
      }
      #expect(
        saw { origin, data in  // another origin (the page's own), and a nested frame
          origin == origins.api
            && data?["cta_url"] as? String == "https://example.com/from-the-host-page"
        })
      #expect(
        saw { origin, data in
          origin == origins.api && data?["cta_url"] as? String == "https://example.com/hostile"
        })
      #expect(saw { _, data in data?["type"] as? String == "kontext.ad.expand" })
      #expect(saw { _, data in data?["slot_id"] as? String == "another-slot" })
      #expect(saw { _, data in data?["version"] as? Int == 2 })
      #expect(saw { _, data in (data?["cta_url"] as? String)?.hasPrefix("javascript:") == true })
    }
  }
}
