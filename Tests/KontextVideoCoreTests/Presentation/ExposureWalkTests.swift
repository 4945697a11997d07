import Testing

@testable import KontextVideoCore

/// The exposure walk over synthetic view trees: what covers an ad, what clips it, and what it
/// costs.
@MainActor
struct ExposureWalkTests {
  // MARK: What the walk has always done

  @Test func aLoneAdOnAPlayerIsFullyVisible() {
    let screen = PlayerScreen()
    #expect(screen.exposure() == .fullyVisible)
  }

  @Test func theAdsOwnViewsAndWhatIsBelowThemDoNotCoverIt() {
    let screen = PlayerScreen()
    // Subtitles the app drew in the player before the ad came, and the ad's own close button.
    screen.player.insertAtBack(TestNode(rect(0, 150, 390, 70), paint: .contents))
    let close = screen.ad.add(TestNode(rect(256, 0, 44, 44), paint: .contents))
    close.isAd = true
    #expect(screen.fraction == 1)
  }

  @Test func whatTheAppAddsToThePlayerAfterTheAdCoversIt() {
    let screen = PlayerScreen()
    screen.player.add(TestNode(rect(45, 150, 150, 60), paint: .opaque))
    #expect(screen.fraction == 0.5)
  }

  @Test func aSiblingDrawnAboveThePlayerCoversWhatItOverlaps() {
    let screen = PlayerScreen()
    screen.root.add(TestNode(PlayerScreen.leftHalf, paint: .contents))
    #expect(screen.fraction == 0.5)
  }

  @Test func aClearSiblingCoversNothingButWhatItDraws() {
    let screen = PlayerScreen()
    // A clear gesture catcher over the whole screen, holding one badge over the ad's left half.
    screen.root.add(
      TestNode(TestNode.phone, children: [TestNode(PlayerScreen.leftHalf, paint: .contents)]))
    #expect(screen.fraction == 0.5)
  }

  @Test func aPlayerScrolledHalfOutOfAClippingViewIsHalfVisible() {
    let feed = Feed(cells: 3, adCell: 0, scrolledTo: 180)
    // The ad is at y 150...210 of its cell; scrolled by 180 the scroll view starts at 180.
    #expect(abs(feed.exposure().visibleFraction - 0.5) < 1e-12)
  }

  @Test func aScaledParentScalesWhatItHolds() {
    let screen = PlayerScreen()
    // The player shrunk to half its size (a transform): the ad is 150 × 30 pt in the root view,
    // at (22.5, 175). A badge over that rectangle's left half covers half of it.
    screen.player.frame = rect(0, 100, 195, 110)
    screen.root.add(TestNode(rect(22.5, 175, 75, 30), paint: .contents))
    #expect(screen.fraction == 0.5)
  }

  @Test func aHiddenOrTransparentAncestorOrNoWindowIsOffScreen() {
    let hidden = PlayerScreen()
    hidden.root.isHidden = true
    #expect(hidden.exposure() == .offScreen)
    let transparent = PlayerScreen()
    transparent.player.opacity = 0.005
    #expect(transparent.exposure() == .offScreen)
    let detached = PlayerScreen()
    detached.window.windowLevel = nil
    #expect(detached.exposure() == .offScreen)
    var background = PlayerScreen()
    background.scene = .background
    #expect(background.exposure() == .offScreen)
  }

  @Test func aWindowAtTheSameOrALowerLevelIsNotSeenAsCovering() {
    var screen = PlayerScreen()
    // The order of windows within one level is not guaranteed (UIWindow.windowLevel), so a
    // window at the ad's own level does not count.
    screen.otherWindows = [
      .window(level: 0, paint: .opaque), .window(level: -1, paint: .opaque),
    ]
    #expect(screen.fraction == 1)
  }

  @Test func aZeroSizedGroupIsLookedInside() {
    let screen = PlayerScreen()
    // A non-clipping view of no size whose children are laid out outside it.
    screen.root.add(
      TestNode(
        rect(0, 0, 0, 0), children: [TestNode(PlayerScreen.leftHalf, paint: .contents)]))
    #expect(screen.fraction == 0.5)
  }

  // MARK: Issue 15: what the walk got wrong before

  @Test func aFeedsOtherCellsDoNotUseUpTheWalk() {
    // The ad is in the first cell; 399 cells are drawn after it.
    let feed = Feed(cells: 400, adCell: 0)
    #expect(feed.exposure() == .fullyVisible)
  }

