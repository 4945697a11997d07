import Foundation
import Testing

@testable import KontextVideoCore

/// A server's URL is read whatever white space surrounds it, by the quick path (printable
/// ASCII at both ends, nothing to trim) and by Foundation's trimming alike.
struct WebURLTests {
  @Test(arguments: [
    "https://a.example/x?y=1",
    "  https://a.example/x?y=1",
    "https://a.example/x?y=1\n",
    "\t https://a.example/x?y=1 \r\n",
    "\u{00A0}https://a.example/x?y=1\u{2028}",
  ])
  func surroundingWhiteSpaceIsIgnored(written: String) {
    #expect(WebURL.from(written)?.absoluteString == "https://a.example/x?y=1")
  }

  @Test(arguments: ["", " ", "ftp://a.example/x", "https://", "mailto:a@a.example", "a.example/x"])
  func whatIsNoWebURLIsRefused(written: String) {
    #expect(WebURL.from(written) == nil)
  }
}
