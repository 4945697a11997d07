/// Walks an ``ExposureTree`` from the ad's container and returns what
/// ``ExposureGeometry/exposure(of:)`` needs: the window and scene gates, the clip rectangles, and
/// the obstructions drawn above the ad.
///
/// This is the walk the Apple layer's `ViewExposureReader` did over UIKit views until issue 15,
/// moved here unchanged so that tests can show its defects on synthetic trees. Every rectangle of
/// the snapshot is in the scene's coordinates.
package enum ExposureWalk {
  /// The most nodes one reading looks at; past it, the rest counts as covering the ad.
  package static let maximumVisitedNodes = 300
  /// UIKit's own threshold: a view this transparent takes no touches and shows nothing.
  package static let invisibleAlpha = 0.01

  /// The snapshot of the ad at `adFrame` (in the container's coordinates) in `tree`.
  @MainActor
  package static func snapshot<Tree: ExposureTree>(
    of adFrame: AdRect, in tree: Tree, budget: Int = maximumVisitedNodes
  ) -> ViewExposureSnapshot {
    var walker = LegacyWalker(tree: tree, budget: budget)
    return walker.run(adFrame)
  }
}

/// Today's walk, ported: siblings after the path in index order, every non-clipping sibling
/// descended, only contents and background colours drawing, and a walk that runs out of budget
/// counting the ad as covered.
@MainActor
private struct LegacyWalker<Tree: ExposureTree> {
  let tree: Tree
  var budget: Int

  mutating func run(_ adFrame: AdRect) -> ViewExposureSnapshot {
    // The container and its ancestors, and the map from each one's coordinates to the scene.
    var chain: [Tree.Node] = [tree.container]
    while let parent = tree.parent(of: chain[chain.count - 1]) { chain.append(parent) }
    var toScene = [ExposureTransform](repeating: .identity, count: chain.count)
    var outer = ExposureTransform.identity
    for index in chain.indices.reversed() {
      let node = chain[index]
      outer = ExposureTransform(frame: tree.frame(of: node), bounds: tree.bounds(of: node))
        .then(outer)
      toScene[index] = outer
    }
    var snapshot = ViewExposureSnapshot(adFrame: toScene[0].apply(adFrame))
    guard let root = chain.last, tree.windowLevel(of: root) != nil else {
      snapshot.isInWindow = false
      return snapshot
    }
    snapshot.scene = tree.scene
    for (index, node) in chain.enumerated() {
      if tree.isHidden(node) || tree.opacity(of: node) < ExposureWalk.invisibleAlpha {
        snapshot.isHidden = true
        return snapshot
      }
      if tree.clipsChildren(node) || node === root {
        snapshot.clipRects.append(toScene[index].apply(tree.bounds(of: node)))
      }
      let above = index == 0 ? tree.adNode : chain[index - 1]
      if let above {
        collectObstructions(
          above: above, in: node, toScene: toScene[index], adFrame: snapshot.adFrame,
          into: &snapshot.obstructions)
      }
    }
    if budget <= 0 { snapshot.obstructions.append(snapshot.adFrame) }
    return snapshot
  }

  private mutating func collectObstructions(
    above child: Tree.Node, in parent: Tree.Node, toScene: ExposureTransform, adFrame: AdRect,
    into rects: inout [AdRect]
  ) {
    let siblings = tree.children(of: parent)
    guard let index = siblings.firstIndex(where: { $0 === child }) else { return }
    for sibling in siblings[siblings.index(after: index)...] {
      collect(sibling, parentToScene: toScene, adFrame: adFrame, into: &rects)
    }
  }

  private mutating func collect(
    _ node: Tree.Node, parentToScene: ExposureTransform, adFrame: AdRect,
    into rects: inout [AdRect]
  ) {
    budget -= 1
    guard budget > 0, !tree.isAd(node), !tree.isHidden(node),
      tree.opacity(of: node) >= ExposureWalk.invisibleAlpha
    else { return }
    let frame = parentToScene.apply(tree.frame(of: node))
    let overAd = frame.intersection(adFrame) != nil
    let paint = tree.paint(of: node)
    if paint.hasContents || paint.backgroundAlpha >= ExposureWalk.invisibleAlpha {
      if overAd { rects.append(frame) }
      return
    }
    guard overAd || !tree.clipsChildren(node) else { return }
    let toScene = ExposureTransform(frame: tree.frame(of: node), bounds: tree.bounds(of: node))
      .then(parentToScene)
    for child in tree.children(of: node) {
      collect(child, parentToScene: toScene, adFrame: adFrame, into: &rects)
    }
  }
}
