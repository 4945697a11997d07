import Testing

@testable import KontextVideoCore

/// The ⓘ control of an inline ad, in every format, in both orientations and directions, at
/// the default and the largest text size: a 44 pt target inside the safe area and the
/// container, never over the close or Resume control, at the ad's top leading corner when that
/// corner is free.
struct AdInfoControlLayoutTests {
  struct Case: Sendable, CustomStringConvertible {
    var style: AdPlacementStyle
    var container: AdSize
    var safeArea: AdInsets
    var description: String { "\(style) in \(container)" }
  }

  static let cases: [Case] = [AdPlacementStyle.overlay, .pauseCard, .pauseFullPlayer].flatMap {
    style in
    [
      (AdSize(width: 390, height: 844), AdInsets(top: 47, bottom: 34)),
      (AdSize(width: 844, height: 390), AdInsets(left: 47, bottom: 21, right: 47)),
      (AdSize(width: 1024, height: 768), AdInsets(top: 24, bottom: 20)),
      (AdSize(width: 300, height: 260), AdInsets.zero),
    ].map { Case(style: style, container: $0.0, safeArea: $0.1) }
  }

  /// What each control's text needs at the default size, and at the largest Dynamic Type size.
  static let textSizes: [[AdControl: AdSize]] = [
    [:], [.close: AdSize(width: 60, height: 60), .resume: AdSize(width: 230, height: 64)],
  ]

  @Test(arguments: cases, [false, true])
  func infoIsAClearTargetInsideTheSafeArea(_ item: Case, rightToLeft: Bool) throws {
    let ad = try AdLayout.frame(
      for: item.style, container: item.container, insets: item.safeArea, creativeAspectRatio: nil
    ).get()
    for fitting in Self.textSizes {
      let targets = AdControlLayout.targets(
        for: item.style.controls, adFrame: ad, container: item.container,
        rightToLeft: rightToLeft, fitting: fitting, safeArea: item.safeArea)
      let info = try #require(targets[.info])
      #expect(info.width >= 44 && info.height >= 44)
      #expect(info.x >= item.safeArea.left && info.y >= item.safeArea.top)
      #expect(info.maxX <= item.container.width - item.safeArea.right)
      #expect(info.maxY <= item.container.height - item.safeArea.bottom)
      for control in item.style.controls where control != .info {
        let other = try #require(targets[control])
        #expect(info.intersection(other) == nil, "ⓘ \(info) over \(control) \(other)")
      }
      // Inside the ad: it belongs to it.
      #expect(info.x >= ad.x && info.maxX <= ad.maxX && info.y >= ad.y && info.maxY <= ad.maxY)
    }
  }

  @Test func leftToRightItTakesTheTopLeftCorner() throws {
    let ad = AdRect(x: 45, y: 600, width: 300, height: 60)
    let targets = AdControlLayout.targets(
      for: [.info, .close], adFrame: ad, container: AdSize(width: 390, height: 844),
      rightToLeft: false)
    #expect(targets[.info] == AdRect(x: 45, y: 600, width: 44, height: 44))
    #expect(targets[.close] == AdRect(x: 301, y: 600, width: 44, height: 44))
  }

  @Test func rightToLeftItKeepsOffTheCreativesOwnCloseCorner() throws {
    // A card tall enough for a bottom corner: the top right corner (the leading one, right to
    // left) is where IAB creatives draw their own close control, so ⓘ goes to the bottom right.
    let ad = AdRect(x: 45, y: 300, width: 300, height: 250)
    let targets = AdControlLayout.targets(
      for: [.info, .close], adFrame: ad, container: AdSize(width: 390, height: 844),
      rightToLeft: true)
    #expect(targets[.close] == AdRect(x: 45, y: 300, width: 44, height: 44))
    #expect(targets[.info] == AdRect(x: 301, y: 506, width: 44, height: 44))
  }

  @Test func aShortRightToLeftOverlayPutsItBesideTheClose() throws {
    // 50 pt high: the two left corners meet the close control, the two right ones the
    // creative's own close corner; beside the close, toward the middle, meets neither.
    let ad = AdRect(x: 75, y: 600, width: 240, height: 50)
    let targets = AdControlLayout.targets(
      for: [.info, .close], adFrame: ad, container: AdSize(width: 390, height: 693),
      rightToLeft: true)
    let info = try #require(targets[.info])
    let close = try #require(targets[.close])
    #expect(info.intersection(close) == nil)
    #expect(info == AdRect(x: 119, y: 600, width: 44, height: 44))
    #expect(info.intersection(AdRect(x: 265, y: 600, width: 50, height: 50)) == nil)
  }

  @Test func aTallerTargetForLargeTextStaysClear() throws {
    let ad = AdRect(x: 0, y: 100, width: 390, height: 219)
    let targets = AdControlLayout.targets(
      for: [.info, .resume], adFrame: ad, container: AdSize(width: 390, height: 844),
      rightToLeft: false,
      fitting: [.info: AdSize(width: 60, height: 60), .resume: AdSize(width: 380, height: 120)])
    let info = try #require(targets[.info])
    let resume = try #require(targets[.resume])
    #expect(info.width == 60 && info.height == 60)
    #expect(info.intersection(resume) == nil)
  }

  @Test func theBadgeMovesClearOfInfoToo() throws {
    let ad = AdRect(x: 75, y: 600, width: 240, height: 50)
    let container = AdSize(width: 390, height: 693)
    let targets = AdControlLayout.targets(
      for: [.info, .close], adFrame: ad, container: container, rightToLeft: false)
    let badge = AdControlLayout.badge(
      adFrame: ad, container: container, rightToLeft: false,
      fitting: AdSize(width: 26, height: 18), avoiding: Array(targets.values))
    for target in targets.values { #expect(badge.intersection(target) == nil) }
  }

  @Test func nonFiniteInputsGiveAFiniteTarget() throws {
    let targets = AdControlLayout.targets(
      for: [.info, .close], adFrame: AdRect(x: .nan, y: .infinity, width: .nan, height: 10),
      container: AdSize(width: 390, height: 844), rightToLeft: false)
    let info = try #require(targets[.info])
    #expect(info.x.isFinite && info.y.isFinite && info.width == 44 && info.height == 44)
  }
}
