import Testing

@testable import KontextVideoCore

struct AdLayoutRotationTests {
  private static let portrait = AdSize(width: 390, height: 844)
  private static let landscape = AdSize(width: 844, height: 390)
  /// Safe-area-like insets: the notch and home indicator in portrait, the sides in landscape.
  private static let portraitInsets = AdInsets(top: 47, bottom: 34)
  private static let landscapeInsets = AdInsets(left: 47, bottom: 21, right: 47)

  private func expectOverlayRules(
    _ frame: AdRect, container: AdSize, insets: AdInsets,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let tolerance = 1e-6
    #expect(
      frame.width * frame.height <= container.width * container.height * 0.2 + tolerance,
      "at most a fifth of the container", sourceLocation: sourceLocation)
    #expect(
      frame.y >= container.height * 2 / 3 - tolerance, "in the lower third",
      sourceLocation: sourceLocation)
    #expect(
      frame.x >= insets.left - tolerance && frame.y >= insets.top - tolerance
        && frame.maxX <= container.width - insets.right + tolerance
        && frame.maxY <= container.height - insets.bottom + tolerance,
      "clear of the insets", sourceLocation: sourceLocation)
    #expect(frame.width >= 240 && frame.height >= 50, sourceLocation: sourceLocation)
  }

  @Test(arguments: [nil, 6.4, 4.0, 8.0])
  func anOverlayKeepsItsRulesWhenTheContainerRotates(aspect: Double?) throws {
    let upright = try AdLayout.frame(
      for: .overlay, container: Self.portrait, insets: Self.portraitInsets,
      creativeAspectRatio: aspect
    ).get()
    let turned = try AdLayout.frame(
      for: .overlay, container: Self.landscape, insets: Self.landscapeInsets,
      creativeAspectRatio: aspect
    ).get()
    expectOverlayRules(upright, container: Self.portrait, insets: Self.portraitInsets)
    expectOverlayRules(turned, container: Self.landscape, insets: Self.landscapeInsets)
    #expect(upright != turned, "a rotation gives a new frame, not the old one")
  }

  @Test func theLandscapeOverlayIsCappedByAreaNotByWidth() throws {
    // 728 × 113.75 would cover about 25% of 844 × 390, so the overlay shrinks to a fifth.
    let frame = try AdLayout.frame(
      for: .overlay, container: Self.landscape, insets: .zero, creativeAspectRatio: 6.4
    ).get()
    #expect(abs(frame.width * frame.height - 844 * 390 * 0.2) < 1e-6)
    #expect(abs(frame.width / frame.height - 6.4) < 1e-9, "keeps the creative's aspect ratio")
    #expect(abs((frame.x + frame.width / 2) - 422) < 1e-9, "centred")
    #expect(frame.maxY == 390)
  }

  @Test(arguments: [AdPlacementStyle.pauseCard, .pauseFullPlayer])
  func pauseAdsStayInsideTheInsetsInBothOrientations(style: AdPlacementStyle) throws {
    for (container, insets) in [
      (Self.portrait, Self.portraitInsets), (Self.landscape, Self.landscapeInsets),
    ] {
      let frame = try AdLayout.frame(
        for: style, container: container, insets: insets, creativeAspectRatio: nil
      ).get()
      #expect(frame.x >= insets.left && frame.y >= insets.top)
      #expect(frame.maxX <= container.width - insets.right + 1e-9)
      #expect(frame.maxY <= container.height - insets.bottom + 1e-9)
    }
  }

  @Test(arguments: [
    AdSize(width: 0, height: 0), AdSize(width: 10, height: 10), AdSize(width: 239, height: 844),
    AdSize(width: 844, height: 149),
  ])
  func aTinyContainerIsRefusedForEveryStyle(container: AdSize) {
    for style in [AdPlacementStyle.overlay, .pauseCard, .pauseFullPlayer] {
      let result = AdLayout.frame(
        for: style, container: container, insets: .zero, creativeAspectRatio: nil)
      guard case .failure(.containerTooSmall(let minimum, let actual)) = result else {
        Issue.record("\(style) in \(container): expected containerTooSmall, got \(result)")
        continue
      }
      #expect(minimum == style.minimumSize)
      #expect(actual.width >= 0 && actual.height >= 0)
    }
  }

  @Test(arguments: [
    AdInsets(top: 500, bottom: 500), AdInsets(left: 300, right: 300),
    AdInsets(top: 2_000, left: 2_000, bottom: 2_000, right: 2_000), AdInsets(bottom: 900),
  ])
  func insetsLargerThanTheContainerAreRefusedWithANonNegativeSize(insets: AdInsets) {
    for style in [AdPlacementStyle.overlay, .pauseCard, .pauseFullPlayer] {
      let result = AdLayout.frame(
        for: style, container: Self.portrait, insets: insets, creativeAspectRatio: 6.4)
      guard case .failure(.containerTooSmall(_, let actual)) = result else {
        Issue.record("\(style) with \(insets): expected containerTooSmall, got \(result)")
        continue
      }
      #expect(actual.width >= 0 && actual.height >= 0, "\(style) with \(insets): \(actual)")
    }
  }

  @Test func aContainerWhoseFifthCannotHoldTheMinimumIsRefused() {
    // 20% of 240 × 240 is 11,520 pt²: an overlay of the minimum width could be 48 pt tall.
    let result = AdLayout.frame(
      for: .overlay, container: AdSize(width: 240, height: 240), insets: .zero,
      creativeAspectRatio: nil)
    #expect(
      result
        == .failure(
          .containerTooSmall(
            minimum: AdSize(width: 240, height: 50), actual: AdSize(width: 240, height: 48))))
  }
}
