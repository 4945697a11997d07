import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A run's dismissal finishes once, whoever reports it first: the presenter or the watchdog.
@MainActor
struct LinearAdRunDismissalTests {
  @Test func aLatePresenterAfterTheWatchdogFinishesNothingAgain() async throws {
    let clock = ManualClock()
    let presenter = RecordingPresenter()
    let run = LinearAdRun(
      presenter: presenter,
      presentation: LinearAdPresentation(
        duration: 15, skipOffset: nil, creative: ScriptedCreative(), onEvent: { _ in }))
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
    let presenter = RecordingPresenter()
    let run = LinearAdRun(
      presenter: presenter,
      presentation: LinearAdPresentation(
        duration: 15, skipOffset: nil, creative: ScriptedCreative(), onEvent: { _ in }))
    var finishes = 0
    run.dismiss(clock: clock) { finishes += 1 }
    presenter.completion?()
    presenter.completion?()
    await clock.advance(by: LinearAdRun.dismissalWatchdog)
    #expect(finishes == 1)
  }
}
