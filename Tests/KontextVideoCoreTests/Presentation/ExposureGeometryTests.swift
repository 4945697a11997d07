import Testing

@testable import KontextVideoCore

struct ExposureGeometryTests {
  private let ad = AdRect(x: 0, y: 0, width: 100, height: 100)

  private func fraction(_ snapshot: ViewExposureSnapshot) -> Double {
    ExposureGeometry.exposure(of: snapshot).visibleFraction
  }

  @Test func anUnclippedUncoveredAdIsFullyVisible() {
    #expect(ExposureGeometry.exposure(of: ViewExposureSnapshot(adFrame: ad)) == .fullyVisible)
  }

  @Test func oneClipRectCutsTheAdDown() {
    let snapshot = ViewExposureSnapshot(
      adFrame: ad, clipRects: [AdRect(x: 0, y: 50, width: 300, height: 300)])
    #expect(fraction(snapshot) == 0.5)
  }

  @Test func nestedClipRectsLeaveOnlyWhatIsInsideAllOfThem() {
    // The left three quarters and the right three quarters share the middle half.
    let snapshot = ViewExposureSnapshot(
      adFrame: ad,
      clipRects: [
        AdRect(x: -50, y: -50, width: 125, height: 200),
        AdRect(x: 25, y: -50, width: 200, height: 200),
      ])
    #expect(fraction(snapshot) == 0.5)
  }

  /// A feed page whose ad sits at the top of the page, inside a paging scroll view, inside the
  /// window. The page is in the container's coordinates; the scroll view has moved by `scrolled`.
  private func feedPage(scrolled: Double) -> ViewExposureSnapshot {
    let adFrame = AdRect(x: 0, y: 0, width: 390, height: 220)
    let scrollView = AdRect(x: 0, y: scrolled, width: 390, height: 844)
    let window = AdRect(x: 0, y: scrolled - 20, width: 390, height: 844)
    let screen = window
    return ViewExposureSnapshot(adFrame: adFrame, clipRects: [scrollView, window, screen])
  }

  @Test func aFeedPageScrolledHalfAwayIsHalfVisible() {
    #expect(fraction(feedPage(scrolled: 0)) == 1)
    #expect(fraction(feedPage(scrolled: 110)) == 0.5)
  }

  @Test func aFeedPageScrolledFullyAwayIsNotVisibleButStillInAVisibleWindow() {
    let exposure = ExposureGeometry.exposure(of: feedPage(scrolled: 220))
    #expect(exposure == AdExposure(isInVisibleWindow: true, visibleFraction: 0))
    #expect(fraction(feedPage(scrolled: 5_000)) == 0)
  }

  @Test func overlappingObstructionsAreTakenAwayOnce() {
    // Two 50 × 50 squares overlapping by 25 × 50 cover 75 × 50 of the ad, not 100 × 50.
    let snapshot = ViewExposureSnapshot(
      adFrame: ad,
      obstructions: [
        AdRect(x: 0, y: 0, width: 50, height: 50),
        AdRect(x: 25, y: 0, width: 50, height: 50),
      ])
    #expect(fraction(snapshot) == 1 - 0.375)
  }

  @Test func theSameObstructionTwiceCoversNoMoreThanOnce() {
    let half = AdRect(x: 0, y: 0, width: 100, height: 50)
    #expect(fraction(ViewExposureSnapshot(adFrame: ad, obstructions: [half, half, half])) == 0.5)
  }

  @Test func obstructionsThatTogetherCoverTheAdLeaveNothing() {
    let snapshot = ViewExposureSnapshot(
      adFrame: ad,
      obstructions: [
        AdRect(x: -10, y: -10, width: 70, height: 120),
        AdRect(x: 40, y: -10, width: 70, height: 120),
      ])
    #expect(fraction(snapshot) == 0)
  }

