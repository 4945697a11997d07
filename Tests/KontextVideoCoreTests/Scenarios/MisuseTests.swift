import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Integrator calls in the wrong order get typed errors, never a crash or a second `didEnd`.
@MainActor
struct MisuseTests {
  @Test func dismissTwiceThrowsAndEndsOnce() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    try ad.dismiss()
    #expect(thrownError { try ad.dismiss() } == .invalidated(.ended))
    #expect(fixture.recorder.endReasons == [.dismissed])
  }

  @Test func dismissBeforeShowThrowsNotOnScreen() async throws {
    let fixture = Fixture()
    let ad = try await fixture.readyAd(.overlay)
    #expect(thrownError { try ad.dismiss() } == .notOnScreen)
    #expect(ad.isReady)
  }

  @Test func loadAfterRejectThrowsRejected() async throws {
    let fixture = Fixture()
    let ad = try await fixture.ads.format(.overlay)
    try ad.reject()
    let error = await awaitedError { try await ad.load() }
    #expect(error == .invalidated(.rejected))
    #expect(thrownError { try ad.reject() } == .invalidated(.rejected))
    #expect(thrownError { try ad.show(in: fixture.container) } == .invalidated(.rejected))
  }

  @Test func rejectAfterShowThrowsAlreadyShown() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    #expect(thrownError { try ad.reject() } == .alreadyShown)
    #expect(!fixture.names(ad).contains(.notUsed(.rejected)))
  }

  @Test func everyCallAfterDestroyThrowsAndNothingEndsTwice() async throws {
    let fixture = Fixture()
    let shown = try await fixture.shownAd(.overlay)
    let held = try await fixture.readyAd(.pause)
    fixture.ads.destroy()
    #expect(thrownError { try shown.dismiss() } == .invalidated(.ended))
    #expect(thrownError { try held.show(in: fixture.container) } == .destroyed)
    #expect(thrownError { try held.dismiss() } == .destroyed)
    #expect(thrownError { try held.reject() } == .destroyed)
    fixture.ads.destroy()
    await fixture.clock.advance(by: 30)
    #expect(fixture.recorder.endReasons == [.destroyed])
  }

  /// Every ordered pair of calls on one ad, from fresh: no crash, at most one `didEnd`,
  /// and every refusal is a typed error.
  @Test(arguments: MisuseStep.allCases)
  func anyOrderOfCallsEndsAtMostOnce(first: MisuseStep) async throws {
    for second in MisuseStep.allCases {
      for third in MisuseStep.allCases {
        let fixture = Fixture()
        let ad = try await fixture.ads.format(.overlay)
        ad.delegate = fixture.recorder
        for step in [first, second, third] {
          let error = await step.run(on: ad, fixture: fixture)
          #expect(
            error == nil || error is VideoAdError, "\(step) threw \(String(describing: error))")
        }
        await fixture.clock.advance(by: 10)
        #expect(fixture.recorder.endReasons.count <= 1, "\([first, second, third])")
        let ends = fixture.names(ad).filter { if case .ended = $0 { true } else { false } }
        #expect(ends.count == fixture.recorder.endReasons.count)
      }
    }
  }
}

/// One integrator call, for the any-order test.
enum MisuseStep: String, CaseIterable, Sendable {
  case load, reject, show, dismiss, destroy, pausePlayer

  @MainActor
  func run(on ad: VideoAd, fixture: Fixture) async -> (any Error)? {
    do {
      switch self {
      case .load: try await ad.load()
      case .reject: try ad.reject()
      case .show: try ad.show(in: fixture.container)
      case .dismiss: try ad.dismiss()
      case .destroy: fixture.ads.destroy()
      case .pausePlayer: fixture.player.pause()
      }
      return nil
    } catch {
      return error
    }
  }
}
