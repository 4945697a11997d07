import Foundation
import Testing

@testable import KontextVideoCore

/// The full-screen linear player's controls, badge and VAST icons, on a phone in both
/// orientations and on a tablet, in both directions, at the default and the largest text size:
/// inside the safe area, 44 pt targets, nothing over anything else, ⓘ never over Skip.
struct LinearAdLayoutTests {
  struct Screen: Sendable, CustomStringConvertible {
    var size: AdSize
    var safeArea: AdInsets
    var description: String { "\(size)" }
  }

  static let screens = [
    Screen(size: AdSize(width: 390, height: 844), safeArea: AdInsets(top: 47, bottom: 34)),
    Screen(
      size: AdSize(width: 844, height: 390), safeArea: AdInsets(left: 47, bottom: 21, right: 47)),
    Screen(size: AdSize(width: 1024, height: 1366), safeArea: AdInsets(top: 24, bottom: 20)),
    Screen(size: AdSize(width: 320, height: 568), safeArea: .zero),
  ]

  static let everything: [AdChromeElement] = [.info, .badge, .mute, .play, .skip, .learnMore]

  /// Each element's text at the default size, and at the largest Dynamic Type size.
  static let textSizes: [[AdChromeElement: AdSize]] = [
    [
      .badge: AdSize(width: 62, height: 16), .mute: AdSize(width: 60, height: 34),
      .skip: AdSize(width: 130, height: 34), .learnMore: AdSize(width: 110, height: 34),
      .play: AdSize(width: 60, height: 34),
    ],
    [
      .badge: AdSize(width: 150, height: 40), .mute: AdSize(width: 140, height: 60),
      .skip: AdSize(width: 250, height: 60), .learnMore: AdSize(width: 210, height: 60),
      .play: AdSize(width: 120, height: 60), .info: AdSize(width: 60, height: 60),
    ],
  ]

  static func adChoices(
    x: VASTIcon.Position = .end, y: VASTIcon.Position = .start, width: Int = 20,
    height: Int = 20, index: Int = 0
  ) -> LinearAdIcon {
    let icon = VASTIcon(
      program: "AdChoices", width: width, height: height, x: x, y: y, offset: nil,
      duration: nil, resource: .staticImage(url: "https://icons.example/ac.png", mimeType: nil),
      clickThrough: "https://adchoices.example/", clickTrackingURLs: [], viewTrackingURLs: [],
      fallbackImages: [])
    return LinearAdIcon(icon, index: index)!
  }

  @Test(arguments: screens, [false, true])
  func everythingIsInsideTheSafeAreaAndClearOfEverythingElse(
    _ screen: Screen, rightToLeft: Bool
  ) throws {
    let icons = [
      Self.adChoices(index: 0), Self.adChoices(x: .start, y: .end, index: 1),
      Self.adChoices(x: .points(10), y: .points(10), width: 60, height: 30, index: 2),
    ]
    for fitting in Self.textSizes {
      let frames = LinearAdLayout.frames(
        screen: screen.size, safeArea: screen.safeArea, rightToLeft: rightToLeft,
        elements: Self.everything, fitting: fitting, icons: icons)
      let safe = frames.video
      var drawn = frames.elements.map { ("\($0.key)", $0.value) }
      drawn += frames.icons.map { ("icon \($0.key)", $0.value.target) }
      for (name, rect) in drawn {
        #expect(rect.x >= safe.x - 1e-9 && rect.maxX <= safe.maxX + 1e-9, "\(name) \(rect)")
        #expect(rect.y >= safe.y - 1e-9 && rect.maxY <= safe.maxY + 1e-9, "\(name) \(rect)")
      }
      for (element, rect) in frames.elements where element != .badge {
        #expect(rect.width >= 44 && rect.height >= 44, "\(element)")
      }
      for (index, a) in drawn.enumerated() {
        for b in drawn[(index + 1)...] {
          #expect(a.1.intersection(b.1) == nil, "\(a.0) \(a.1) over \(b.0) \(b.1)")
        }
      }
      #expect(Set(frames.elements.keys) == Set(Self.everything))
      for icon in frames.icons.values {
        #expect(icon.target.width >= 44 && icon.target.height >= 44)
        #expect(icon.target.intersection(icon.image) == icon.image)
      }
    }
  }

  @Test func leftToRightInfoIsTopLeftSkipBottomRight() throws {
    let frames = LinearAdLayout.frames(
      screen: AdSize(width: 390, height: 844), safeArea: AdInsets(top: 47, bottom: 34),
      rightToLeft: false, elements: Self.everything, fitting: Self.textSizes[0])
    #expect(frames.elements[.info] == AdRect(x: 16, y: 59, width: 44, height: 44))
    #expect(frames.elements[.mute] == AdRect(x: 314, y: 59, width: 60, height: 44))
    #expect(frames.elements[.badge] == AdRect(x: 68, y: 73, width: 62, height: 16))
    #expect(frames.elements[.skip] == AdRect(x: 244, y: 750, width: 130, height: 44))
    #expect(frames.elements[.learnMore] == AdRect(x: 16, y: 750, width: 110, height: 44))
    #expect(frames.video == AdRect(x: 0, y: 47, width: 390, height: 763))
  }

