import Foundation
import KontextVideoCore

/// The main actor's cost of one exposure sample (the core's walk and the area), which the SDK
/// takes 10 times a second while an overlay or pause ad is up, in a list feed of 500 cells.
///
/// On Linux this measures the core's algorithm over synthetic nodes whose facts are stored
/// properties; on iOS each fact is a Core Animation property read, which costs more.
@MainActor
enum ExposureBenchmark {
  static func run(runs: Int) {
    let feed = BenchFeed(cells: 500, adCell: 250)
    say("exposure: a feed of \(feed.nodeCount) nodes, the ad in cell 250")
    measure("exposure sample, ad on screen", feed, scrolledTo: 250 * 300 - 100, runs: runs)
    measure("exposure sample, ad scrolled away", feed, scrolledTo: 0, runs: runs)
    // The bound: a feed too large for the budget is read up to the budget, then unknown.
    let huge = BenchFeed(cells: 2_500, adCell: 1_250)
    say("exposure: a feed of \(huge.nodeCount) nodes, the ad in cell 1,250")
    measure("exposure sample, budget spent", huge, scrolledTo: 1_250 * 300 - 100, runs: runs)
  }

  private static func measure(
    _ name: String, _ feed: BenchFeed, scrolledTo offset: Double, runs: Int
  ) {
    feed.scrollView.bounds.y = offset
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    var exposure = AdExposure.offScreen
    var visited = 0
    for _ in 0..<runs {
      let start = Measure.now()
      let snapshot = ExposureWalk.snapshot(of: BenchFeed.adFrame, in: feed.tree)
      exposure = ExposureGeometry.exposure(of: snapshot)
      samples.append(Double(Measure.now() - start) / 1000)
      visited = snapshot.visitedNodes
    }
    report(name, samples, target: "≤ 250 µs")
    say(
      "  nodes visited per sample".padding(toLength: 44, withPad: " ", startingAt: 0)
        + String(
          format: "%d of %d (budget %d); visible %.2f, measured %@", visited, feed.nodeCount,
          ExposureWalk.maximumVisitedNodes, exposure.visibleFraction,
          exposure.isMeasured ? "yes" : "no"))
  }
}

/// A node of the synthetic feed: stored facts, as a view would report them.
@MainActor
private final class BenchNode {
  var frame: AdRect
  var bounds: AdRect
  var children: [BenchNode] = []
  // Not `weak`: a weakly referenced Swift object takes the slow path on every retain, which a
  // CALayer (whose superlayer Core Animation does not retain) never does. The tree outlives the
  // benchmark's readings.
  unowned(unsafe) var parent: BenchNode?
  var paint: ExposurePaint
  var clips = false
  var windowLevel: Double?
  var isAd = false

  init(_ frame: AdRect, paint: ExposurePaint = .nothing, children: [BenchNode] = []) {
    self.frame = frame
    bounds = AdRect(x: 0, y: 0, width: frame.width, height: frame.height)
    self.paint = paint
    self.children = children
    for child in children { child.parent = self }
  }

  var count: Int { 1 + children.reduce(0) { $0 + $1.count } }
}

@MainActor
private struct BenchTree: ExposureTree {
  let container: BenchNode
  let adNode: BenchNode?
  let scene = SceneVisibility.foregroundActive
  let windows: [BenchNode]

  func parent(of node: BenchNode) -> BenchNode? { node.parent }
  func children(of node: BenchNode) -> [BenchNode] { node.children }
  func windowLevel(of node: BenchNode) -> Double? { node.windowLevel }
  func frame(of node: BenchNode) -> AdRect { node.frame }
  func bounds(of node: BenchNode) -> AdRect { node.bounds }
  func zPosition(of node: BenchNode) -> Double { 0 }
  func isHidden(_ node: BenchNode) -> Bool { false }
  func opacity(of node: BenchNode) -> Double { 1 }
  func clipsChildren(_ node: BenchNode) -> Bool { node.clips }
  func paint(of node: BenchNode) -> ExposurePaint { node.paint }
  func isAd(_ node: BenchNode) -> Bool { node.isAd }
}

/// A list feed: a navigation bar, a tab bar, and between them a clipping scroll view of cells
/// 390 × 300 pt, each a content view with a picture, two labels, an avatar, a button with an
/// icon and a label, and a separator (10 nodes). One cell's picture is the player, with the ad.
@MainActor
private struct BenchFeed {
  static let adFrame = AdRect(x: 45, y: 150, width: 300, height: 60)
  private static let contents = ExposurePaint(hasContents: true)
  private static let opaque = ExposurePaint(backgroundAlpha: 1)

  let window: BenchNode
  let scrollView: BenchNode
  let player: BenchNode
  let ad: BenchNode

  init(cells: Int, adCell: Int) {
    let ad = BenchNode(Self.adFrame, paint: Self.contents)
    ad.isAd = true
    let player = BenchNode(Self.rect(0, 0, 390, 220), paint: Self.opaque, children: [ad])
    let cells = (0..<cells).map { index in
      let picture =
        index == adCell ? player : BenchNode(Self.rect(0, 0, 390, 220), paint: Self.contents)
      let content = BenchNode(
        Self.rect(0, 0, 390, 300),
        children: [
          picture,
          BenchNode(Self.rect(12, 228, 300, 20), paint: Self.contents),
          BenchNode(Self.rect(12, 252, 300, 16), paint: Self.contents),
          BenchNode(Self.rect(342, 228, 36, 36), paint: Self.contents),
          BenchNode(
            Self.rect(12, 272, 80, 24),
            children: [
              BenchNode(Self.rect(0, 0, 24, 24), paint: Self.contents),
              BenchNode(Self.rect(28, 2, 52, 20), paint: Self.contents),
            ]),
          BenchNode(Self.rect(0, 299, 390, 1), paint: Self.opaque),
        ])
      return BenchNode(Self.rect(0, Double(index) * 300, 390, 300), children: [content])
    }
    let scrollView = BenchNode(Self.rect(0, 88, 390, 673), paint: Self.opaque, children: cells)
    scrollView.clips = true
    let navigationBar = BenchNode(
      Self.rect(0, 0, 390, 88), paint: Self.opaque,
      children: [BenchNode(Self.rect(120, 50, 150, 24), paint: Self.contents)])
    let tabBar = BenchNode(Self.rect(0, 761, 390, 83), paint: Self.opaque)
    let root = BenchNode(
      Self.rect(0, 0, 390, 844), paint: Self.opaque,
      children: [scrollView, navigationBar, tabBar])
    window = BenchNode(Self.rect(0, 0, 390, 844), children: [root])
    window.windowLevel = 0
    (self.scrollView, self.player, self.ad) = (scrollView, player, ad)
  }

  var tree: BenchTree { BenchTree(container: player, adNode: ad, windows: [window]) }

  /// Every node but the ad's own.
  var nodeCount: Int { window.count - 1 }

  private static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> AdRect {
    AdRect(x: x, y: y, width: width, height: height)
  }
}