  @Test func anObstructionOutsideTheClipIsNotCounted() {
    // Only the top half is inside the scroll view; a bar over the bottom half covers nothing the
    // viewer could have seen.
    let snapshot = ViewExposureSnapshot(
      adFrame: ad,
      clipRects: [AdRect(x: 0, y: -100, width: 100, height: 150)],
      obstructions: [AdRect(x: 0, y: 50, width: 100, height: 50)])
    #expect(fraction(snapshot) == 0.5)
  }

  @Test func anObstructionHalfOutsideTheAdCountsOnlyWhereItCoversTheAd() {
    let snapshot = ViewExposureSnapshot(
      adFrame: ad, obstructions: [AdRect(x: 50, y: -500, width: 1_000, height: 1_000)])
    #expect(fraction(snapshot) == 0.5)
  }

  @Test(arguments: [
    ViewExposureSnapshot(adFrame: AdRect(x: 0, y: 0, width: 100, height: 100), isInWindow: false),
    ViewExposureSnapshot(adFrame: AdRect(x: 0, y: 0, width: 100, height: 100), isHidden: true),
    ViewExposureSnapshot(adFrame: AdRect(x: 0, y: 0, width: 100, height: 100), scene: .background),
    ViewExposureSnapshot(
      adFrame: AdRect(x: 0, y: 0, width: 100, height: 100), isHidden: true,
      scene: .foregroundInactive),
  ])
  func noWindowHiddenOrBackgroundIsOffScreen(snapshot: ViewExposureSnapshot) {
    #expect(ExposureGeometry.exposure(of: snapshot) == .offScreen)
  }

  @Test func anInactiveSceneIsInAVisibleWindowButShowsNothing() {
    let exposure = ExposureGeometry.exposure(
      of: ViewExposureSnapshot(adFrame: ad, scene: .foregroundInactive))
    #expect(exposure.isInVisibleWindow)
    #expect(exposure.visibleFraction == 0)
    #expect(!exposure.isOnScreen)
  }

  @Test(arguments: [
    AdRect(x: 10, y: 10, width: 0, height: 0), AdRect(x: 10, y: 10, width: 100, height: 0),
    AdRect(x: 10, y: 10, width: -100, height: 50),
  ])
  func aZeroOrNegativeSizeAdShowsNothing(frame: AdRect) {
    let exposure = ExposureGeometry.exposure(of: ViewExposureSnapshot(adFrame: frame))
    #expect(exposure == AdExposure(isInVisibleWindow: true, visibleFraction: 0))
  }

  @Test(arguments: [
    AdRect(x: .nan, y: 0, width: 100, height: 100), AdRect(x: 0, y: 0, width: .nan, height: 100),
    AdRect(x: 0, y: 0, width: .infinity, height: 100),
    AdRect(x: -.infinity, y: 0, width: .infinity, height: 100),
  ])
  func aNonFiniteAdFrameShowsNothing(frame: AdRect) {
    let exposure = ExposureGeometry.exposure(of: ViewExposureSnapshot(adFrame: frame))
    #expect(exposure == AdExposure(isInVisibleWindow: true, visibleFraction: 0))
  }

  @Test func aNonFiniteClipRectLeavesNothingVisible() {
    let snapshot = ViewExposureSnapshot(
      adFrame: ad, clipRects: [AdRect(x: 0, y: 0, width: .nan, height: 844)])
    #expect(fraction(snapshot) == 0)
  }

  @Test func aNonFiniteObstructionCoversNothing() {
    let snapshot = ViewExposureSnapshot(
      adFrame: ad,
      obstructions: [
        AdRect(x: .nan, y: 0, width: 50, height: 50),
        AdRect(x: 0, y: 0, width: .infinity, height: 50),
      ])
    #expect(fraction(snapshot) == 1)
  }