  @Test func aCellAwayFromTheAdCostsOneReadAndItsInsideNone() {
    // 500 cells of 10 nodes; the ad's cell in the middle, scrolled on screen.
    let feed = Feed(cells: 500, adCell: 250, scrolledTo: 250 * 300 - 100)
    let snapshot = feed.snapshot()
    #expect(feed.cells.reduce(0) { $0 + $1.count } == 5_000 + 1)  // and the ad
    #expect(snapshot.isMeasured)
    #expect(ExposureGeometry.exposure(of: snapshot) == .fullyVisible)
    // Each other cell is read once; the path's few levels and their siblings add a handful.
    #expect(snapshot.visitedNodes < 500 + 20)
    #expect(feed.cells[251].frameReads == 1)
    #expect(feed.cells[251].children[0].frameReads == 0)
  }

  @Test func aFeedLargerThanTheBudgetIsUnknown() {
    let feed = Feed(cells: 300, adCell: 0)
    #expect(feed.exposure(budget: 100) == .unknown)
    #expect(feed.snapshot(budget: 100).visitedNodes == 100)
  }

  @Test func moreObstructionsThanTheCapStopTheWalkAsUnknown() {
    let screen = PlayerScreen()
    // 65 one-point badges over the ad, as a chat drawn over the video might be.
    for index in 0...ExposureGeometry.maximumObstructions {
      screen.root.add(TestNode(rect(45 + Double(index) * 2, 250, 1, 1), paint: .contents))
    }
    #expect(screen.exposure() == .unknown)
  }

  @Test func aHiddenOrClearSiblingAndAnotherOfTheAdsViewsCoverNothing() {
    let screen = PlayerScreen()
    let hidden = screen.root.add(TestNode(PlayerScreen.adInRoot, paint: .opaque))
    hidden.isHidden = true
    let clear = screen.root.add(TestNode(PlayerScreen.adInRoot, paint: .opaque))
    clear.opacity = 0.009
    let ours = screen.root.add(TestNode(PlayerScreen.adInRoot, paint: .opaque))
    ours.isAd = true
    #expect(screen.fraction == 1)
  }

  @Test func aHigherWindowsFrameIsPlacedInTheScene() {
    var screen = PlayerScreen()
    // A floating window whose top is at y 220; its child at y 30 inside it is at y 250 in the
    // scene, over the ad's left half.
    screen.otherWindows = [
      .window(
        level: 1, rect(0, 220, 390, 200),
        children: [TestNode(rect(45, 30, 150, 60), paint: .opaque)])
    ]
    #expect(screen.fraction == 0.5)
  }

  @Test func theKeyboardsWindowCoversOnlyWhereTheKeyboardIs() {
    var screen = PlayerScreen()
    let keyboard = TestNode(rect(0, 500, 390, 344), paint: .opaque)
    screen.otherWindows = [.window(level: 10_000_000, children: [keyboard])]
    #expect(screen.fraction == 1)
    keyboard.frame = rect(0, 280, 390, 564)
    #expect(screen.fraction == 0.5)
  }

  @Test func anInactiveOrClippedAwayAdNeedsNoObstructionWalk() {
    var screen = PlayerScreen()
    for _ in 0..<50 { screen.root.add(TestNode(PlayerScreen.leftHalf, paint: .opaque)) }
    screen.scene = .foregroundInactive
    // Only the path is read: the player, the root view, the window.
    #expect(screen.snapshot().visitedNodes == 3)
    let scrolledAway = Feed(cells: 100, adCell: 0, scrolledTo: 1_000)
    #expect(scrolledAway.exposure() == AdExposure(isInVisibleWindow: true, visibleFraction: 0))
    // The player, its cell's content view, the cell, the scroll view, the root view, the window.
    #expect(scrolledAway.snapshot().visitedNodes == 6)
  }

  @Test func aWalkThatRunsOutOfBudgetIsUnknownNotCovered() {
    let screen = PlayerScreen()
    // Ten clear views over the whole screen, each holding a badge away from the ad.
    for _ in 0..<10 {
      screen.root.add(
        TestNode(TestNode.phone, children: [TestNode(rect(0, 700, 40, 40), paint: .contents)]))
    }
    let exposure = ExposureGeometry.exposure(of: screen.snapshot(budget: 8))
    #expect(exposure == .unknown)
  }

