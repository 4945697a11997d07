import Testing

@testable import KontextVideoCore

/// The state machine alone: events in, decisions out, no I/O.
struct AdLifecycleTests {
  @Test func loadStartsOnceThenJoinsThenReturnsAtOnce() {
    var machine = AdLifecycle(isFullScreen: false)
    let result1 = machine.load()
    #expect(result1 == .start)
    let result2 = machine.load()
    #expect(result2 == .join)
    let result3 = machine.loadFinished(success: true)
    #expect(result3)
    let result4 = machine.load()
    #expect(result4 == .alreadyLoaded)
    #expect(machine.state == .ready)
  }

  @Test func failedLoadDiscardsTheAd() {
    var machine = AdLifecycle(isFullScreen: false)
    _ = machine.load()
    let result5 = machine.loadFinished(success: false)
    #expect(result5)
    #expect(machine.state == .discarded(.failed))
    let result6 = machine.load()
    #expect(result6 == .refuse(.invalidated(.failed)))
  }

  @Test func showNeedsAReadyAd() {
    var machine = AdLifecycle(isFullScreen: false)
    #expect(machine.showRefusal() == .notLoaded)
    _ = machine.load()
    #expect(machine.showRefusal() == .notLoaded)
    _ = machine.loadFinished(success: true)
    #expect(machine.showRefusal() == nil)
    machine.shown()
    #expect(machine.showRefusal() == .alreadyShown)
  }

  @Test func inlineAdEndsOnceWithTheFirstReason() {
    var machine = readyMachine(isFullScreen: false)
    machine.shown()
    let result7 = machine.end(.dismissed)
    #expect(result7 == .endNow(.dismissed))
    let result8 = machine.end(.destroyed)
    #expect(result8 == .ignore)
    #expect(machine.state == .ended(.dismissed))
    #expect(machine.showRefusal() == .alreadyShown)
    #expect(machine.dismissRefusal() == .invalidated(.ended))
  }

  @Test func fullScreenAdEndsAfterItsDismissalAndKeepsItsReason() {
    var machine = readyMachine(isFullScreen: true)
    machine.shown()
    #expect(machine.dismissRefusal() == .notDismissible)
    let result9 = machine.end(.skipped)
    #expect(result9 == .beginDismissal(.skipped))
    let result10 = machine.end(.destroyed)
    #expect(result10 == .ignore)
    let result11 = machine.dismissalFinished()
    #expect(result11 == .skipped)
    let result12 = machine.dismissalFinished()
    #expect(result12 == nil)
    #expect(machine.state == .ended(.skipped))
  }

  @Test func sideExitsAreFinalAndReportedOnce() {
    for reason in NotUsedReason.allCases {
      var machine = readyMachine(isFullScreen: false)
      let result13 = machine.discard(reason)
      #expect(result13)
      let result14 = machine.discard(.destroyed)
      #expect(!result14)
      #expect(machine.showRefusal() == reason.error)
      let result15 = machine.load()
      #expect(result15 == .refuse(reason.error))
      #expect(machine.rejectRefusal() == reason.error)
    }
  }

  @Test func shownAdsCannotBeDiscardedOrRejected() {
    var machine = readyMachine(isFullScreen: false)
    machine.shown()
    let result16 = machine.discard(.expired)
    #expect(!result16)
    #expect(machine.rejectRefusal() == .alreadyShown)
    #expect(machine.state == .onScreen)
  }

  @Test func dismissBeforeShowIsRefused() {
    let machine = readyMachine(isFullScreen: false)
    #expect(machine.dismissRefusal() == .notOnScreen)
  }

  @Test func lateLoadResultIsIgnoredAfterADiscard() {
    var machine = AdLifecycle(isFullScreen: false)
    _ = machine.load()
    _ = machine.discard(.destroyed)
    let result17 = machine.loadFinished(success: true)
    #expect(!result17)
    #expect(machine.state == .discarded(.destroyed))
  }

  private func readyMachine(isFullScreen: Bool) -> AdLifecycle {
    var machine = AdLifecycle(isFullScreen: isFullScreen)
    _ = machine.load()
    _ = machine.loadFinished(success: true)
    return machine
  }
}