  @Test func upToTheCapEveryObstructionIsMeasured() {
    // 64 slivers, each 1 pt wide, over the left of the ad.
    let slivers = (0..<ExposureGeometry.maximumObstructions).map {
      AdRect(x: Double($0), y: 0, width: 1, height: 100)
    }
    let fraction = fraction(ViewExposureSnapshot(adFrame: ad, obstructions: slivers))
    #expect(abs(fraction - 0.36) < 1e-12)
  }

  @Test func moreObstructionsThanTheCapAreUnknownNotCovered() {
    let specks = (0...ExposureGeometry.maximumObstructions).map {
      AdRect(x: Double($0), y: 0, width: 0.5, height: 0.5)
    }
    #expect(specks.count == ExposureGeometry.maximumObstructions + 1)
    #expect(
      ExposureGeometry.exposure(of: ViewExposureSnapshot(adFrame: ad, obstructions: specks))
        == .unknown)
  }

  @Test func onlyObstructionsOverTheVisiblePartCountTowardTheCap() {
    // 100 obstructions beside the ad, and one over its left half.
    let beside = (0..<100).map { AdRect(x: 200 + Double($0), y: 0, width: 1, height: 100) }
    let snapshot = ViewExposureSnapshot(
      adFrame: ad, obstructions: beside + [AdRect(x: 0, y: 0, width: 50, height: 100)])
    #expect(fraction(snapshot) == 0.5)
  }

  @Test func aWalkThatDidNotSeeEverythingIsUnknown() {
    let snapshot = ViewExposureSnapshot(adFrame: ad, isMeasured: false)
    let exposure = ExposureGeometry.exposure(of: snapshot)
    #expect(exposure == .unknown)
    #expect(exposure.isInVisibleWindow)
    #expect(!exposure.isMeasured)
    #expect(!exposure.isOnScreen)
    #expect(exposure != AdExposure(isInVisibleWindow: true, visibleFraction: 0))
  }

  @Test func whatTheGatesAndTheClipsDecideNeedsNoWalk() {
    // An unfinished walk still knows that a hidden ad is off screen and that an ad clipped away
    // entirely shows nothing.
    let hidden = ViewExposureSnapshot(adFrame: ad, isHidden: true, isMeasured: false)
    #expect(ExposureGeometry.exposure(of: hidden) == .offScreen)
    let inactive = ViewExposureSnapshot(adFrame: ad, scene: .foregroundInactive, isMeasured: false)
    #expect(
      ExposureGeometry.exposure(of: inactive)
        == AdExposure(isInVisibleWindow: true, visibleFraction: 0))
    let scrolledAway = ViewExposureSnapshot(
      adFrame: ad, clipRects: [AdRect(x: 0, y: 500, width: 100, height: 100)], isMeasured: false)
    #expect(
      ExposureGeometry.exposure(of: scrolledAway)
        == AdExposure(isInVisibleWindow: true, visibleFraction: 0))
  }

  @Test func theUnionMatchesCountingCellsOneByOne() {
    // Random whole-point rectangles on a 24 × 24 grid: the union must equal the number of unit
    // cells that some obstruction covers.
    var generator = SeededGenerator(seed: 42)
    let board = AdRect(x: 0, y: 0, width: 24, height: 24)
    for _ in 0..<200 {
      let count = Int.random(in: 0...12, using: &generator)
      let rects = (0..<count).map { _ in
        AdRect(
          x: Double(Int.random(in: -4...22, using: &generator)),
          y: Double(Int.random(in: -4...22, using: &generator)),
          width: Double(Int.random(in: 0...10, using: &generator)),
          height: Double(Int.random(in: 0...10, using: &generator)))
      }
      var covered = 0
      for row in 0..<24 {
        for column in 0..<24 {
          let cell = AdRect(x: Double(column), y: Double(row), width: 1, height: 1)
          if rects.contains(where: { cell.intersection($0) != nil }) { covered += 1 }
        }
      }
      let visible = ExposureGeometry.visibleArea(of: board, clippedTo: [], minus: rects)
      #expect(visible == Double(24 * 24 - covered), "\(rects)")
    }
  }
}
