import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A run's dismissal finishes once, whoever reports it first: the presenter or the watchdog.
@MainActor
struct LinearAdRunDismissalTests {
  /// A presenter that keeps its completion, to call it when the test says.
  final class HeldDismissal: FullScreenAdPresenter {
    var completion: (@MainActor () -> Void)?
    func present(_ presentation: LinearAdPresentation) throws {}
    func dismiss(
      _ presentation: LinearAdPresentation, completion: @escaping @MainActor () -> Void
    ) { self.completion = completion }
    func setPlaybackPaused(_ paused: Bool, for presentation: LinearAdPresentation) {}
  }

  @Test func aLatePresenterAfterTheWatchdogFinishesNothingAgain() async throws {
    let clock = ManualClock()
    let presenter = HeldDismissal()
    let run = LinearAdRun(
      presenter: presenter,
      presentation: LinearAdPresentation(
        duration: 15, skipOffset: nil, creative: NothingRendered(), onEvent: { _ in }))
    var finishes = 0
    run.dismiss(clock: clock) { finishes += 1 }
    await clock.advance(by: LinearAdRun.dismissalWatchdog)
    #expect(finishes == 1)
    presenter.completion?()
    presenter.completion?()
    #expect(finishes == 1)
  }

  @Test func aPresenterThatCallsBackTwiceFinishesOnce() async throws {
    let clock = ManualClock()
    let presenter = HeldDismissal()
    let run = LinearAdRun(
      presenter: presenter,
      presentation: LinearAdPresentation(
        duration: 15, skipOffset: nil, creative: NothingRendered(), onEvent: { _ in }))
    var finishes = 0
    run.dismiss(clock: clock) { finishes += 1 }
    presenter.completion?()
    presenter.completion?()
    await clock.advance(by: LinearAdRun.dismissalWatchdog)
    #expect(finishes == 1)
  }
}
