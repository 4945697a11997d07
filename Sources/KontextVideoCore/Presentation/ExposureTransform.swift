/// Maps rectangles from one node's bounds coordinates to an outer coordinate space: a scale and
/// an offset on each axis.
///
/// A node's frame (in its parent's coordinates) and its bounds (its own) give the map from the
/// node's coordinates to its parent's; maps compose up to the scene. Translations, scrolling
/// and scaling are exact. A rotation or a 3-D transform is known only through the frame, its
/// bounding box, so it maps to the box: a child then covers a little more than it really does.
@usableFromInline
package struct ExposureTransform: Sendable, Hashable {
  /// The horizontal scale.
  @usableFromInline package var scaleX: Double
  /// The vertical scale.
  @usableFromInline package var scaleY: Double
  /// Where the origin of the inner space lands, horizontally.
  @usableFromInline package var offsetX: Double
  /// Where the origin of the inner space lands, vertically.
  @usableFromInline package var offsetY: Double

  /// The map that changes nothing.
  @usableFromInline package static let identity = ExposureTransform(
    scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0)

  /// Creates a map.
  @inlinable
  package init(scaleX: Double, scaleY: Double, offsetX: Double, offsetY: Double) {
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.offsetX = offsetX
    self.offsetY = offsetY
  }

  /// The map from a node's bounds coordinates to its parent's, given the node's frame (in the
  /// parent's coordinates) and bounds. A bounds without area scales by 1: its children are placed
  /// by its origin alone.
  @inlinable
  package init(frame: AdRect, bounds: AdRect) {
    scaleX = Self.scale(frame.width, over: bounds.width)
    scaleY = Self.scale(frame.height, over: bounds.height)
    offsetX = frame.x - bounds.x * scaleX
    offsetY = frame.y - bounds.y * scaleY
  }

  @inlinable
  static func scale(_ outer: Double, over inner: Double) -> Double {
    guard inner > 0, inner.isFinite, outer.isFinite, outer >= 0 else { return 1 }
    return outer / inner
  }

  /// `rect` in the outer space.
  @inlinable
  package func apply(_ rect: AdRect) -> AdRect {
    AdRect(
      x: rect.x * scaleX + offsetX, y: rect.y * scaleY + offsetY,
      width: rect.width * scaleX, height: rect.height * scaleY)
  }

  /// This map followed by `outer`: from this map's inner space to `outer`'s outer space.
  @inlinable
  package func then(_ outer: ExposureTransform) -> ExposureTransform {
    ExposureTransform(
      scaleX: scaleX * outer.scaleX, scaleY: scaleY * outer.scaleY,
      offsetX: offsetX * outer.scaleX + outer.offsetX,
      offsetY: offsetY * outer.scaleY + outer.offsetY)
  }
}
