import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The "Ad" badge (App Review 2.5.18) and the controls, at every format's size, in both
/// orientations and directions, with the system's safe area: the badge is inside the ad and
/// the safe area, and covers neither the SDK's controls nor the creative's own close control.
struct AdBadgeLayoutTests {
  struct Case: Sendable, CustomStringConvertible {
    var style: AdPlacementStyle
    var container: AdSize
    var safeArea: AdInsets
    var description: String { "\(style) in \(container)" }
  }

  static let portrait = (AdSize(width: 390, height: 844), AdInsets(top: 47, bottom: 34))
  static let landscape = (
    AdSize(width: 844, height: 390), AdInsets(left: 47, bottom: 21, right: 47)
  )
  static let cases: [Case] = [AdPlacementStyle.overlay, .pauseCard, .pauseFullPlayer].flatMap {
    style in
    [portrait, landscape, (AdSize(width: 300, height: 260), AdInsets.zero)].map {
      Case(style: style, container: $0.0, safeArea: $0.1)
    }
  }
  /// The badge's text at the default size, and at the largest Dynamic Type size.
  static let badgeSizes = [AdSize(width: 26, height: 18), AdSize(width: 64, height: 40)]

  @Test(arguments: cases, [false, true])
  func theBadgeKeepsClearOfEveryControl(_ item: Case, rightToLeft: Bool) throws {
    let ad = try AdLayout.frame(
      for: item.style, container: item.container, insets: item.safeArea, creativeAspectRatio: nil
    ).get()
    let targets = item.style.controls.map {
      AdControlLayout.target(
        for: $0, adFrame: ad, container: item.container, rightToLeft: rightToLeft,
        safeArea: item.safeArea)
    }
    // IAB creatives draw their own close control in their top right corner.
    let creativeClose = AdRect(x: ad.maxX - 50, y: ad.y, width: 50, height: 50)
    for size in Self.badgeSizes {
      let badge = AdControlLayout.badge(
        adFrame: ad, container: item.container, safeArea: item.safeArea,
        rightToLeft: rightToLeft, fitting: size, avoiding: targets)
      #expect(!badge.isEmpty)
      #expect(badge.x >= ad.x && badge.maxX <= ad.maxX && badge.y >= ad.y && badge.maxY <= ad.maxY)
      #expect(badge.x >= item.safeArea.left && badge.y >= item.safeArea.top)
      #expect(badge.maxX <= item.container.width - item.safeArea.right)
      #expect(badge.maxY <= item.container.height - item.safeArea.bottom)
      for target in targets { #expect(badge.intersection(target) == nil, "\(badge) \(target)") }
      #expect(badge.intersection(creativeClose) == nil)
    }
  }

  @Test func theBadgeIsInTheBottomLeadingCorner() {
    let ad = AdRect(x: 75, y: 600, width: 240, height: 50)
    let container = AdSize(width: 390, height: 693)
    let size = AdSize(width: 26, height: 18)
    #expect(
      AdControlLayout.badge(adFrame: ad, container: container, rightToLeft: false, fitting: size)
        == AdRect(x: 79, y: 628, width: 26, height: 18))
    // Right to left, the bottom right corner of a 50 pt overlay lies in the creative's own
    // close corner: the badge moves left past it.
    #expect(
      AdControlLayout.badge(adFrame: ad, container: container, rightToLeft: true, fitting: size)
        == AdRect(x: 235, y: 628, width: 26, height: 18))
    let tall = AdRect(x: 0, y: 0, width: 390, height: 693)
    #expect(
      AdControlLayout.badge(adFrame: tall, container: container, rightToLeft: true, fitting: size)
        == AdRect(x: 360, y: 671, width: 26, height: 18))
  }

  @Test(arguments: [false, true])
  func aBadgeWithNoClearPlaceStaysOnTheAd(rightToLeft: Bool) {
    // 60 pt wide and 30 pt tall: the creative's close corner leaves no room beside or above.
    let ad = AdRect(x: 100, y: 100, width: 60, height: 30)
    let badge = AdControlLayout.badge(
      adFrame: ad, container: AdSize(width: 390, height: 844), rightToLeft: rightToLeft,
      fitting: AdSize(width: 26, height: 18))
    #expect(badge.x >= ad.x && badge.maxX <= ad.maxX && badge.y >= ad.y && badge.maxY <= ad.maxY)
    #expect(badge.width == 26 && badge.height == 18)
  }
}

/// Controls sized to their text at the viewer's text size, inside the safe area.
struct AdControlFittingTests {
  @Test func resumeGrowsToItsTextAtLargeTextSizes() {
    let ad = AdRect(x: 0, y: 0, width: 390, height: 693)
    let target = AdControlLayout.target(
      for: .resume, adFrame: ad, container: ad.size, rightToLeft: false,
      fitting: AdSize(width: 236, height: 61))
    #expect(target.width == 236 && target.height == 61)
    #expect(abs(target.x + target.width / 2 - 195) < 1e-9)
  }

  @Test func resumeIsNeverWiderThanTheSafeArea() {
    let ad = AdRect(x: 0, y: 0, width: 300, height: 300)
    let target = AdControlLayout.target(
      for: .resume, adFrame: ad, container: ad.size, rightToLeft: false,
      fitting: AdSize(width: 900, height: 61), safeArea: AdInsets(left: 20, right: 20))
    #expect(target.width == 260 && target.x == 20)
  }

  @Test(arguments: [false, true])
  func closeStaysOutOfTheSensorHousing(rightToLeft: Bool) {
    // A full-player pause ad in landscape: the notch is on one side, 47 pt deep.
    let container = AdSize(width: 844, height: 390)
    let safe = AdInsets(left: 47, bottom: 21, right: 47)
    let target = AdControlLayout.target(
      for: .close, adFrame: AdRect(x: 0, y: 0, size: container), container: container,
      rightToLeft: rightToLeft, safeArea: safe)
    #expect(target.x >= 47 && target.maxX <= 797)
  }
}

/// The ad's frame follows the container's safe area, also after a rotation.
@MainActor
struct SafeAreaPlacementTests {
  @Test func aFullPlayerPauseAdMovesClearOfTheNotchAfterARotation() async throws {
    let fixture = Fixture(.fullPlayerPause, playing: false)
    fixture.container.safeArea = AdInsets(top: 47, bottom: 34)
    let ad = try await fixture.shownAd(.pause)
    let placement = try #require(fixture.container.placement)
    #expect(placement.frame.y == 47 && placement.frame.maxY == 693 - 34)
    fixture.container.resize(
      width: 693, height: 390, safeArea: AdInsets(left: 47, bottom: 21, right: 47))
    #expect(placement.frame == AdRect(x: 47, y: 0, width: 599, height: 369))
    #expect(fixture.container.relayoutCount == 1)
    #expect(fixture.sdk.screen.current === ad)
  }

  @Test func aSafeAreaChangeAloneLaysTheAdOutAgain() async throws {
    let fixture = Fixture(.fullPlayerPause, playing: false)
    _ = try await fixture.shownAd(.pause)
    let placement = try #require(fixture.container.placement)
    #expect(placement.frame.x == 0)
    fixture.container.resize(width: 390, height: 693, safeArea: AdInsets(left: 30))
    #expect(placement.frame.x == 30)
  }
}
