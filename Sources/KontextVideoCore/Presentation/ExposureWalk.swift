/// Walks an ``ExposureTree`` from the ad's container and returns what
/// ``ExposureGeometry/exposure(of:)`` needs: the window and scene gates, the clip rectangles, and
/// the obstructions drawn above the ad. Every rectangle of the snapshot is in the scene's
/// coordinates.
///
/// The rules, in the order the walk applies them:
/// 1. **Gates.** The container and its ancestors up to their window: no window, a hidden node, or
///    opacities whose product falls below ``invisibleAlpha`` put the ad off screen. A scene that
///    is not active in the foreground needs no further walk.
/// 2. **Clips.** The ad is cut down to every ancestor that clips, and to its window. Nothing left
///    means 0% visible, known without looking at anything else.
/// 3. **Obstructions in the ad's window.** At each level, from the container up, the siblings
///    drawn above the path: a higher `zPosition`, or the same one and a later index. In the
///    container, what is drawn above the ad's own view.
/// 4. **Obstructions in higher windows.** Every other visible window of the scene whose level is
///    strictly higher than the ad's window. (The order of windows within one level is not
///    guaranteed, so a window at the ad's own level is not counted.)
///
/// Inside an obstruction's subtree: a node whose frame misses what is left of the ad is skipped
/// with everything in it; children are taken to lie inside their parent's bounds, as UIKit's
/// hit-testing does, so a child drawn outside a non-clipping parent that misses the ad is not
/// seen. A node without area that does not clip is looked inside (it only groups children laid
/// out outside it). Hidden nodes, nodes whose opacity (multiplied down the tree) is below
/// ``invisibleAlpha``, and the ad's own views are skipped. A node that paints
/// (``ExposurePaint/paintsPixels``) covers its whole frame, cut to the clips above it, and its
/// children add nothing; a node that paints nothing is looked inside. Order does not matter
/// inside an obstruction: all of it is above the ad.
///
/// The walk reads at most `budget` nodes. When it runs out, or finds more than
/// ``ExposureGeometry/maximumObstructions`` obstructions, it stops and the snapshot is not
/// measured: the exposure is ``AdExposure/unknown``, never covered for want of looking.
@usableFromInline
package enum ExposureWalk {
  /// The most nodes one reading looks at.
  ///
  /// A list feed with a few hundred live cells costs about one read per cell; past this many the
  /// reading is ``AdExposure/unknown``. See BENCHMARKS.md for what a reading costs.
  @usableFromInline package static let maximumVisitedNodes = 2_000
  /// UIKit's own threshold: a view this transparent takes no touches and shows nothing.
  @usableFromInline package static let invisibleAlpha = 0.01

  /// The snapshot of the ad at `adFrame` (in the container's coordinates) in `tree`, reading at
  /// most `budget` nodes.
  ///
  /// Inlinable, so that it is specialized for each tree type (the UIKit reader, a test's tree):
  /// unspecialized, every child costs a generic iteration step through witness tables (about 4
  /// times slower in the benchmark).
  @MainActor @inlinable
  package static func snapshot<Tree: ExposureTree>(
    of adFrame: AdRect, in tree: Tree, budget: Int = maximumVisitedNodes
  ) -> ViewExposureSnapshot {
    var walker = ExposureWalker(tree: tree, budget: budget)
    return walker.snapshot(of: adFrame)
  }
}

extension ExposurePaint {
  /// Whether the node hides what is below it: contents, a background colour that is not clear, a
  /// video layer with a player, a surface, a gradient with a colour that is not clear, a shape
  /// with a path and a fill or a stroke that shows, or a text layer with a string.
  ///
  /// A node that paints covers its whole frame: a label's or a shape's transparent parts count
  /// as covered (the safe side for viewability). Borders and shadows are not counted.
  @inlinable
  package var paintsPixels: Bool {
    let visible = ExposureWalk.invisibleAlpha
    if hasContents || backgroundAlpha >= visible { return true }
    switch kind {
    case .plain:
      return false
    case .video(let hasPlayer):
      return hasPlayer
    case .surface:
      return true
    case .gradient(let maximumAlpha):
      return maximumAlpha >= visible
    case .shape(let hasPath, let fillAlpha, let strokeAlpha, let lineWidth):
      return hasPath && (fillAlpha >= visible || (strokeAlpha >= visible && lineWidth > 0))
    case .text(let hasString):
      return hasString
    }
  }
}

/// One reading of one tree: the budget spent so far and the obstructions found. Internal to the
/// walk; `@usableFromInline` only so that ``ExposureWalk/snapshot(of:in:budget:)`` can be
/// specialized in the module that calls it.
@MainActor @usableFromInline
struct ExposureWalker<Tree: ExposureTree> {
  /// A node on the path from the container to its window.
  @usableFromInline
  struct Level {
    @usableFromInline let node: Tree.Node
    /// From the node's bounds coordinates to the scene's.
    @usableFromInline let toScene: ExposureTransform
    /// The product of the opacities of the node and its ancestors.
    @usableFromInline let opacity: Double

    @inlinable
    init(node: Tree.Node, toScene: ExposureTransform, opacity: Double) {
      self.node = node
      self.toScene = toScene
      self.opacity = opacity
    }
  }

  @usableFromInline let tree: Tree
  @usableFromInline let budget: Int
  @usableFromInline var visited = 0
  @usableFromInline var obstructions: [AdRect] = []
  /// False once the walk stopped early: out of budget, or too many obstructions.
  @usableFromInline var isComplete = true

