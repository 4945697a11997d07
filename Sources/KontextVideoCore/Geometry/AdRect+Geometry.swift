/// Plain rectangle arithmetic for the exposure and control-layout rules.
///
/// A rectangle is empty when its width or height is not above zero, or when any of its four numbers
/// is NaN or infinite: such a rectangle covers nothing and shows nothing.
extension AdRect {
  /// Whether the rectangle covers no area (zero, negative or non-finite size or origin).
  @inlinable
  package var isEmpty: Bool {
    guard x.isFinite, y.isFinite, width.isFinite, height.isFinite else { return true }
    return !(width > 0 && height > 0)
  }

  /// The area in square points; 0 for an empty rectangle.
  @inlinable
  package var area: Double {
    isEmpty ? 0 : width * height
  }

  /// The part both rectangles cover, or `nil` when they share no area or either is empty.
  @inlinable
  package func intersection(_ other: AdRect) -> AdRect? {
    guard !isEmpty, !other.isEmpty else { return nil }
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return nil }
    let shared = AdRect(x: left, y: top, width: right - left, height: bottom - top)
    return shared.isEmpty ? nil : shared
  }
}
