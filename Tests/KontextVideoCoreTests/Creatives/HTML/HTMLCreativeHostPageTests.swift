import Foundation
import Testing

@testable import KontextVideoCore

/// The host page the SDK writes for an HTML creative, and an inline creative's own document.
struct HTMLCreativeHostPageTests {
  let inlineURL = URL(
    string: "kontext-creative://0a1b2c3d-4e5f-6789-abcd-ef0123456789/creative.html")!

  func render(_ source: AdCreative.Source, slotID: String = "slot-1") throws
    -> HTMLCreativeContent
  {
    try HTMLCreativeHostPage.render(slotID: slotID, source: source, inlineURL: inlineURL)
  }

  @Test func aURLCreativeIsFramedFromItsOriginOnly() throws {
    let content = try render(.html(URL(string: "https://Creative.Example:8443/ad?a=1&b=2")!))
    let page = content.hostPage
    #expect(page.contains("frame-src https://creative.example:8443;"))
    #expect(page.contains(#""iframeURL":"https:\/\/Creative.Example:8443\/ad?a=1\u0026b=2""#))
    #expect(page.contains(#""creativeOrigin":"https:\/\/creative.example:8443""#))
    #expect(page.contains(#""slotID":"slot-1""#))
    #expect(page.contains("KontextBridge"))
    #expect(!page.contains("{{"))
    #expect(content.inlineDocument == nil)
    #expect(content.creativeOrigin == "https://creative.example:8443")
  }