  @inlinable
  init(tree: Tree, budget: Int) {
    self.tree = tree
    self.budget = budget
  }

  /// Spends one node of the budget; false, and the walk incomplete, once it is spent.
  @inlinable
  mutating func spend() -> Bool {
    guard visited < budget else {
      isComplete = false
      return false
    }
    visited += 1
    return true
  }

  @inlinable
  mutating func snapshot(of adFrame: AdRect) -> ViewExposureSnapshot {
    var snapshot = walk(adFrame)
    snapshot.visitedNodes = visited
    return snapshot
  }

  @inlinable
  mutating func walk(_ adFrame: AdRect) -> ViewExposureSnapshot {
    var snapshot = ViewExposureSnapshot(adFrame: adFrame)
    var chain: [Tree.Node] = []
    var next: Tree.Node? = tree.container
    while let node = next {
      guard spend() else {
        snapshot.isMeasured = false
        return snapshot
      }
      chain.append(node)
      next = tree.parent(of: node)
    }
    guard let root = chain.last, let rootLevel = tree.windowLevel(of: root) else {
      snapshot.isInWindow = false
      return snapshot
    }
    snapshot.scene = tree.scene

    // 1, 2: the gates and the clips, from the window down.
    var levels: [Level] = []
    levels.reserveCapacity(chain.count)
    var toScene = ExposureTransform.identity
    var opacity = 1.0
    for node in chain.reversed() {
      opacity *= tree.opacity(of: node)
      if tree.isHidden(node) || opacity < ExposureWalk.invisibleAlpha {
        snapshot.isHidden = true
        return snapshot
      }
      toScene = ExposureTransform(frame: tree.frame(of: node), bounds: tree.bounds(of: node))
        .then(toScene)
      if node === root || tree.clipsChildren(node) {
        snapshot.clipRects.append(toScene.apply(tree.bounds(of: node)))
      }
      levels.append(Level(node: node, toScene: toScene, opacity: opacity))
    }
    levels.reverse()
    snapshot.adFrame = levels[0].toScene.apply(adFrame)
    guard snapshot.scene == .foregroundActive else { return snapshot }
    var visible = snapshot.adFrame
    for clip in snapshot.clipRects {
      guard let shared = visible.intersection(clip) else { return snapshot }
      visible = shared
    }

    // 3: what is drawn above the path, level by level.
    for (index, level) in levels.enumerated() {
      guard let child = index == 0 ? tree.adNode : levels[index - 1].node else { continue }
      visitSiblings(above: child, in: level, clip: visible)
      guard isComplete else { break }
    }
    // 4: higher windows.
    for window in tree.windows where isComplete && window !== root {
      guard let level = tree.windowLevel(of: window), level > rootLevel else { continue }
      visit(window, parentToScene: .identity, clip: visible, opacity: 1)
    }
    snapshot.obstructions = obstructions
    snapshot.isMeasured = isComplete
    return snapshot
  }

  /// Visits the children of `parent` drawn above `child`: a higher zPosition, or the same one
  /// and a later index.
  @inlinable
  mutating func visitSiblings(above child: Tree.Node, in parent: Level, clip: AdRect) {
    let siblings = tree.children(of: parent.node)
    guard siblings.contains(where: { $0 === child }) else { return }
    let childZ = tree.zPosition(of: child)
    var isAfterChild = false
    for sibling in siblings {
      guard sibling !== child else {
        isAfterChild = true
        continue
      }
      let z = tree.zPosition(of: sibling)
      if z > childZ || (z == childZ && isAfterChild) {
        visit(sibling, parentToScene: parent.toScene, clip: clip, opacity: parent.opacity)
      } else {
        guard spend() else { return }
      }
      guard isComplete else { return }
    }
  }

  /// Collects what `node` and its subtree paint inside `clip` (scene coordinates).
  @inlinable
  mutating func visit(
    _ node: Tree.Node, parentToScene: ExposureTransform, clip: AdRect, opacity inherited: Double
  ) {
    guard spend() else { return }
    let localFrame = tree.frame(of: node)
    let frame = parentToScene.apply(localFrame)
    let hit = frame.intersection(clip)
    guard hit != nil || Self.isGroupWithoutArea(frame) else { return }
    guard !tree.isAd(node), !tree.isHidden(node) else { return }
    let opacity = inherited * tree.opacity(of: node)
    guard opacity >= ExposureWalk.invisibleAlpha else { return }
    if let hit, tree.paint(of: node).paintsPixels {
      obstructions.append(hit)
      if obstructions.count > ExposureGeometry.maximumObstructions { isComplete = false }
      return
    }
    var inner = clip
    if tree.clipsChildren(node) {
      guard let hit else { return }
      inner = hit
    }
    let toScene = ExposureTransform(frame: localFrame, bounds: tree.bounds(of: node))
      .then(parentToScene)
    for child in tree.children(of: node) {
      visit(child, parentToScene: toScene, clip: inner, opacity: opacity)
      guard isComplete else { return }
    }
  }

  /// Whether a frame has no area but a place: a node that only groups children laid out
  /// outside it.
  @inlinable
  static func isGroupWithoutArea(_ frame: AdRect) -> Bool {
    guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
      return false
    }
    return frame.width >= 0 && frame.height >= 0 && (frame.width == 0 || frame.height == 0)
  }
}
