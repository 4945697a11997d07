import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// One ad on screen in the whole app holds across SDK instances an app makes, while test
/// instances keep a screen of their own. Serialized: its instances share the app's screen.
@MainActor
@Suite(.serialized)
struct AppWideScreenTests {
  /// An instance as an app would make one, on a manual clock, with the sandbox.
  func appInstance() -> (KontextVideo, ManualClock) {
    let clock = ManualClock()
    let sdk = KontextVideo(clock: clock)
    sdk.installIdentity = InstallIdentity(directory: nil)
    sdk.consentStore = nil
    sdk.beaconDirectory = nil
    sdk.initialize(with: .sandbox(.fill, logLevel: .none))
    return (sdk, clock)
  }

  @Test func twoInstancesOfAnAppShareOneScreen() async throws {
    let (first, _) = appInstance()
    let (second, _) = appInstance()
    #expect(first.screen === second.screen)
    #expect(first.screen === ScreenArbiter.app)
    let (firstAds, shown) = try await readyAd(.pause, on: first)
    let (secondAds, other) = try await readyAd(.pause, on: second)
    try shown.show(in: HeadlessContainer(width: 400, height: 400))
    defer { try? shown.dismiss() }
    #expect(
      thrownError { try other.show(in: HeadlessContainer(width: 400, height: 400)) }
        == .anotherAdShowing)
    #expect(other.isReady)
    #expect(!firstAds.isDestroyed && !secondAds.isDestroyed)
  }

  @Test func testInstancesDoNotShareTheAppsScreenOrEachOthers() async throws {
    let (one, _, _) = KontextVideo.testing(.fill)
    let (two, _, _) = KontextVideo.testing(.fill)
    #expect(one.screen !== two.screen)
    #expect(one.screen !== ScreenArbiter.app)
    let (oneAds, first) = try await readyAd(.pause, on: one)
    let (twoAds, second) = try await readyAd(.pause, on: two)
    try first.show(in: HeadlessContainer(width: 400, height: 400))
    try second.show(in: HeadlessContainer(width: 400, height: 400))
    #expect(one.screen.current === first && two.screen.current === second)
    #expect(!oneAds.isDestroyed && !twoAds.isDestroyed)
  }

  /// A loaded ad of `format` and the `VideoAds` that holds it (kept alive by the caller).
  private func readyAd(_ format: AdFormat, on sdk: KontextVideo) async throws -> (
    VideoAds, VideoAd
  ) {
    let ads = VideoAds(content: Fixture.content, sdk: sdk)
    let ad = try await ads.format(format)
    try await ad.load()
    return (ads, ad)
  }
}
