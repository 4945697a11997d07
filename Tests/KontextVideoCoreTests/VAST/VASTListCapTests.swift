import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A VAST ad keeps its first 16 icons and its first 16 verifications, dropped as the document
/// is read, and its load logs one line about the rest (issue 30, item 10: 9,000 icons, under the
/// parser's element cap, held `show()` for 9 to 18 s on the main actor).
@MainActor
struct VASTListCapTests {
  static func icons(_ count: Int, host: String = "i") -> String {
    (0..<count).map { index in
      "<Icon program=\"p\(index)\"><StaticResource>https://\(host).example/\(index).png"
        + "</StaticResource></Icon>"
    }.joined()
  }

  static func verifications(_ count: Int, host: String = "v") -> String {
    (0..<count).map { index in
      "<Verification vendor=\"\(host)\(index)\"><JavaScriptResource>https://\(host).e/\(index)"
        + "</JavaScriptResource></Verification>"
    }.joined()
  }

  static func inline(icons: Int, verifications: Int = 0) -> String {
    """
    <VAST version="4.1"><Ad><InLine><AdSystem>S</AdSystem><AdTitle>T</AdTitle>
    <Impression>https://t.example/i</Impression>
    <AdVerifications>\(Self.verifications(verifications))</AdVerifications>
    <Creatives><Creative><Linear><Duration>00:00:10</Duration><MediaFiles>
    <MediaFile type="video/mp4" delivery="progressive" width="640" height="360">
    https://cdn.example/a.mp4</MediaFile></MediaFiles>
    <Icons>\(Self.icons(icons))</Icons></Linear></Creative></Creatives></InLine></Ad></VAST>
    """
  }

  @Test func nineThousandIconsAreCutToTheFirstSixteenAsTheyAreRead() throws {
    let ad = try #require(try VASTParser.parse(Data(Self.inline(icons: 9_000).utf8)).ads.first)
    let icons = try #require(ad.linear?.icons)
    #expect(icons.count == VASTListCap.maximumIcons)
    #expect(icons.map(\.program) == (0..<16).map { "p\($0)" })
    #expect(ad.listCap.droppedIcons == 9_000 - 16)
  }

  @Test func nineThousandVerificationsAreCutToTheFirstSixteen() throws {
    let document = Self.inline(icons: 0, verifications: 9_000)
    let ad = try #require(try VASTParser.parse(Data(document.utf8)).ads.first)
    #expect(ad.verifications.map(\.vendor) == (0..<16).map { "v\($0)" })
    #expect(ad.listCap.droppedVerifications == 9_000 - 16)
    let slot = try AdSlot(
      id: "s", format: .linear, creative: AdCreative(source: .vast(xml: document, url: nil))
    ).filled(by: ad)
    #expect(slot.verifications.count == 16)
  }

  /// A wrapper's icons and verifications come after the inline ad's, and the chain keeps the
  /// first 16 of each in all.
  @Test func aChainKeepsSixteenInAll() throws {
    let inline = try #require(
      try VASTParser.parse(Data(Self.inline(icons: 10, verifications: 10).utf8)).ads.first)
    let icon = try #require(inline.linear?.icons.first)
    var wrapper = inline
    wrapper.linear?.icons = Array(repeating: icon, count: 16)
    wrapper.verifications = Array(repeating: inline.verifications[0], count: 16)
    wrapper.listCap.droppedIcons = 5
    let merged = VASTResolver.merge(inline, wrappers: [wrapper])
    #expect(merged.linear?.icons.count == 16)
    #expect(merged.verifications.count == 16)
    #expect(merged.listCap.droppedIcons == 5 + 10)
    #expect(merged.listCap.droppedVerifications == 10)
  }

  /// Shown, the player has at most 16 icons to lay out, and the load logged one line.
  @Test func anAdWithNineThousandIconsShowsSixteenAndLogsOneLine() async throws {
    let clock = ManualClock()
    let server = VASTStubServer(creative: ["type": "vast", "xml": Self.inline(icons: 9_000)])
    let (sdk, ads, _) = server.makeSDK(clock: clock)
    let lines = Locked<[String]>([])
    sdk.events.logger.level = .warning
    sdk.events.logger.output = { line in lines.withLock { $0.append(line) } }
    let presenter = try #require(sdk.fullScreenPresenter as? HeadlessFullScreenPresenter)
    let ad = try await ads.format(.linear)
    try await ad.load()
    try ad.show()
    await clock.advance(by: 1)
    #expect(presenter.iconsOnScreen.count == 16)
    let cut = lines.withLock { $0 }.filter { $0.contains("icon") }
    #expect(cut.count == 1, "\(lines.withLock { $0 })")
    #expect(cut.first?.contains("8984 icon(s)") == true)
  }
}
