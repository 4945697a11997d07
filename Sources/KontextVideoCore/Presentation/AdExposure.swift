/// How much of an ad the viewer can see right now, as its container reports it.
public struct AdExposure: Sendable, Hashable {
  /// Whether the container is in a window that is itself visible (not hidden, not backgrounded).
  public var isInVisibleWindow: Bool
  /// The share of the ad's pixels that are on screen and not covered, from 0 to 1.
  public var visibleFraction: Double
  /// Whether the container could measure ``visibleFraction``: false for ``unknown``.
  public private(set) var isMeasured = true

  /// Creates a measured exposure; the fraction is clamped to 0...1.
  public init(isInVisibleWindow: Bool, visibleFraction: Double) {
    self.isInVisibleWindow = isInVisibleWindow
    self.visibleFraction = min(max(visibleFraction, 0), 1)
  }

  /// Fully on screen in a visible window.
  public static let fullyVisible = AdExposure(isInVisibleWindow: true, visibleFraction: 1)
  /// Not in a visible window.
  public static let offScreen = AdExposure(isInVisibleWindow: false, visibleFraction: 0)
  /// In a visible window, but how much of the ad shows could not be measured this time: the
  /// view tree was too large to walk within the time a sample may take.
  ///
  /// The SDK takes it as neither seen nor gone: it counts no impression and no viewable time on
  /// it (the continuous second of viewability starts over), and it does not take the ad for
  /// off screen, so an overlay is not ended for it.
  public static let unknown: AdExposure = {
    var exposure = AdExposure(isInVisibleWindow: true, visibleFraction: 0)
    exposure.isMeasured = false
    return exposure
  }()

  /// Whether at least one pixel is known to be visible in a visible window.
  public var isOnScreen: Bool { isMeasured && isInVisibleWindow && visibleFraction > 0 }
}
