/// How much of an ad the viewer can see right now, as its container reports it.
public struct AdExposure: Sendable, Hashable {
  /// Whether the container is in a window that is itself visible (not hidden, not backgrounded).
  public var isInVisibleWindow: Bool
  /// The share of the ad's pixels that are on screen and not covered, from 0 to 1.
  public var visibleFraction: Double

  /// Creates an exposure; the fraction is clamped to 0...1.
  public init(isInVisibleWindow: Bool, visibleFraction: Double) {
    self.isInVisibleWindow = isInVisibleWindow
    self.visibleFraction = min(max(visibleFraction, 0), 1)
  }

  /// Fully on screen in a visible window.
  public static let fullyVisible = AdExposure(isInVisibleWindow: true, visibleFraction: 1)
  /// Not in a visible window.
  public static let offScreen = AdExposure(isInVisibleWindow: false, visibleFraction: 0)

  /// Whether at least one pixel is visible in a visible window.
  public var isOnScreen: Bool { isInVisibleWindow && visibleFraction > 0 }
}
