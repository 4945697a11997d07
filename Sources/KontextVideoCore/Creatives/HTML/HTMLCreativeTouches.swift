import Foundation

/// The viewer's touches on an HTML creative, as far as clicks need them: when the latest finger
/// went down (the click window, ``ClickPolicy/tapWindow``, starts there), whether it lifted, and
/// whether a click took it already (one click per touch).
///
/// A touch goes down when the web view's container is hit-tested for it, which WebKit cannot
/// defer; it ends at the tap a passive recogniser sees at touch-up, which WebKit may defer or
/// fail (a page that calls `preventDefault()`), so a touch may never end here.
struct HTMLCreativeTouches {
  /// One touch of the viewer's.
  struct Touch: Sendable, Hashable {
    /// Counts the touches of one creative, from 1.
    var id: Int
    /// When the finger went down (or, for a tap whose touch-down was not seen, lifted).
    var downAt: TimeInterval
    /// Whether its tap (touch-up) was seen.
    var hasEnded = false
    /// Whether a click (the creative's, or the ad's for an unanswered tap) took it.
    var isTaken = false
  }

  /// The latest touch.
  private(set) var latest: Touch?

  /// A finger went down at `now`: a new touch, the latest.
  mutating func down(at now: TimeInterval) {
    latest = Touch(id: (latest?.id ?? 0) + 1, downAt: now)
  }

  /// A tap ended at `now`: the latest touch, unless that one ended already (then this tap's
  /// touch-down was not seen, and the touch starts now). Returns the touch.
  mutating func up(at now: TimeInterval) -> Touch {
    var touch =
      latest.flatMap { $0.hasEnded ? nil : $0 } ?? Touch(id: (latest?.id ?? 0) + 1, downAt: now)
    touch.hasEnded = true
    latest = touch
    return touch
  }

  /// Whether a click at `now` may take the latest touch: it went down at most
  /// ``ClickPolicy/tapWindow`` ago and no click took it yet.
  func isOpen(at now: TimeInterval) -> Bool {
    guard let latest, !latest.isTaken else { return false }
    return now - latest.downAt <= ClickPolicy.tapWindow
  }

  /// Whether the touch `id` is still the latest and no click took it.
  func isUntaken(_ id: Int) -> Bool {
    latest?.id == id && latest?.isTaken == false
  }

  /// A click took the latest touch, if there is one.
  mutating func take() {
    latest?.isTaken = true
  }
}
