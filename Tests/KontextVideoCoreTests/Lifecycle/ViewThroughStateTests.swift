import Foundation
import Testing

@testable import KontextVideoCore

/// The view-through impression's rules as a value: it starts once, ends once with whether it
/// was displayed for StoreKit's minimum, and never starts again.
struct ViewThroughStateTests {
  static let impression: ViewThroughImpression = {
    let object = SKAdNetworkParametersTests.object()
    guard case .success(let parameters) = SKAdNetworkParameters.read(object),
      let impression = ViewThroughImpression(adID: "ad", parameters: parameters)
    else { fatalError("the fixture has a view-through fidelity") }
    return impression
  }()

  @Test func itStartsOnceFromNotStarted() {
    var state = ViewThrough.notStarted
    #expect(state.canStart)
    let started = state.start(Self.impression, at: 10)
    #expect(started)
    #expect(state == .running(Self.impression, startedAt: 10))
    #expect(!state.canStart)
    let again = state.start(Self.impression, at: 11)
    #expect(!again, "a running impression does not start again")
    #expect(state == .running(Self.impression, startedAt: 10))
  }

  @Test func itEndsOnceSayingWhetherItWasLongEnough() {
    var short = ViewThrough.running(Self.impression, startedAt: 10)
    let shortEnd = short.end(at: 12.5)
    #expect(shortEnd == ViewThrough.Ending(impression: Self.impression, longEnough: false))
    #expect(short == .ended)
    let endedAgain = short.end(at: 20)
    #expect(endedAgain == nil, "ended once")

    var long = ViewThrough.running(Self.impression, startedAt: 10)
    let longEnd = long.end(at: 10 + ViewThroughImpression.minimumDisplaySeconds)
    #expect(longEnd?.longEnough == true)
  }

  @Test func anEndedImpressionNeverStartsAgain() {
    var state = ViewThrough.ended
    #expect(!state.canStart)
    let started = state.start(Self.impression, at: 30)
    #expect(!started)
    #expect(state == .ended)
  }

  @Test func endingWhatNeverStartedChangesNothing() {
    var state = ViewThrough.notStarted
    let ended = state.end(at: 5)
    #expect(ended == nil)
    #expect(state.canStart, "an impression not counted yet (the app left first) may start")
  }
}