  @Test func rightToLeftMirrorsTheControls() throws {
    let ltr = LinearAdLayout.frames(
      screen: AdSize(width: 390, height: 844), safeArea: .zero, rightToLeft: false,
      elements: Self.everything, fitting: Self.textSizes[0])
    let rtl = LinearAdLayout.frames(
      screen: AdSize(width: 390, height: 844), safeArea: .zero, rightToLeft: true,
      elements: Self.everything, fitting: Self.textSizes[0])
    for (element, rect) in ltr.elements {
      let mirrored = try #require(rtl.elements[element])
      #expect(mirrored.x == 390 - rect.maxX && mirrored.y == rect.y, "\(element)")
    }
  }

  @Test func learnMoreThatDoesNotFitBesideSkipGoesAboveIt() throws {
    let frames = LinearAdLayout.frames(
      screen: AdSize(width: 320, height: 568), safeArea: .zero, rightToLeft: false,
      elements: [.skip, .learnMore],
      fitting: [.skip: AdSize(width: 200, height: 50), .learnMore: AdSize(width: 200, height: 50)])
    let skip = try #require(frames.elements[.skip])
    let learnMore = try #require(frames.elements[.learnMore])
    #expect(learnMore.maxY == skip.y - LinearAdLayout.gap)
  }

  @Test func aBadgeWithNoRoomBetweenInfoAndMuteGoesBelowInfo() throws {
    let frames = LinearAdLayout.frames(
      screen: AdSize(width: 320, height: 568), safeArea: .zero, rightToLeft: false,
      elements: [.info, .badge, .mute],
      fitting: [.badge: AdSize(width: 200, height: 40), .mute: AdSize(width: 120, height: 44)])
    let info = try #require(frames.elements[.info])
    let badge = try #require(frames.elements[.badge])
    #expect(badge.x == info.x && badge.y == info.maxY + LinearAdLayout.gap)
  }

  @Test func anAdChoicesIconInTheTopRightMovesBelowMute() throws {
    let frames = LinearAdLayout.frames(
      screen: AdSize(width: 390, height: 844), safeArea: .zero, rightToLeft: false,
      elements: Self.everything, fitting: Self.textSizes[0], icons: [Self.adChoices()])
    let mute = try #require(frames.elements[.mute])
    let icon = try #require(frames.icons[0])
    #expect(icon.target.y == mute.maxY + LinearAdLayout.gap)
    #expect(icon.target.maxX == 390 && icon.image.width == 20 && icon.image.height == 20)
  }

  @Test func iconsSitWhereVASTPutsThemWhenNothingIsThere() throws {
    let frames = LinearAdLayout.frames(
      screen: AdSize(width: 390, height: 844), safeArea: .zero, rightToLeft: true,
      elements: [],
      icons: [
        Self.adChoices(x: .points(100), y: .points(200), width: 50, height: 50, index: 3)
      ])
    // Right to left changes nothing: VAST's x is from the left.
    #expect(frames.icons[3]?.image == AdRect(x: 100, y: 200, width: 50, height: 50))
  }

  @Test func aHugeIconIsCutToAQuarterOfTheVideo() throws {
    let frames = LinearAdLayout.frames(
      screen: AdSize(width: 400, height: 800), safeArea: .zero, rightToLeft: false,
      elements: [], icons: [Self.adChoices(width: 2000, height: 1000)])
    #expect(frames.icons[0]?.image.width == 100)
    #expect(frames.icons[0]?.image.height == 50)
  }

  @Test func anIconWithNoClearPlaceIsNotDrawn() throws {
    // An icon at the top left of a short screen whose top is taken by a very tall ⓘ (the
    // largest text) and whose bottom by Skip: moved down past ⓘ, it meets Skip's row and the
    // screen's edge, so it is not drawn rather than drawn over a control.
    let tall = AdSize(width: 300, height: 200)
    let frames = LinearAdLayout.frames(
      screen: AdSize(width: 320, height: 240), safeArea: .zero, rightToLeft: false,
      elements: [.info, .skip], fitting: [.info: tall, .skip: tall],
      icons: [Self.adChoices(x: .start, y: .start, width: 40, height: 40)])
    #expect(frames.icons.isEmpty)
  }

  @Test func nonFiniteInputsGiveFiniteFrames() throws {
    let frames = LinearAdLayout.frames(
      screen: AdSize(width: .nan, height: .infinity), safeArea: AdInsets(top: .nan),
      rightToLeft: false, elements: Self.everything,
      fitting: [.skip: AdSize(width: .infinity, height: .nan)])
    for rect in frames.elements.values {
      #expect(rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite)
    }
  }
}
