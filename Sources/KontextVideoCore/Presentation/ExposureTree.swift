/// A view tree as the exposure walk reads it: nodes with a frame, bounds, clipping, visibility,
/// what they paint, and children; windows with a level.
///
/// The Apple layer conforms its view (or layer) tree to this; tests and the benchmark conform
/// synthetic trees. Every accessor reads one fact of one node, and the walk asks only for what it
/// needs, so a conformer builds nothing per sample: the walk is lazy, and skips whole subtrees
/// without reading them.
///
/// Coordinates: a node's ``frame(of:)`` is in its parent's bounds coordinates (for a window: in
/// the scene's, that is the screen's), and its ``bounds(of:)`` give its own coordinate system
/// (the origin moves when a scroll view scrolls). The walk composes them; a conformer never
/// converts a rectangle itself.
@MainActor @usableFromInline
package protocol ExposureTree {
  /// A node: a view, a layer, or a synthetic node.
  associatedtype Node: AnyObject
  /// A node's children.
  associatedtype Children: Collection where Children.Element == Node
  /// The windows of a scene.
  associatedtype Windows: Sequence where Windows.Element == Node

  /// The container: the view the ad is drawn in, whose coordinates the ad's frame is given in.
  var container: Node { get }
  /// The ad's own view, a child of the container, once installed: what lies above it in the
  /// container covers the ad.
  var adNode: Node? { get }
  /// Whether the container's scene is in front of the viewer.
  var scene: SceneVisibility { get }
  /// Every window of the container's scene, the container's own included, in any order.
  var windows: Windows { get }

  /// The node's parent; nil for a window, or for the root of a tree that is in no window.
  func parent(of node: Node) -> Node?
  /// The node's children, in the order the platform stores them (back to front, before
  /// ``zPosition(of:)`` is applied).
  func children(of node: Node) -> Children
  /// The window's level; nil when the node is not a window.
  func windowLevel(of node: Node) -> Double?
  /// The node's frame in its parent's bounds coordinates: the bounding box of the node after
  /// its transform. A window's frame is in the scene's coordinates.
  func frame(of node: Node) -> AdRect
  /// The node's bounds: its own coordinate system, in which its children's frames are given.
  func bounds(of node: Node) -> AdRect
  /// The node's position on the z axis among its siblings: higher draws later.
  func zPosition(of node: Node) -> Double
  /// Whether the node (and so everything in it) is hidden.
  func isHidden(_ node: Node) -> Bool
  /// The node's own opacity, from 0 to 1 (UIKit's `alpha`).
  func opacity(of node: Node) -> Double
  /// Whether the node clips its children to its bounds.
  func clipsChildren(_ node: Node) -> Bool
  /// What the node paints of its own.
  func paint(of node: Node) -> ExposurePaint
  /// Whether the node is one of the ad's own views: never an obstruction.
  func isAd(_ node: Node) -> Bool
}

/// What one node paints of its own (not counting its children), as plain facts: the walk decides
/// from them whether the node hides what is below it (``paintsPixels``).
@usableFromInline
package struct ExposurePaint: Sendable, Hashable {
  /// How a layer of a special kind paints without contents or a background colour.
  @usableFromInline
  package enum Kind: Sendable, Hashable {
    /// An ordinary layer: it paints its contents and its background colour, nothing else.
    case plain
    /// A video layer (`AVPlayerLayer`): it shows video frames over its bounds while it has a
    /// player.
    case video(hasPlayer: Bool)
    /// A layer that fills its bounds by other means: a Metal layer, a visual effect view's blur.
    case surface
    /// A gradient; `maximumAlpha` is the alpha of its most opaque colour, 0 without colours.
    case gradient(maximumAlpha: Double)
    /// A shape: its path filled and stroked.
    case shape(hasPath: Bool, fillAlpha: Double, strokeAlpha: Double, lineWidth: Double)
    /// A text layer.
    case text(hasString: Bool)
  }

  /// Whether the layer has contents: an image, or what a view drew into its backing store.
  @usableFromInline package var hasContents: Bool
  /// The alpha of the background colour; 0 without one.
  @usableFromInline package var backgroundAlpha: Double
  /// The layer's kind.
  @usableFromInline package var kind: Kind

  /// Creates the paint of a node; by default it paints nothing.
  package init(hasContents: Bool = false, backgroundAlpha: Double = 0, kind: Kind = .plain) {
    self.hasContents = hasContents
    self.backgroundAlpha = backgroundAlpha
    self.kind = kind
  }

  /// A node that paints nothing of its own: a layout container, a clear gesture catcher.
  package static let nothing = ExposurePaint()
}
