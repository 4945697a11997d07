import Foundation

/// An ad's view-through impression (SKAdNetwork fidelity 0), as a value: it starts once, when
/// the impression counts, and ends once; it never starts again.
enum ViewThrough: Equatable {
  /// Not started (no impression yet, or none signed for this ad).
  case notStarted
  /// Started at `startedAt`, on the SDK's clock.
  case running(ViewThroughImpression, startedAt: TimeInterval)
  /// Ended: it never starts again.
  case ended

  /// Whether it may start now: only once.
  var canStart: Bool { self == .notStarted }

  /// Starts `impression` at `now`; returns whether it started (only from ``notStarted``).
  mutating func start(_ impression: ViewThroughImpression, at now: TimeInterval) -> Bool {
    guard canStart else { return false }
    self = .running(impression, startedAt: now)
    return true
  }

  /// An impression that ended.
  struct Ending: Equatable {
    var impression: ViewThroughImpression
    /// Whether it was displayed for StoreKit's minimum.
    var longEnough: Bool
  }

  /// Ends the running impression at `now` and returns it; nil when none runs (then nothing
  /// changes).
  mutating func end(at now: TimeInterval) -> Ending? {
    guard case .running(let impression, let startedAt) = self else { return nil }
    self = .ended
    let displayed = now - startedAt
    return Ending(
      impression: impression,
      longEnough: displayed + 1e-9 >= ViewThroughImpression.minimumDisplaySeconds)
  }
}
