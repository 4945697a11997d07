/// A size in points.
public struct AdSize: Sendable, Hashable, CustomStringConvertible {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// Creates a size in points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The zero size.
  public static let zero = AdSize(width: 0, height: 0)

  /// `W × H pt`.
  public var description: String {
    "\(Self.format(width)) × \(Self.format(height)) pt"
  }

  private static func format(_ value: Double) -> String {
    let tenths = (value * 10).rounded() / 10
    return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
  }
}

/// A rectangle in points, in the container's coordinates (origin top left).
public struct AdRect: Sendable, Hashable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle's size.
  public var size: AdSize { AdSize(width: width, height: height) }
  /// The bottom edge.
  public var maxY: Double { y + height }
  /// The right edge.
  public var maxX: Double { x + width }
}

/// Space at the container's edges that the ad must keep clear of, such as your own controls.
///
/// ```swift
/// try ad.show(in: container, insets: AdInsets(bottom: 80))
/// ```
public struct AdInsets: Sendable, Hashable {
  /// Points kept clear at the top.
  public var top: Double
  /// Points kept clear at the left.
  public var left: Double
  /// Points kept clear at the bottom.
  public var bottom: Double
  /// Points kept clear at the right.
  public var right: Double

  /// Creates insets; every edge defaults to 0.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = AdInsets()

  /// The larger of the two insets at each edge: what keeps clear of both.
  package func union(_ other: AdInsets) -> AdInsets {
    AdInsets(
      top: Swift.max(top, other.top), left: Swift.max(left, other.left),
      bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
  }
}
