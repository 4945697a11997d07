import Foundation

/// The MRC rule for display ads, as a value: viewable once at least 50% of the ad's pixels were
/// on screen, in a visible window of an active app, for 1 continuous second.
struct ViewabilityTimer: Sendable, Hashable {
  /// The share of pixels that must be visible.
  package static let minimumVisibleFraction = 0.5

  package let requiredSeconds: TimeInterval
  private var since: TimeInterval?
  package private(set) var hasFired = false

  package init(requiredSeconds: TimeInterval = 1) {
    self.requiredSeconds = requiredSeconds
  }

  /// Whether an exposure counts toward viewability. An unmeasured one (``AdExposure/unknown``)
  /// does not: the second must be continuous and seen.
  package static func counts(_ exposure: AdExposure, appIsActive: Bool) -> Bool {
    appIsActive && exposure.isMeasured && exposure.isInVisibleWindow
      && exposure.visibleFraction >= minimumVisibleFraction
  }

  /// Takes one observation; returns true, once, when the ad has just become viewable.
  package mutating func observe(counts: Bool, at time: TimeInterval) -> Bool {
    guard !hasFired else { return false }
    guard counts else {
      since = nil
      return false
    }
    let start = since ?? time
    since = start
    guard time - start >= requiredSeconds - 1e-9 else { return false }
    hasFired = true
    return true
  }
}
