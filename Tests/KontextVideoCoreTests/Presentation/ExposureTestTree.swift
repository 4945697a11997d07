@testable import KontextVideoCore

/// A node of a synthetic view tree: what UIKit would report of one view or layer.
@MainActor
final class TestNode {
  var frame: AdRect
  var bounds: AdRect
  private(set) var children: [TestNode] = []
  private(set) weak var parent: TestNode?
  var isHidden = false
  var opacity = 1.0
  var clips = false
  var zPosition = 0.0
  var paint = ExposurePaint.nothing
  var windowLevel: Double?
  var isAd = false
  /// How many times the walk read this node's frame.
  var frameReads = 0

  /// A node at `frame` in its parent's coordinates, with bounds of the same size at the origin.
  init(
    _ frame: AdRect, paint: ExposurePaint = .nothing, clips: Bool = false,
    children: [TestNode] = []
  ) {
    self.frame = frame
    bounds = AdRect(x: 0, y: 0, width: frame.width, height: frame.height)
    self.paint = paint
    self.clips = clips
    for child in children { add(child) }
  }

  /// A window at `level`, `frame` in the scene.
  static func window(
    level: Double = 0, _ frame: AdRect = TestNode.phone, paint: ExposurePaint = .nothing,
    children: [TestNode] = []
  ) -> TestNode {
    let window = TestNode(frame, paint: paint, children: children)
    window.windowLevel = level
    return window
  }

  /// A 390 × 844 pt phone screen.
  static let phone = AdRect(x: 0, y: 0, width: 390, height: 844)

  /// Adds `child` above the node's other children.
  @discardableResult
  func add(_ child: TestNode) -> TestNode {
    child.parent = self
    children.append(child)
    return child
  }

  /// Adds `child` below the node's other children.
  func insertAtBack(_ child: TestNode) {
    child.parent = self
    children.insert(child, at: 0)
  }

  /// How many nodes this subtree holds, itself included.
  var count: Int { 1 + children.reduce(0) { $0 + $1.count } }
}

/// A synthetic tree for the exposure walk.
@MainActor
struct TestTree: ExposureTree {
  var container: TestNode
  var adNode: TestNode?
  var scene: SceneVisibility = .foregroundActive
  var windows: [TestNode]

  func parent(of node: TestNode) -> TestNode? { node.parent }
  func children(of node: TestNode) -> [TestNode] { node.children }
  func windowLevel(of node: TestNode) -> Double? { node.windowLevel }
  func frame(of node: TestNode) -> AdRect {
    node.frameReads += 1
    return node.frame
  }
  func bounds(of node: TestNode) -> AdRect { node.bounds }
  func zPosition(of node: TestNode) -> Double { node.zPosition }
  func isHidden(_ node: TestNode) -> Bool { node.isHidden }
  func opacity(of node: TestNode) -> Double { node.opacity }
  func clipsChildren(_ node: TestNode) -> Bool { node.clips }
  func paint(of node: TestNode) -> ExposurePaint { node.paint }
  func isAd(_ node: TestNode) -> Bool { node.isAd }
}

/// Shorthand for a rectangle.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> AdRect {
  AdRect(x: x, y: y, width: width, height: height)
}

extension ExposurePaint {
  /// An opaque background colour.
  static let opaque = ExposurePaint(backgroundAlpha: 1)
  /// An image, or a label's drawn text.
  static let contents = ExposurePaint(hasContents: true)
}

/// A phone screen with a player view at the top of its root view and an overlay ad at the
/// bottom of the player: the world most exposure tests change one thing in.
@MainActor
struct PlayerScreen {
  /// The ad's frame in the player view's coordinates: 300 × 60 pt at the bottom centre.
  static let adFrame = rect(45, 150, 300, 60)

  let window: TestNode
  let root: TestNode
  let player: TestNode
  let ad: TestNode
  var otherWindows: [TestNode] = []
  var scene: SceneVisibility = .foregroundActive

