import Foundation
import Testing

@testable import KontextVideoCore

/// A linear creative's `<Icons>` are read with where and when each shows, what it draws, its
/// click-through, its tracking and its fallback images; a wrapper's icons follow the inline's.
struct VASTIconTests {
  private static func linear(icons: String, wrapper: Bool = false) -> String {
    let body =
      wrapper
      ? "<Wrapper><AdSystem>W</AdSystem><VASTAdTagURI>https://w.example/tag</VASTAdTagURI>"
      : "<InLine><AdSystem>I</AdSystem>"
    return """
      <VAST version="4.2"><Ad>\(body)
        <Creatives><Creative><Linear><Duration>00:00:15</Duration>
          <MediaFiles><MediaFile type="video/mp4">https://cdn.example/a.mp4</MediaFile></MediaFiles>
          <Icons>\(icons)</Icons>
        </Linear></Creative></Creatives>
      \(wrapper ? "</Wrapper>" : "</InLine>")</Ad></VAST>
      """
  }

  private func icons(_ xml: String) throws -> [VASTIcon] {
    try VASTParser.parse(Data(xml.utf8)).ads.first?.linear?.icons ?? []
  }

  @Test func anAdChoicesIconIsReadWhole() throws {
    let xml = Self.linear(
      icons: """
        <Icon program="AdChoices" width="77" height="15" xPosition="right" yPosition="top"
          offset="00:00:01" duration="00:00:10.500">
          <StaticResource creativeType="image/png">https://icons.example/adchoices.png</StaticResource>
          <IconClicks>
            <IconClickThrough>https://icons.example/why</IconClickThrough>
            <IconClickTracking>https://t.example/icon-click</IconClickTracking>
            <IconClickFallbackImages>
              <IconClickFallbackImage width="300" height="250"><AltText>Why this ad</AltText>
                <StaticResource creativeType="image/png">https://icons.example/why.png</StaticResource>
              </IconClickFallbackImage>
            </IconClickFallbackImages>
          </IconClicks>
          <IconViewTracking>https://t.example/icon-view</IconViewTracking>
        </Icon>
        """)
    let icon = try #require(try icons(xml).first)
    #expect(icon.isAdChoices)
    #expect(icon.width == 77 && icon.height == 15)
    #expect(icon.x == .end && icon.y == .start)
    #expect(icon.offset == 1 && icon.duration == 10.5)
    #expect(
      icon.resource
        == .staticImage(url: "https://icons.example/adchoices.png", mimeType: "image/png"))
    #expect(icon.clickThrough == "https://icons.example/why")
    #expect(icon.clickTrackingURLs == ["https://t.example/icon-click"])
    #expect(icon.viewTrackingURLs == ["https://t.example/icon-view"])
    #expect(
      icon.fallbackImages == [
        .init(url: "https://icons.example/why.png", width: 300, height: 250, altText: "Why this ad")
      ])
  }

  @Test func positionsInPointsAndDefaults() throws {
    let xml = Self.linear(
      icons: """
        <Icon xPosition="12" yPosition="bottom"><IFrameResource>https://i.example/f</IFrameResource></Icon>
        <Icon xPosition="middle" yPosition="-3"><HTMLResource>&lt;b&gt;i&lt;/b&gt;</HTMLResource></Icon>
        <Icon program="empty"><IconViewTracking>https://t.example/v</IconViewTracking></Icon>
        """)
    let read = try icons(xml)
    #expect(read.count == 2)  // the icon with nothing to draw is left out
    #expect(
      read[0].x == .points(12) && read[0].y == .end
        && read[0].resource == .iframe(url: "https://i.example/f"))
    #expect(read[0].offset == nil && read[0].duration == nil && !read[0].isAdChoices)
    #expect(read[1].x == .start && read[1].y == .start && read[1].resource == .html("<b>i</b>"))
  }

  @Test(IABSamples.present) func theIABFallbackSampleIsRead() throws {
    let file = IABSamples.folder.appendingPathComponent("VAST_4.2_Samples/IconClickFallbacks.xml")
    let read = try VASTParser.parse(Data(contentsOf: file)).ads.first?.linear?.icons ?? []
    let icon = try #require(read.first)
    #expect(
      icon.resource
        == .staticImage(url: "https://example.org/images/ad_icon_img.png", mimeType: "image/png"))
    #expect(
      icon.fallbackImages.map(\.url) == ["https://example.org/images/ad_icon_clicked.png"])
    #expect(icon.fallbackImages.first?.altText == "The live click interaction")
  }

  @Test(IABSamples.present) func theIABFallbackSamplesIconIsDrawnAndATapShowsItsFallbackImage()
    throws
  {
    let file = IABSamples.folder.appendingPathComponent("VAST_4.2_Samples/IconClickFallbacks.xml")
    let ad = try #require(try VASTParser.parse(Data(contentsOf: file)).ads.first)
    let slot = try AdSlot(
      id: "s", format: .linear, creative: AdCreative(source: .vast(xml: "<VAST/>", url: nil))
    ).filled(by: ad)
    let drawn = slot.icons.enumerated().compactMap { LinearAdIcon($1, index: $0) }
    let icon = try #require(drawn.first)
    // No program, no size, no position: a 20 pt "icon" at the top left, from the start.
    #expect(icon.program == "icon" && icon.size == AdSize(width: 20, height: 20))
    #expect(icon.x == .start && icon.y == .start && icon.isShown(at: 0))
    // No click-through: a tap shows the fallback image.
    #expect(icon.click.destination == nil)
    #expect(icon.click.fallbackImages.map(\.altText) == ["The live click interaction"])
  }

  @Test(
    IABSamples.present,
    arguments: ["VAST_4.1_Samples/Inline_Simple.xml", "VAST_4.2_Samples/Inline_Simple.xml"])
  func theIABSamplesAdvertiserReachesTheSheet(sample: String) throws {
    let file = IABSamples.folder.appendingPathComponent(sample)
    let ad = try #require(try VASTParser.parse(Data(contentsOf: file)).ads.first)
    #expect(ad.advertiser == "IAB Sample Company")
    let slot = try AdSlot(
      id: "s", format: .linear, creative: AdCreative(source: .vast(xml: "<VAST/>", url: nil))
    ).filled(by: ad)
    #expect(slot.disclosure.advertiser == "IAB Sample Company")
  }

  @Test func aWrappersIconsFollowTheInlineAdsOwn() throws {
    let icon =
      #"<Icon program="P"><StaticResource>https://x.example/%@.png</StaticResource></Icon>"#
    let inline = try #require(
      try VASTParser.parse(
        Data(Self.linear(icons: icon.replacingOccurrences(of: "%@", with: "inline")).utf8)
      ).ads.first)
    let wrapper = try #require(
      try VASTParser.parse(
        Data(
          Self.linear(icons: icon.replacingOccurrences(of: "%@", with: "wrapper"), wrapper: true)
            .utf8)
      ).ads.first)
    let merged = VASTResolver.merge(inline, wrappers: [wrapper])
    #expect(
      merged.linear?.icons.map(\.resource) == [
        .staticImage(url: "https://x.example/inline.png", mimeType: nil),
        .staticImage(url: "https://x.example/wrapper.png", mimeType: nil),
      ])
  }
}
