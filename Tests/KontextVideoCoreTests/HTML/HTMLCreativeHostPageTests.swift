import Foundation
import Testing

@testable import KontextVideoCore

/// The host page the SDK writes for an HTML creative.
struct HTMLCreativeHostPageTests {
  @Test func aURLCreativeIsFramedFromItsOriginOnly() throws {
    let page = try HTMLCreativeHostPage.render(
      slotID: "slot-1", source: .html(URL(string: "https://Creative.Example:8443/ad?a=1&b=2")!))
    #expect(page.contains("frame-src https://creative.example:8443;"))
    #expect(page.contains(#""iframeURL":"https:\/\/Creative.Example:8443\/ad?a=1\u0026b=2""#))
    #expect(page.contains(#""slotID":"slot-1""#))
    #expect(page.contains("KontextBridge"))
    #expect(!page.contains("{{"))
  }

  @Test func valuesCannotCloseTheScriptElement() throws {
    let hostile = "</script><script>alert(1)</script><!--"
    let page = try HTMLCreativeHostPage.render(slotID: hostile, source: .htmlDocument(hostile))
    #expect(!page.contains(hostile))
    #expect(page.components(separatedBy: "</script>").count == 3)  // the config's and the bridge's
  }

  @Test func placeholdersInTheAdsValuesStayText() throws {
    let page = try HTMLCreativeHostPage.render(
      slotID: "{{BRIDGE}}", source: .htmlDocument("{{FRAME_SOURCE}}"))
    #expect(page.components(separatedBy: "KontextBridge = bridge").count == 2)
    #expect(page.contains(#""slotID":"{{BRIDGE}}""#))
  }

  @Test func imagesVASTAndOtherSchemesAreNotHTML() {
    let sources: [AdCreative.Source] = [
      .image(URL(string: "https://cdn.example/a.png")!),
      .vast(xml: "<VAST/>", url: nil),
      .html(URL(string: "file:///etc/hosts")!),
      .html(URL(string: "javascript:alert(1)")!),
    ]
    for source in sources {
      #expect(throws: HTMLCreativeHostPage.Failure.notHTML) {
        try HTMLCreativeHostPage.render(slotID: "s", source: source)
      }
    }
  }

  @Test func theBridgeScriptShipsAsAResource() throws {
    let script = try HTMLCreativeHostPage.bridgeScript()
    #expect(script.contains("window.webkit") || script.contains("webkit.messageHandlers"))
    #expect(!script.contains("</script"))
  }
}
