import Testing

@testable import KontextVideoCore

/// The overlay's documented minimum is the one enforced and reported: its room is the part of
/// the container's lower third inside the insets, capped at 20% of the area, and it needs
/// 240 × 50 pt of it.
struct OverlayRoomTests {
  static let minimum = AdPlacementStyle.overlay.minimumSize

  @Test func aBottomInsetThatLeavesNothingOfTheLowerThirdIsReportedAsNoRoom() {
    // 300 × 200 with 180 pt of controls: 20 pt remain, all above the lower third (from 133 pt).
    let result = AdLayout.frame(
      for: .overlay, container: AdSize(width: 300, height: 200), insets: AdInsets(bottom: 180),
      creativeAspectRatio: nil)
    let error = VideoAdError.containerTooSmall(
      minimum: Self.minimum, actual: AdSize(width: 300, height: 0))
    #expect(result == .failure(error))
    #expect(error.description.contains("leaves 300 × 0 pt"))
    #expect(error.description.contains("lower third"))
  }

  @Test func aShortPlayerIsRefusedWithTheRoomItReallyHas() {
    // Its lower third is 40 pt tall, and 20% of its area (7,200 pt²) allows 30 pt at 240 pt.
    let result = AdLayout.frame(
      for: .overlay, container: AdSize(width: 300, height: 120), insets: .zero,
      creativeAspectRatio: nil)
    #expect(
      result
        == .failure(
          .containerTooSmall(minimum: Self.minimum, actual: AdSize(width: 300, height: 30))))
  }

  @Test(arguments: [150.0, 200, 240, 300, 390, 400, 568, 600, 844])
  func everyDecisionKeepsTheDocumentedRules(height: Double) {
    for width in stride(from: 150.0, through: 900, by: 30) {
      for bottom in stride(from: 0.0, through: height, by: height / 8) {
        for aspect in [6.4, 1.2, 1, 9.0 / 16, nil] as [Double?] {
          check(AdSize(width: width, height: height), AdInsets(top: 20, bottom: bottom), aspect)
        }
      }
    }
  }

  private func check(_ container: AdSize, _ insets: AdInsets, _ aspect: Double?) {
    let (width, height, bottom) = (container.width, container.height, insets.bottom)
    let label = "\(container), bottom \(bottom), aspect \(aspect.map { "\($0)" } ?? "none")"
    switch AdLayout.frame(
      for: .overlay, container: container, insets: insets, creativeAspectRatio: aspect)
    {
    case .success(let frame):
      #expect(frame.width >= Self.minimum.width - 1e-9, "\(label)")
      #expect(frame.height >= Self.minimum.height - 1e-9, "\(label)")
      #expect(frame.y >= height * 2 / 3 - 1e-9, "in the lower third: \(label)")
      #expect(frame.maxY <= height - bottom + 1e-9, "clear of the insets: \(label)")
      #expect(frame.width * frame.height <= width * height * 0.2 + 1e-6, "at most 20%: \(label)")
    case .failure(.containerTooSmall(let minimum, let actual)):
      #expect(minimum == Self.minimum)
      #expect(actual.width < minimum.width || actual.height < minimum.height, "\(label)")
      #expect(actual.width >= 0 && actual.height >= 0, "\(label)")
    case .failure(let other):
      Issue.record("unexpected \(other)")
    }
  }
}
