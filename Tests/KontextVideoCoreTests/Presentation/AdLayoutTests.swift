import Testing

@testable import KontextVideoCore

struct AdLayoutTests {
  @Test(arguments: [
    AdSize(width: 390, height: 219), AdSize(width: 390, height: 693),
    AdSize(width: 844, height: 390),
    AdSize(width: 1024, height: 768),
  ])
  func overlayStaysInTheLowerThirdAndCoversAtMostAFifth(container: AdSize) throws {
    let frame = try AdLayout.frame(
      for: .overlay, container: container, insets: .zero, creativeAspectRatio: 6.4
    ).get()
    #expect(frame.width * frame.height <= container.width * container.height * 0.2 + 1e-6)
    #expect(frame.y >= container.height * 2 / 3 - 1e-6)
    #expect(frame.maxY <= container.height + 1e-6)
    #expect(frame.x >= 0 && frame.maxX <= container.width + 1e-6)
  }

  @Test func overlayTooCloseToTheMiddleThirdIsRefused() {
    let result = AdLayout.frame(
      for: .overlay, container: AdSize(width: 390, height: 219),
      insets: AdInsets(bottom: 40), creativeAspectRatio: nil)
    guard case .failure(.containerTooSmall(let minimum, let actual)) = result else {
      Issue.record("expected containerTooSmall, got \(result)")
      return
    }
    #expect(minimum == AdSize(width: 240, height: 50))
    #expect(actual.height < 50)
  }

  @Test func pauseCardIsCentredInsideTheInsets() throws {
    let container = AdSize(width: 390, height: 693)
    let insets = AdInsets(top: 40, bottom: 100)
    let frame = try AdLayout.frame(
      for: .pauseCard, container: container, insets: insets, creativeAspectRatio: 1.2
    ).get()
    #expect(frame.y >= insets.top && frame.maxY <= container.height - insets.bottom)
    #expect(abs((frame.x + frame.width / 2) - container.width / 2) < 1e-6)
    #expect(frame.width >= 240 && frame.height >= 160)
  }

  @Test func fullPlayerPauseFillsTheInsetArea() throws {
    let frame = try AdLayout.frame(
      for: .pauseFullPlayer, container: AdSize(width: 400, height: 300),
      insets: AdInsets(top: 10, left: 20, bottom: 30, right: 40), creativeAspectRatio: nil
    ).get()
    #expect(frame == AdRect(x: 20, y: 10, width: 340, height: 260))
  }

  @Test(arguments: [AdPlacementStyle.overlay, .pauseCard, .pauseFullPlayer])
  func minimumsAreDocumented(style: AdPlacementStyle) {
    let tiny = AdLayout.frame(
      for: style, container: AdSize(width: 100, height: 100), insets: .zero,
      creativeAspectRatio: nil)
    guard case .failure(.containerTooSmall(let minimum, _)) = tiny else {
      Issue.record("expected containerTooSmall")
      return
    }
    #expect(minimum == style.minimumSize)
  }
}