  init() {
    ad = TestNode(Self.adFrame, paint: .contents)
    ad.isAd = true
    player = TestNode(rect(0, 100, 390, 220), paint: .opaque, children: [ad])
    root = TestNode(TestNode.phone, paint: .opaque, children: [player])
    window = .window(children: [root])
  }

  /// The ad's frame in the root view's (and the scene's) coordinates.
  static let adInRoot = rect(45, 250, 300, 60)
  /// The left half of the ad, in the root view's coordinates.
  static let leftHalf = rect(45, 250, 150, 60)

  var tree: TestTree {
    TestTree(container: player, adNode: ad, scene: scene, windows: [window] + otherWindows)
  }

  func snapshot(budget: Int = ExposureWalk.maximumVisitedNodes) -> ViewExposureSnapshot {
    ExposureWalk.snapshot(of: Self.adFrame, in: tree, budget: budget)
  }

  func exposure() -> AdExposure { ExposureGeometry.exposure(of: snapshot()) }

  var fraction: Double { exposure().visibleFraction }
}

/// A list feed: a navigation bar, a tab bar, and between them a clipping scroll view of cells
/// 390 × 300 pt, each a content view with a picture, two labels, an avatar, a button with an icon
/// and a label, and a separator (10 nodes a cell). Cell `adCell` holds the player view, whose ad
/// sits at ``PlayerScreen/adFrame``.
@MainActor
struct Feed {
  let window: TestNode
  let scrollView: TestNode
  let cells: [TestNode]
  let player: TestNode
  let ad: TestNode

  init(cells count: Int, adCell: Int, scrolledTo offset: Double = 0) {
    let ad = TestNode(PlayerScreen.adFrame, paint: .contents)
    ad.isAd = true
    let player = TestNode(rect(0, 0, 390, 220), paint: .opaque, children: [ad])
    let cells = (0..<count).map { index in
      let picture = index == adCell ? player : TestNode(rect(0, 0, 390, 220), paint: .contents)
      let content = TestNode(
        rect(0, 0, 390, 300),
        children: [
          picture,
          TestNode(rect(12, 228, 300, 20), paint: .contents),
          TestNode(rect(12, 252, 300, 16), paint: .contents),
          TestNode(rect(342, 228, 36, 36), paint: .contents),
          TestNode(
            rect(12, 272, 80, 24),
            children: [
              TestNode(rect(0, 0, 24, 24), paint: .contents),
              TestNode(rect(28, 2, 52, 20), paint: .contents),
            ]),
          TestNode(rect(0, 299, 390, 1), paint: .opaque),
        ])
      return TestNode(rect(0, Double(index) * 300, 390, 300), children: [content])
    }
    (self.ad, self.player, self.cells) = (ad, player, cells)
    scrollView = TestNode(rect(0, 88, 390, 673), paint: .opaque, clips: true, children: cells)
    scrollView.bounds.y = offset
    let navigationBar = TestNode(
      rect(0, 0, 390, 88), paint: .opaque,
      children: [TestNode(rect(120, 50, 150, 24), paint: .contents)])
    let tabBar = TestNode(rect(0, 761, 390, 83), paint: .opaque)
    let root = TestNode(
      TestNode.phone, paint: .opaque, children: [scrollView, navigationBar, tabBar])
    window = .window(children: [root])
  }

  var tree: TestTree { TestTree(container: player, adNode: ad, windows: [window]) }

  func snapshot(budget: Int = ExposureWalk.maximumVisitedNodes) -> ViewExposureSnapshot {
    ExposureWalk.snapshot(of: PlayerScreen.adFrame, in: tree, budget: budget)
  }

  func exposure(budget: Int = ExposureWalk.maximumVisitedNodes) -> AdExposure {
    ExposureGeometry.exposure(of: snapshot(budget: budget))
  }
}
