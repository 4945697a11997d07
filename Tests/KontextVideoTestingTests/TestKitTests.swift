import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// What an integrator's unit tests can provoke offline, and what a test instance leaves behind.
@MainActor
struct TestKitTests {
  static let content = KontextVideo.Content(id: "e1", language: "en")

  @Test func aTestInstanceOnARealServerURLWritesNothingIntoTheUsersFolders() {
    let (sdk, _, _) = KontextVideo.testing(
      configuration: .init(
        publisherToken: "test-token", server: .url(URL(string: "http://127.0.0.1:9")!)))
    #expect(sdk.installIdentity.isInMemory)
    #expect(sdk.beaconDirectory == nil)
    #expect(sdk.consentStore == nil)
    #expect(sdk.beaconQueue != nil)  // tracking still runs, in memory
  }

  @Test func theFullPlayerPauseScenarioLetsATestTapResume() async throws {
    let (sdk, _, _) = KontextVideo.testing(.fullPlayerPause)
    let ads = VideoAds(content: Self.content, sdk: sdk)
    let recorder = EventRecorder(sdk: sdk)
    let ad = try await ads.format(.pause)
    try await ad.load()
    ad.delegate = recorder
    let container = HeadlessContainer(width: 390, height: 693)
    try ad.show(in: container)
    #expect(container.placement?.style == .pauseFullPlayer)
    container.tapResume()
    #expect(recorder.endReasons == [.resumed])
  }

  @Test func theSlowLoadScenarioLeavesALoadInFlightForAsLongAsAsked() async throws {
    let (sdk, clock, _) = KontextVideo.testing(.slowLoad(seconds: 2))
    let ads = VideoAds(content: Self.content, sdk: sdk)
    let ad = try await ads.format(.overlay)
    let load = Task { try await ad.load() }
    await clock.advance(by: 1.9)
    #expect(!ad.isReady)
    ads.destroy()  // the race an app must handle: the viewer leaves during the load
    await #expect(throws: VideoAdError.destroyed) { try await load.value }
  }

  @Test func theVASTLinearScenarioIsReadAtLoadAndTracksItsQuartilesAndSkip() async throws {
    let (sdk, clock, presenter) = KontextVideo.testing(.vastLinear)
    let ads = VideoAds(content: Self.content, sdk: sdk)
    let recorder = EventRecorder(sdk: sdk)
    let ad = try await ads.format(.linear)
    try await ad.load()
    ad.delegate = recorder
    try ad.show()
    await clock.advance(by: 4)
    presenter.tapSkip()  // before the 5 s offset: nothing
    await clock.advance(by: 7)
    presenter.tapSkip()
    await clock.advance(by: 1)
    let names = recorder.eventNames(ofAd: ad.id)
    #expect(names.contains(.firstQuartile) && names.contains(.midpoint))
    #expect(names.contains(.progress))  // the 10 s point
    #expect(!names.contains(.thirdQuartile))
    #expect(recorder.endReasons == [.skipped])
  }

  /// The scenario's ad carries closed captions (English and Spanish); the viewer's language
  /// is chosen, and the cue shows at its time once captions are on.
  @Test func theVASTLinearScenarioShowsItsCaptions() async throws {
    let (sdk, clock, presenter) = KontextVideo.testing(.vastLinear)
    let ads = VideoAds(content: Self.content, sdk: sdk)
    let ad = try await ads.format(.linear)
    try await ad.load()
    await clock.runDue()
    try ad.show()
    let presentation = try #require(presenter.presentation)
    #expect(presentation.hasCaptions)
    presentation.reportCaptionFacts(systemCaptionsOn: false, isMuted: true)  // on: muted
    await clock.advance(by: 2)
    let text = try #require(presentation.captionText)
    #expect(
      text == "This is a test ad from the Kontext sandbox."
        || text == "Este es un anuncio de prueba del sandbox de Kontext.")
    await clock.advance(by: 3)
    #expect(presentation.captionText == nil)  // between the cues
    withExtendedLifetime(ads) {}
  }

  @Test func theNewScenariosHaveDemoNames() {
    #expect(SandboxScenario.named["full-player-pause"] == .fullPlayerPause)
    #expect(SandboxScenario.named["slow-load"] == .slowLoad(seconds: 2))
    #expect(SandboxScenario.named["vast-linear"] == .vastLinear)
  }
}
