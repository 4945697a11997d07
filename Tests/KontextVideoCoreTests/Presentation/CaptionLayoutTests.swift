import Testing

@testable import KontextVideoCore

/// Where a linear ad's captions and its CC control go (issue 32): the CC control beside Mute in
/// the top row; the captions centred near the bottom of the video, inside the safe area, at
/// most 640 points wide, clear of every control, the badge and the icons.
struct CaptionLayoutTests {
  typealias Screen = LinearAdLayoutTests.Screen

  static let elements = LinearAdLayoutTests.everything + [.captions]
  static let textSizes: [[AdChromeElement: AdSize]] = [
    LinearAdLayoutTests.textSizes[0].merging([.captions: AdSize(width: 30, height: 34)]) { $1 },
    LinearAdLayoutTests.textSizes[1].merging([.captions: AdSize(width: 70, height: 60)]) { $1 },
  ]
  /// A line of captions, two lines, and more text than fits anywhere.
  static let captions = [
    AdSize(width: 200, height: 40), AdSize(width: 2000, height: 80),
    AdSize(width: 2000, height: 2000),
  ]

  @Test func theCCControlStandsBesideMute() throws {
    let frames = LinearAdLayout.frames(
      screen: AdSize(width: 390, height: 844), safeArea: AdInsets(top: 47, bottom: 34),
      rightToLeft: false, elements: Self.elements, fitting: Self.textSizes[0])
    #expect(frames.elements[.mute] == AdRect(x: 314, y: 59, width: 60, height: 44))
    #expect(frames.elements[.captions] == AdRect(x: 262, y: 59, width: 44, height: 44))
    let mirrored = LinearAdLayout.frames(
      screen: AdSize(width: 390, height: 844), safeArea: AdInsets(top: 47, bottom: 34),
      rightToLeft: true, elements: Self.elements, fitting: Self.textSizes[0])
    #expect(mirrored.elements[.captions] == AdRect(x: 84, y: 59, width: 44, height: 44))
  }

  @Test(arguments: LinearAdLayoutTests.screens, [false, true])
  func theCaptionsAreInsideTheSafeAreaAndClearOfEverything(_ screen: Screen, rightToLeft: Bool)
    throws
  {
    let icons = [
      LinearAdLayoutTests.adChoices(index: 0),
      LinearAdLayoutTests.adChoices(x: .start, y: .end, index: 1),
    ]
    for fitting in Self.textSizes {
      let frames = LinearAdLayout.frames(
        screen: screen.size, safeArea: screen.safeArea, rightToLeft: rightToLeft,
        elements: Self.elements, fitting: fitting, icons: icons)
      // What the player draws while the video plays: Play shows only once it is paused.
      let obstacles =
        frames.elements.filter { $0.key != .play }.map(\.value)
        + frames.icons.values.map(\.target)
      for (first, a) in obstacles.enumerated() {
        for b in obstacles[(first + 1)...] { #expect(a.intersection(b) == nil, "\(a) \(b)") }
      }
      for text in Self.captions {
        let box = try #require(
          CaptionLayout.frame(fitting: text, video: frames.video, avoiding: obstacles))
        let video = frames.video
        #expect(box.x >= video.x && box.maxX <= video.maxX, "\(box)")
        #expect(box.y >= video.y && box.maxY <= video.maxY, "\(box)")
        #expect(box.width <= CaptionLayout.maximumWidth)
        #expect(box.height <= video.height / 3 + 1e-9)
        #expect(abs((box.x + box.width / 2) - (video.x + video.width / 2)) < 1e-9, "centred")
        for obstacle in obstacles {
          #expect(box.intersection(obstacle) == nil, "\(box) over \(obstacle) on \(screen)")
        }
      }
    }
  }

  @Test func aShortLineSitsAtTheBottomBetweenTheBottomControls() throws {
    let video = AdRect(x: 0, y: 47, width: 390, height: 763)
    let skip = AdRect(x: 244, y: 750, width: 130, height: 44)
    let learnMore = AdRect(x: 16, y: 750, width: 110, height: 44)
    let box = try #require(
      CaptionLayout.frame(
        fitting: AdSize(width: 90, height: 20), video: video, avoiding: [skip, learnMore]))
    #expect(box == AdRect(x: 150, y: 774, width: 90, height: 20))
    // A little wider, and it would touch Skip: above the bottom row.
    let wider = try #require(
      CaptionLayout.frame(
        fitting: AdSize(width: 100, height: 20), video: video, avoiding: [skip, learnMore]))
    #expect(wider == AdRect(x: 145, y: 722, width: 100, height: 20))
  }

  @Test func aWideLineMovesAboveTheBottomRow() throws {
    let video = AdRect(x: 0, y: 47, width: 390, height: 763)
    let skip = AdRect(x: 244, y: 750, width: 130, height: 44)
    let box = try #require(
      CaptionLayout.frame(fitting: AdSize(width: 500, height: 40), video: video, avoiding: [skip]))
    #expect(box == AdRect(x: 16, y: 702, width: 358, height: 40))
  }

  @Test func isNeverWiderThan640Points() throws {
    let video = AdRect(x: 0, y: 0, width: 1366, height: 1024)
    let box = try #require(
      CaptionLayout.frame(fitting: AdSize(width: 5000, height: 50), video: video, avoiding: []))
    #expect(box.width == 640)
    #expect(box.x == (1366 - 640) / 2)
    #expect(CaptionLayout.maximumWidth(video: video) == 640)
    #expect(CaptionLayout.maximumWidth(video: AdRect(x: 0, y: 0, width: 320, height: 100)) == 288)
  }

  @Test func takesTheLowestPlaceClearOfEveryObstacle() throws {
    // Above Skip stands a tall icon, and the box must clear it too.
    let video = AdRect(x: 0, y: 0, width: 400, height: 800)
    let skip = AdRect(x: 250, y: 740, width: 134, height: 44)
    let learnMore = AdRect(x: 16, y: 700, width: 110, height: 44)
    let icon = AdRect(x: 250, y: 500, width: 134, height: 230)
    let box = try #require(
      CaptionLayout.frame(
        fitting: AdSize(width: 368, height: 40), video: video,
        avoiding: [skip, icon, learnMore]))
    #expect(box == AdRect(x: 16, y: 452, width: 368, height: 40))
  }

  @Test func withNoClearPlaceItStaysAtTheBottom() throws {
    let video = AdRect(x: 0, y: 0, width: 300, height: 120)
    let wall = AdRect(x: 0, y: 0, width: 300, height: 120)
    let box = try #require(
      CaptionLayout.frame(fitting: AdSize(width: 100, height: 30), video: video, avoiding: [wall]))
    #expect(box == AdRect(x: 100, y: 74, width: 100, height: 30))
  }

  @Test func nothingToShowOrHostileSizesGiveNoBox() {
    let video = AdRect(x: 0, y: 0, width: 300, height: 300)
    #expect(CaptionLayout.frame(fitting: .zero, video: video, avoiding: []) == nil)
    #expect(
      CaptionLayout.frame(fitting: AdSize(width: .nan, height: 20), video: video, avoiding: [])
        == nil)
    #expect(
      CaptionLayout.frame(
        fitting: AdSize(width: 100, height: 20),
        video: AdRect(x: .infinity, y: 0, width: .nan, height: 300), avoiding: []) == nil)
  }
}
