import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Every error the public API throws is a `VideoAdError`, and its signatures say so: `catch`
/// hands the app a `VideoAdError` without a cast. A cancelled wait is `cancelled`.
@MainActor
struct TypedErrorTests {
  @Test func aCancelledFormatIsTypedAndTheRequestGoesOn() async throws {
    let fixture = Fixture(.slowResponse(seconds: 3))
    let waiting = Task { @MainActor () -> VideoAdError? in
      do throws(VideoAdError) {
        _ = try await fixture.ads.format(.overlay)
        return nil
      } catch {
        let typed: VideoAdError = error  // no cast: the signature is throws(VideoAdError)
        return typed
      }
    }
    while fixture.recorder.events.isEmpty { await Task.yield() }
    waiting.cancel()  // a SwiftUI .task that ended
    #expect(await waiting.value == .cancelled)
    // The request went on: the next call gets its ad.
    let next = Task { try await fixture.ads.format(.overlay) }
    await fixture.clock.advance(by: 3)
    let ad = try await next.value
    #expect(fixture.recorder.eventNames(ofAd: ad.id).first == .filled)
  }

  @Test func aCancelledLoadIsTypedAndTheLoadGoesOn() async throws {
    let fixture = Fixture(.slowLoad(seconds: 2))
    let ad = try await fixture.ads.format(.pause)
    let waiting = Task { @MainActor () -> VideoAdError? in
      do throws(VideoAdError) {
        try await ad.load()
        return nil
      } catch {
        return error
      }
    }
    while !fixture.recorder.eventNames(ofAd: ad.id).contains(.loadStarted) { await Task.yield() }
    waiting.cancel()
    #expect(await waiting.value == .cancelled)
    await fixture.clock.advance(by: 2)
    #expect(ad.isReady)
  }

  /// The Errors article's sample, line for line.
  @Test func theArticlesSampleCatchesTheTypedNoFill() async {
    let fixture = Fixture(.noFill(.noInventory))
    let ads = fixture.ads
    do throws(VideoAdError) {
      let ad = try await ads.format(.pause)
      try await ad.load()
    } catch .noFill {
      // nothing this time
    } catch {
      print(error.description)
    }
    let noFills = fixture.recorder.events.filter {
      if case .noFill = $0.name { true } else { false }
    }
    #expect(noFills.count == 1)
  }

  @Test func theCancelledErrorSaysTheRequestGoesOn() {
    #expect(VideoAdError.cancelled.description.contains("goes on"))
  }
}

extension TypedErrorTests {
  @Test func theSeedsNestedNameForNoFillReasonIsTheSameType() {
    let reason: VideoAdError.NoFillReason = .frequencyCapped
    #expect(
      VideoAdError.noFill(reason: reason) == .noFill(reason: NoFillReason(code: "frequency_capped"))
    )
  }
}
