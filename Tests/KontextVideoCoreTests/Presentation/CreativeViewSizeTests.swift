import Foundation
import Testing

@testable import KontextVideoCore

/// A web creative's view is made at the size it will be shown, not 0 × 0: creatives that
/// measure their viewport while they load lay out for it.
struct CreativeViewSizeTests {
  let phone = AdSize(width: 390, height: 844)
  let banner = AdCreative(
    source: .html(URL(string: "https://creative.example/ad")!),
    size: AdSize(width: 320, height: 50))

  @Test(arguments: [AdFormat.overlay, .pause])
  func aCreativeIsMadeAtItsLayoutOnTheScreen(_ format: AdFormat) throws {
    let size = CreativeViewSize.atLoad(format: format, creative: banner, screen: phone)
    let style: AdPlacementStyle = format == .overlay ? .overlay : .pauseCard
    let shown = try AdLayout.frame(
      for: style, container: phone, insets: .zero, creativeAspectRatio: banner.aspectRatio
    ).get()
    #expect(size == shown.size)
    #expect(size.width > 0 && size.height > 0)
  }

  @Test func withoutAScreenItIsTheCreativesOwnSizeOrTheSmallestTheAdMayBe() {
    #expect(CreativeViewSize.atLoad(format: .overlay, creative: banner, screen: nil) == banner.size)
    let unsized = AdCreative(source: .htmlDocument("<p>ad</p>"))
    #expect(
      CreativeViewSize.atLoad(format: .pause, creative: unsized, screen: nil)
        == AdPlacementStyle.pauseCard.minimumSize)
    #expect(
      CreativeViewSize.atLoad(
        format: .overlay, creative: unsized, screen: AdSize(width: 10, height: 10))
        == AdPlacementStyle.overlay.minimumSize)
  }
}
