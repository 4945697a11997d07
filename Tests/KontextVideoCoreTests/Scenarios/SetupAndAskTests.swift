import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

@MainActor
struct SetupTests {
  @Test func askingBeforeInitializeThrowsNotInitialized() async {
    let sdk = KontextVideo(clock: ManualClock())
    let ads = VideoAds(content: .init(id: "e", language: "en"), sdk: sdk)
    let error = await awaitedError { _ = try await ads.format(.overlay) }
    #expect(error == .notInitialized)
    #expect(error?.description.contains("initialize(with:)") == true)
  }

  @Test func initializeOnlyStoresTheConfiguration() {
    let sdk = KontextVideo(clock: ManualClock())
    let recorder = EventRecorder(sdk: sdk)
    sdk.initialize(with: .sandbox(.fill, logLevel: .none))
    #expect(sdk.isInitialized)
    #expect(sdk.configuration?.requestTimeout == 8)
    #expect(sdk.configuration?.loadTimeout == 10)
    #expect(recorder.events.isEmpty)
  }

  @Test func onlyIdAndLanguageAreRequired() async throws {
    let fixture = Fixture()
    let ads = VideoAds(content: .init(id: "only-id", language: "fr"), sdk: fixture.sdk)
    let ad = try await ads.format(.overlay)
    #expect(ad.format == .overlay)
  }

  @Test func creatingVideoAdsSendsNothing() async {
    let fixture = Fixture()
    _ = VideoAds(content: Fixture.content, sdk: fixture.sdk)
    await fixture.clock.advance(by: 1)
    #expect(fixture.recorder.events.isEmpty)
  }
}

@MainActor
struct AskTests {
  @Test func formatAsksForOneAdOfThatFormat() async throws {
    let fixture = Fixture()
    let ad = try await fixture.ads.format(.pause)
    #expect(ad.format == .pause)
    #expect(fixture.recorder.eventNames == [.requested, .filled])
    #expect(fixture.recorder.events.allSatisfy { $0.requestID == ad.requestID })
  }

  @Test func noFillThrowsWithTheReasonAndNeverRetries() async {
    let fixture = Fixture(.noFill(.frequencyCapped))
    let error = await awaitedError { _ = try await fixture.ads.format(.overlay) }
    #expect(error == .noFill(reason: .frequencyCapped))
    await fixture.clock.advance(by: 60)
    #expect(fixture.recorder.eventNames == [.requested, .noFill(.frequencyCapped)])
  }

  @Test func unknownNoFillReasonKeepsTheServerCode() async {
    let fixture = Fixture(.noFill(.other("brand_safety_hold")))
    let error = await awaitedError { _ = try await fixture.ads.format(.linear) }
    #expect(error == .noFill(reason: .other("brand_safety_hold")))
    #expect(NoFillReason(code: "brand_safety_hold").code == "brand_safety_hold")
  }

  @Test func sameFormatReturnsTheSameUnshownAd() async throws {
    let fixture = Fixture()
    let first = try await fixture.ads.format(.overlay)
    let second = try await fixture.ads.format(.overlay)
    #expect(first === second)
    #expect(fixture.recorder.eventNames.filter { $0 == .requested }.count == 1)
  }

  @Test func concurrentCallsShareOneRequest() async throws {
    let fixture = Fixture(.slowResponse(seconds: 2))
    async let first = fixture.ads.format(.linear)
    async let second = fixture.ads.format(.linear)
    async let third = fixture.ads.format(.linear)
    await fixture.waitUntil { fixture.recorder.eventNames.contains(.requested) }
    await fixture.clock.advance(by: 2)
    let ads = try await [first, second, third]
    #expect(ads[0] === ads[1] && ads[1] === ads[2])
    #expect(fixture.recorder.eventNames.filter { $0 == .requested }.count == 1)
  }

  @Test func formatsAreIndependent() async throws {
    let fixture = Fixture()
    let overlay = try await fixture.ads.format(.overlay)
    let pause = try await fixture.ads.format(.pause)
    let linear = try await fixture.ads.format(.linear)
    #expect(Set([overlay.id, pause.id, linear.id]).count == 3)
    #expect([overlay.format, pause.format, linear.format] == [.overlay, .pause, .linear])
  }

  @Test func afterShowTheNextFormatCallFetchesAFreshAd() async throws {
    let fixture = Fixture()
    let shown = try await fixture.shownAd(.overlay)
    let next = try await fixture.ads.format(.overlay)
    #expect(shown !== next)
  }

  @Test func afterRejectTheNextFormatCallFetchesAFreshAd() async throws {
    let fixture = Fixture()
    let rejected = try await fixture.ads.format(.pause)
    try rejected.reject()
    let next = try await fixture.ads.format(.pause)
    #expect(rejected !== next)
  }

  @Test func requestSlowerThanTheDeadlineTimesOut() async {
    let fixture = Fixture(.slowResponse(seconds: 12))
    let task = Task { try await fixture.ads.format(.overlay) }
    await fixture.waitUntil { fixture.recorder.eventNames.contains(.requested) }
    await fixture.clock.advance(by: 8)
    let error = await awaitedError { _ = try await task.value }
    #expect(error == .timedOut(.request))
    #expect(fixture.recorder.eventNames == [.requested, .requestFailed(.timedOut(.request))])
  }

  @Test func serverErrorIsTypedAndLeavesNoAdHeld() async throws {
    let fixture = Fixture(.serverError(status: 503))
    let error = await awaitedError { _ = try await fixture.ads.format(.overlay) }
    #expect(error == .requestFailed(.status(503)))
    // Nothing is held: the next call asks the server again rather than return an ad.
    let again = await awaitedError { _ = try await fixture.ads.format(.overlay) }
    #expect(again == .requestFailed(.status(503)))
    #expect(fixture.recorder.eventNames.filter { $0 == .requested }.count == 2)
  }

  @Test func callerCancellationStopsOnlyThatCaller() async throws {
    let fixture = Fixture(.slowResponse(seconds: 2))
    let cancelled = Task { try await fixture.ads.format(.overlay) }
    let kept = Task { try await fixture.ads.format(.overlay) }
    await fixture.waitUntil { fixture.recorder.eventNames.contains(.requested) }
    await fixture.clock.advance(by: 0.5)
    cancelled.cancel()
    await fixture.clock.advance(by: 2)
    let cancelledResult = await cancelled.result
    #expect(throws: VideoAdError.cancelled) { try cancelledResult.get() }
    let ad = try await kept.value
    #expect(ad.format == .overlay)
  }
}