  @Test(arguments: [
    ExposurePaint(kind: .video(hasPlayer: true)),
    ExposurePaint(kind: .surface),
    ExposurePaint(kind: .gradient(maximumAlpha: 0.6)),
    ExposurePaint(kind: .shape(hasPath: true, fillAlpha: 1, strokeAlpha: 0, lineWidth: 1)),
    ExposurePaint(kind: .shape(hasPath: true, fillAlpha: 0, strokeAlpha: 1, lineWidth: 2)),
    ExposurePaint(kind: .text(hasString: true)),
  ])
  func aLayerThatDrawsWithoutContentsCoversTheAd(paint: ExposurePaint) {
    let screen = PlayerScreen()
    screen.root.add(TestNode(PlayerScreen.leftHalf, paint: paint))
    #expect(screen.fraction == 0.5)
  }

  @Test(arguments: [
    ExposurePaint(kind: .video(hasPlayer: false)),
    ExposurePaint(kind: .gradient(maximumAlpha: 0)),
    ExposurePaint(kind: .shape(hasPath: false, fillAlpha: 1, strokeAlpha: 1, lineWidth: 1)),
    ExposurePaint(kind: .shape(hasPath: true, fillAlpha: 0, strokeAlpha: 1, lineWidth: 0)),
    ExposurePaint(kind: .text(hasString: false)),
    ExposurePaint(backgroundAlpha: 0.005),
  ])
  func aLayerThatDrawsNothingDoesNotCoverTheAd(paint: ExposurePaint) {
    let screen = PlayerScreen()
    screen.root.add(TestNode(PlayerScreen.leftHalf, paint: paint))
    #expect(screen.fraction == 1)
  }

  @Test func aHigherWindowThatDrawsCoversTheAd() {
    var screen = PlayerScreen()
    // An app lock or paywall window at the alert level.
    screen.otherWindows = [.window(level: 2000, paint: .opaque)]
    #expect(screen.fraction == 0)
  }

  @Test func aClearHigherWindowCoversOnlyWithWhatItDraws() {
    var screen = PlayerScreen()
    // A pass-through window for toasts: the window draws nothing, its toast covers half the ad.
    screen.otherWindows = [
      .window(level: 1, children: [TestNode(PlayerScreen.leftHalf, paint: .opaque)]),
      .window(level: 10_000_000),
    ]
    #expect(screen.fraction == 0.5)
  }

  @Test func aHiddenHigherWindowCoversNothing() {
    var screen = PlayerScreen()
    let lock = TestNode.window(level: 2000, paint: .opaque)
    lock.isHidden = true
    screen.otherWindows = [lock]
    #expect(screen.fraction == 1)
  }

  @Test func aSiblingWithAHigherZPositionIsAboveWhateverItsIndex() {
    let screen = PlayerScreen()
    let badge = TestNode(PlayerScreen.leftHalf, paint: .contents)
    badge.zPosition = 1
    screen.root.insertAtBack(badge)
    #expect(screen.fraction == 0.5)
  }

  @Test func aSiblingWithALowerZPositionIsBelowWhateverItsIndex() {
    let screen = PlayerScreen()
    let backdrop = TestNode(PlayerScreen.leftHalf, paint: .contents)
    backdrop.zPosition = -1
    screen.root.add(backdrop)
    #expect(screen.fraction == 1)
  }

  @Test func aClippingViewHidesWhatItsChildrenDrawOutsideIt() {
    let screen = PlayerScreen()
    // A clipping view over the ad's left half, whose child spills over the whole ad.
    screen.root.add(
      TestNode(
        PlayerScreen.leftHalf, clips: true,
        children: [TestNode(rect(0, 0, 300, 60), paint: .opaque)]))
    #expect(screen.fraction == 0.5)
  }

  @Test func opacityMultipliesDownTheTree() {
    let screen = PlayerScreen()
    // 0.1 × 0.05 = 0.005: below UIKit's 0.01, nothing shows.
    let faded = TestNode(
      TestNode.phone, children: [TestNode(PlayerScreen.adInRoot, paint: .opaque)])
    faded.opacity = 0.1
    faded.children[0].opacity = 0.05
    screen.root.add(faded)
    #expect(screen.fraction == 1)
  }

  @Test func aNonClippingViewAwayFromTheAdIsNotLookedInside() {
    let screen = PlayerScreen()
    // The stated rule: a child is taken to lie inside its parent's bounds (as UIKit's
    // hit-testing does), so a subtree whose frame misses the ad is skipped. A child drawn
    // outside such a parent, over the ad, is not seen.
    screen.root.add(
      TestNode(
        rect(0, 600, 390, 100),
        children: [TestNode(rect(45, -350, 150, 60), paint: .opaque)]))
    #expect(screen.fraction == 1)
  }
}
