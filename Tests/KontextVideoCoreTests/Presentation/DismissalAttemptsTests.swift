import Testing

@testable import KontextVideoCore

/// A dismissal the platform refuses is asked again, then given up, never looped.
struct DismissalAttemptsTests {
  @Test func aRefusedDismissalWaitsForTheTransitionThenGivesUp() {
    var attempts = DismissalAttempts()
    #expect(attempts.animates)
    attempts.asking()
    #expect(attempts.refused(transitionInProgress: true) == .retryWhenTransitionEnds)
    attempts.asking()
    #expect(!attempts.animates)
    #expect(attempts.refused(transitionInProgress: false) == .retryOnNextTurn)
    attempts.asking()
    #expect(attempts.refused(transitionInProgress: true) == .giveUp)
    #expect(attempts.made == DismissalAttempts.maximumAttempts)
  }
}