  /// Inline HTML is a document at a URL of its own (never a srcdoc, which would inherit the
  /// host page's `default-src 'none'`); the page frames that origin only.
  @Test func inlineHTMLIsServedAtAURLOfItsOwnAndFramedFromThatOriginOnly() throws {
    let content = try render(.htmlDocument("<img src=\"https://cdn.example/a.png\">"))
    #expect(content.creativeURL == inlineURL)
    #expect(content.creativeOrigin == "kontext-creative://0a1b2c3d-4e5f-6789-abcd-ef0123456789")
    #expect(
      content.hostPage.contains(
        "frame-src kontext-creative://0a1b2c3d-4e5f-6789-abcd-ef0123456789;"))
    #expect(!content.hostPage.contains("cdn.example"), "the creative's HTML is not in the page")
    #expect(!content.hostPage.contains("srcdoc\""))
    let document = try #require(content.inlineDocument)
    #expect(document.url == inlineURL)
    #expect(document.statusCode == 200)
    #expect(document.headers["Content-Type"] == "text/html; charset=utf-8")
    #expect(
      document.headers["Content-Security-Policy"] == HTMLCreativeDocument.contentSecurityPolicy)
    let body = String(decoding: document.body, as: UTF8.self)
    #expect(body.hasSuffix("<img src=\"https://cdn.example/a.png\">"))
    #expect(
      body.hasPrefix(
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><meta http-equiv=\"Content-Security-Policy\" content=\"\(HTMLCreativeDocument.contentSecurityPolicy)\">"
      ))
  }

  /// The creative's own policy: https and `data:` resources, its inline script, nothing else.
  @Test func theInlineCreativesPolicyAllowsHTTPSAndDataOnly() {
    let policy = HTMLCreativeDocument.contentSecurityPolicy
    let directives = Dictionary(
      uniqueKeysWithValues: policy.split(separator: ";").map { directive in
        let words = directive.split(separator: " ").map(String.init)
        return (words[0], Set(words.dropFirst()))
      })
    #expect(directives["default-src"] == ["https:", "data:"])
    #expect(directives["script-src"] == ["https:", "data:", "'unsafe-inline'", "'unsafe-eval'"])
    #expect(directives["style-src"] == ["https:", "data:", "'unsafe-inline'"])
    #expect(directives["object-src"] == ["'none'"])
    #expect(!policy.contains("http:") && !policy.contains("*") && !policy.contains("blob:"))
    #expect(!policy.contains("\""), "it sits in a double-quoted attribute")
  }

  @Test func theInlineDocumentIsServedAtItsURLOnly() throws {
    let document = try #require(try render(.htmlDocument("<p>ad</p>")).inlineDocument)
    let host = "kontext-creative://0a1b2c3d-4e5f-6789-abcd-ef0123456789"
    for served in [
      "\(host)/creative.html", "\(host)/creative.html#top",
      "KONTEXT-CREATIVE://0A1B2C3D-4E5F-6789-ABCD-EF0123456789/creative.html",
    ] {
      #expect(document.response(to: URL(string: served)) == document, "\(served)")
    }
    for refused in [
      "\(host)/", "\(host)/other.html", "\(host)/creative.html?x=1",
      "kontext-creative://another-host/creative.html",
      "https://0a1b2c3d-4e5f-6789-abcd-ef0123456789/creative.html",
    ] {
      #expect(document.response(to: URL(string: refused)) == nil, "\(refused)")
    }
    #expect(document.response(to: nil as URL?) == nil)
  }

  @Test func eachAdGetsAnInlineURLOfItsOwn() {
    let first = HTMLCreativeHostPage.newInlineURL()
    let second = HTMLCreativeHostPage.newInlineURL()
    #expect(first.scheme == HTMLCreativeHostPage.inlineScheme)
    #expect(first.host != second.host)
    #expect(HTMLCreativeHostPage.origin(of: first) != nil)
  }

  @Test func inlineHTMLNeedsAUsableURL() {
    for url in ["file:///tmp/creative.html", "data:text/html,hi", "kontext-creative:///no-host"] {
      #expect(throws: HTMLCreativeHostPage.Failure.unusableInlineURL) {
        try HTMLCreativeHostPage.render(
          slotID: "s", source: .htmlDocument("<p>ad</p>"), inlineURL: URL(string: url)!)
      }
    }
  }

  /// The creative's frame may open windows and navigate the top window on a tap (the web view
  /// turns both into clicks), and has an origin of its own.
  @Test func theCreativesFrameIsSandboxedWithPopupsAndTopNavigationOnATap() throws {
    let sandbox = Set(HTMLCreativeHostPage.frameSandbox.split(separator: " "))
    #expect(
      sandbox == [
        "allow-scripts", "allow-same-origin", "allow-popups",
        "allow-top-navigation-by-user-activation",
      ])
    let page = try render(.htmlDocument("<p>ad</p>")).hostPage
    #expect(page.contains(#""sandbox":"\#(HTMLCreativeHostPage.frameSandbox)""#))
  }

  @Test func valuesCannotCloseTheScriptElement() throws {
    let hostile = "</script><script>alert(1)</script><!--"
    let page = try render(.htmlDocument(hostile), slotID: hostile).hostPage
    #expect(!page.contains(hostile))
    #expect(page.components(separatedBy: "</script>").count == 3)  // the config's and the bridge's
  }

  @Test func placeholdersInTheAdsValuesStayText() throws {
    let page = try render(.htmlDocument("{{FRAME_SOURCE}}"), slotID: "{{BRIDGE}}").hostPage
    #expect(page.components(separatedBy: "KontextBridge = bridge").count == 2)
    #expect(page.contains(#""slotID":"{{BRIDGE}}""#))
  }

  @Test func imagesVASTAndOtherSchemesAreNotHTML() {
    let sources: [AdCreative.Source] = [
      .image(URL(string: "https://cdn.example/a.png")!),
      .vast(xml: "<VAST/>", url: nil),
      .html(URL(string: "file:///etc/hosts")!),
      .html(URL(string: "javascript:alert(1)")!),
      .html(URL(string: "kontext-creative://host/creative.html")!),
    ]
    for source in sources {
      #expect(throws: HTMLCreativeHostPage.Failure.notHTML) {
        try render(source, slotID: "s")
      }
    }
  }

  @Test func theBridgeScriptShipsAsAResource() throws {
    let script = try HTMLCreativeHostPage.bridgeScript()
    #expect(script.contains("window.webkit") || script.contains("webkit.messageHandlers"))
    #expect(!script.contains("</script"))
  }
}
