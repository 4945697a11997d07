/// How a full-screen presenter takes a linear ad away when the platform refuses the dismissal
/// (on iOS, UIKit refuses one while another transition runs): try again once that transition
/// has ended, or on the next turn of the main queue when none is known, without animation;
/// after ``maximumAttempts`` refusals, give up: the presenter reports the dismissal finished,
/// so the ad ends, and leaves the ad's screen closable by any tap, so the viewer is never left
/// on a black screen with dead buttons.
package struct DismissalAttempts: Sendable, Hashable {
  /// The most dismissals asked for before giving up.
  package static let maximumAttempts = 3

  /// What to do after a refusal.
  package enum Next: Sendable, Hashable {
    /// Ask again when the transition in progress completes.
    case retryWhenTransitionEnds
    /// Ask again on the next turn of the main queue.
    case retryOnNextTurn
    /// Stop asking; any tap on the ad's screen closes it.
    case giveUp
  }

  /// The dismissals asked for so far.
  package private(set) var made = 0

  package init() {}

  /// Whether the next dismissal animates: only the first; a retry is immediate.
  package var animates: Bool { made == 0 }

  /// A dismissal is being asked for.
  package mutating func asking() {
    made += 1
  }

  /// The platform refused the last dismissal; `transitionInProgress` when one is running.
  package func refused(transitionInProgress: Bool) -> Next {
    guard made < Self.maximumAttempts else { return .giveUp }
    return transitionInProgress ? .retryWhenTransitionEnds : .retryOnNextTurn
  }
}
