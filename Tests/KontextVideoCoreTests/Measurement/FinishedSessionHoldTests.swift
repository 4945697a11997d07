import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A measurement session is held for the second after it hears `finished` (Open Measurement's
/// session object too, not only the ad's view), and each of the SDK's views over the ad is a
/// friendly obstruction once.
@MainActor
struct FinishedSessionHoldTests {
  /// A provider that keeps no session of its own: only the SDK holds them.
  private final class ForgetfulProvider: AdMeasurementProvider {
    final class Session: AdMeasurementSession {
      let clock: ManualClock
      var finishedAt: TimeInterval?
      init(clock: ManualClock) { self.clock = clock }
      func record(_ event: AdMeasurementEvent) { if event == .finished { finishedAt = clock.now } }
    }
    let clock: ManualClock
    weak var session: Session?
    init(clock: ManualClock) { self.clock = clock }
    func startMeasuring(_ ad: MeasuredAd) -> (any AdMeasurementSession)? {
      let session = Session(clock: clock)
      self.session = session
      return session
    }
  }

  @Test func theSessionObjectIsHeldForTheSecondAfterFinish() async throws {
    let fixture = Fixture()
    let provider = ForgetfulProvider(clock: fixture.clock)
    fixture.sdk.measurementProvider = provider
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 1)
    fixture.presenter.failPlayback()  // the ad ends once its screen is dismissed
    await fixture.clock.advance(by: fixture.presenter.dismissalDuration)
    #expect(fixture.recorder.endReasons == [.failed])
    let finishedAt = try #require(provider.session?.finishedAt)
    #expect(finishedAt == fixture.clock.now)
    await fixture.clock.advance(to: finishedAt + FinishedSessionHold.seconds - 0.1)
    #expect(provider.session != nil)
    await fixture.clock.advance(by: 0.2)
    #expect(provider.session == nil)
  }

  @Test func aFinishedSessionIsLetGoOneSecondLater() async throws {
    let clock = ManualClock()
    final class Holder: AdMeasurementSession { func record(_ event: AdMeasurementEvent) {} }
    weak var held: Holder?
    do {
      let holder = Holder()
      held = holder
      FinishedSessionHold.hold(holder, on: clock)
    }
    #expect(held != nil)
    await clock.advance(by: 0.9)
    #expect(held != nil)
    await clock.advance(by: 0.1)
    #expect(held == nil)
  }

  @Test func aViewIsAFriendlyObstructionOnceAndTheAdsOwnViewNever() {
    let ad = HeadlessView(name: "ad")
    let skip = HeadlessView(name: "skip")
    let badge = HeadlessView(name: "badge")
    let views = AdMeasurementViews(
      adView: ad,
      obstructions: [
        AdMeasurementObstruction(element: .skip, view: skip),
        AdMeasurementObstruction(element: .badge, view: badge),
        AdMeasurementObstruction(element: .close, view: skip),  // the same view again
        AdMeasurementObstruction(element: .icon, view: ad),
      ])
    #expect(views.obstructions.map(\.element) == [.skip, .badge])
    #expect(views.obstructions.map(\.purpose) == [.mediaControls, .other])
  }
}
