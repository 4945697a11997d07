import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

@MainActor
struct LoadTests {
  @Test func loadFiresNothingBillable() async throws {
    let fixture = Fixture()
    let ad = try await fixture.readyAd(.overlay)
    #expect(fixture.names(ad) == [.filled, .loadStarted, .loaded])
    #expect(fixture.recorder.callbacks.isEmpty)
    #expect(ad.isReady)
  }

  @Test func aTestCanWaitForALoadToStartWithoutGuessing() async throws {
    let fixture = Fixture()
    let renderer = ScriptedRenderer(finishesAtOnce: false)
    fixture.sdk.renderer = renderer
    let ad = try await fixture.ads.format(.overlay)
    var started = 0
    let observation = fixture.sdk.addEventObserver { event in
      if event.name == .loadStarted, event.adID == ad.id { started += 1 }
    }
    defer { observation.cancel() }
    let first = Task { try await ad.load() }
    let second = Task { try await ad.load() }  // shares the load: one start
    await fixture.waitUntil { started == 1 && renderer.pending.count == 1 }
    #expect(started == 1)
    #expect(!ad.isReady)
    renderer.finishAll()
    try await first.value
    try await second.value
    #expect(started == 1)
    #expect(fixture.names(ad) == [.filled, .loadStarted, .loaded])
  }

  @Test func loadAgainAfterSuccessReturnsAtOnce() async throws {
    let fixture = Fixture()
    let ad = try await fixture.readyAd(.pause)
    try await ad.load()
    try await ad.load()
    #expect(fixture.names(ad).filter { $0 == .loaded }.count == 1)
  }

  @Test func concurrentLoadsShareOneLoad() async throws {
    let fixture = Fixture()
    let ad = try await fixture.ads.format(.linear)
    async let first: Void = ad.load()
    async let second: Void = ad.load()
    _ = try await (first, second)
    #expect(fixture.names(ad).filter { $0 == .loaded }.count == 1)
  }

  @Test func failedLoadThrowsTypedErrorAndDropsTheAd() async throws {
    let fixture = Fixture(.loadFailure)
    let ad = try await fixture.ads.format(.overlay)
    let error = await awaitedError { try await ad.load() }
    guard case .loadFailed? = error else {
      Issue.record("expected loadFailed, got \(String(describing: error))")
      return
    }
    #expect(fixture.names(ad).contains(.notUsed(.failed)))
    let again = await awaitedError { try await ad.load() }
    #expect(again == .invalidated(.failed))
    let next = try await fixture.ads.format(.overlay)
    #expect(next !== ad)
  }

  @Test func loadSlowerThanTheDeadlineTimesOut() async throws {
    let (sdk, clock, _) = KontextVideo.testing(.fill)
    let ads = VideoAds(content: Fixture.content, sdk: sdk)
    let ad = try await ads.format(.overlay)
    // A creative that takes 30 s to prepare, served by a scripted renderer.
    sdk.renderer = HeadlessCreativeRenderer(clock: clock)
    let slow = SandboxCreativeBehavior(loadSeconds: 30)
    let slowAd = VideoAd(
      slot: AdSlot(
        id: "slow", format: .overlay, creative: AdCreative(source: .html(slow.url(for: .overlay)))),
      requestID: "r", services: sdk, session: ads.session)
    let task = Task { try await slowAd.load() }
    await clock.advance(by: 10)
    let error = await awaitedError { try await task.value }
    #expect(error == .timedOut(.load))
    #expect(ad.isReady == false)
  }

  @Test func rejectReportsNotUsedLoadedOrNot() async throws {
    let fixture = Fixture()
    let unloaded = try await fixture.ads.format(.overlay)
    try unloaded.reject()
    let loaded = try await fixture.readyAd(.pause)
    try loaded.reject()
    #expect(fixture.names(unloaded) == [.filled, .notUsed(.rejected)])
    #expect(fixture.names(loaded) == [.filled, .loadStarted, .loaded, .notUsed(.rejected)])
  }

  @Test func rejectDuringALoadFailsThatLoad() async throws {
    let fixture = Fixture(.slowLoad(seconds: 2))
    let ad = try await fixture.ads.format(.overlay)
    let task = Task { try await ad.load() }
    await fixture.waitUntil { fixture.names(ad).contains(.loadStarted) }
    #expect(fixture.names(ad).last == .loadStarted)  // the load is in flight
    try ad.reject()
    let error = await awaitedError { try await task.value }
    #expect(error == .invalidated(.rejected))
    #expect(!fixture.names(ad).contains(.loaded))
  }
}

@MainActor
struct ExpiryTests {
  @Test func expiredAdThrowsOnLoadAndShowAndFormatReturnsAFreshOne() async throws {
    let fixture = Fixture(.shortLifetime(seconds: 5))
    let ad = try await fixture.readyAd(.overlay)
    await fixture.clock.advance(by: 5)
    #expect(thrownError { try ad.show(in: fixture.container) } == .invalidated(.expired))
    let loadError = await awaitedError { try await ad.load() }
    #expect(loadError == .invalidated(.expired))
    #expect(fixture.names(ad).last == .notUsed(.expired))
    let fresh = try await fixture.ads.format(.overlay)
    #expect(fresh !== ad)
    #expect(fresh.isReady == false)
  }

  @Test func expiryIsReportedOnceWhenTheLifetimePasses() async throws {
    let fixture = Fixture(.shortLifetime(seconds: 5))
    let ad = try await fixture.ads.format(.pause)
    await fixture.clock.advance(by: 4.9)
    #expect(!fixture.names(ad).contains(.notUsed(.expired)))
    await fixture.clock.advance(by: 0.2)
    _ = thrownError { try ad.show(in: fixture.container) }
    #expect(fixture.names(ad).filter { $0 == .notUsed(.expired) }.count == 1)
  }

  @Test func adOnScreenIsNeverExpired() async throws {
    let fixture = Fixture(.shortLifetime(seconds: 5))
    let ad = try await fixture.readyAd(.pause)
    fixture.player.pause()
    try ad.show(in: fixture.container)
    await fixture.clock.advance(by: 30)
    #expect(fixture.sdk.screen.current === ad)
    #expect(!fixture.names(ad).contains(.notUsed(.expired)))
    try ad.dismiss()
    #expect(fixture.recorder.endReasons == [.dismissed])
  }
}
