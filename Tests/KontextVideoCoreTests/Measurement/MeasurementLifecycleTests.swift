import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A measurement provider the app installs hears each shown ad's life through the public
/// seam: `loaded` first, the impression and media events once, pauses in pairs, clicks, and
/// `finished` exactly once whatever ends the ad. Without one, verifications say they did not run.
@MainActor
struct MeasurementLifecycleTests {
  let clock = ManualClock()

  /// An inline linear VAST of 10 s, skippable after 4 s, with one verification.
  private static let vast = """
    <VAST version="4.1"><Ad><InLine><AdSystem>M</AdSystem>
      <Impression>https://t.example/impression</Impression>
      <Creatives><Creative><Linear skipoffset="00:00:04"><Duration>00:00:10</Duration>
        <MediaFiles><MediaFile type="video/mp4">https://cdn.example/a.mp4</MediaFile></MediaFiles>
      </Linear></Creative></Creatives>
      <AdVerifications><Verification vendor="vendor.example">
        <JavaScriptResource apiFramework="omid" browserOptional="true">
          https://vendor.example/omid.js</JavaScriptResource>
        <JavaScriptResource apiFramework="omid">http://vendor.example/plain.js</JavaScriptResource>
        <VerificationParameters>{"id":7}</VerificationParameters>
        <TrackingEvents>
          <Tracking event="verificationNotExecuted">https://vendor.example/nx?r=[REASON]</Tracking>
        </TrackingEvents>
      </Verification></AdVerifications>
    </InLine></Ad></VAST>
    """

  /// A sandbox fixture whose SDK has a recording provider.
  private static func measuredFixture() -> (Fixture, RecordingMeasurementProvider) {
    let fixture = Fixture()
    let provider = RecordingMeasurementProvider()
    fixture.sdk.measurementProvider = provider
    return (fixture, provider)
  }

  private func measuredVASTAd(_ provider: RecordingMeasurementProvider) async throws -> (
    VASTStubServer, KontextVideo, VideoAds, VideoAd
  ) {
    let server = VASTStubServer(creative: ["type": "vast", "xml": Self.vast])
    let (sdk, ads, _) = server.makeSDK(clock: clock)
    sdk.measurementProvider = provider
    let ad = try await ads.format(.linear)
    try await ad.load()
    return (server, sdk, ads, ad)
  }

  @Test func aLinearVASTAdIsMeasuredFromLoadedToFinished() async throws {
    let provider = RecordingMeasurementProvider()
    let (server, sdk, ads, ad) = try await measuredVASTAd(provider)
    try ad.show()
    await clock.advance(by: 11)
    await sdk.deliverPendingEvents()
    withExtendedLifetime(ads) {}

    let measured = try #require(provider.ads.first)
    #expect(provider.ads.count == 1)
    #expect(measured.adID == ad.id && measured.format == .linear && measured.container == nil)
    // The https script only, with its vendor and parameters.
    #expect(
      measured.verifications == [
        .init(
          vendor: "vendor.example", scriptURL: URL(string: "https://vendor.example/omid.js")!,
          apiFramework: "omid", isBrowserOptional: true, parameters: #"{"id":7}"#)
      ])
    let properties = AdMeasurementProperties(skipOffset: 4, isAutoPlay: true, position: .midroll)
    #expect(measured.properties == properties && properties.isSkippable)
    #expect(
      provider.events(of: ad.id) == [
        .loaded(properties), .impression, .start(duration: 10, volume: 1),
        .playerStateChange(.fullscreen),
        .firstQuartile,
        .midpoint, .thirdQuartile, .complete, .finished,
      ])
    // Measured: its verification ran, so it does not report otherwise.
    #expect(!server.requested.contains { $0.contains("/nx") })
  }

  @Test func aVerificationWithNoHTTPSScriptIsReportedRejectedWhenTheAdIsMeasured() async throws {
    let plainOnly = Self.vast.replacingOccurrences(
      of: "https://vendor.example/omid.js", with: "http://vendor.example/omid.js")
    let server = VASTStubServer(creative: ["type": "vast", "xml": plainOnly])
    let (sdk, ads, _) = server.makeSDK(clock: clock)
    let provider = RecordingMeasurementProvider()
    sdk.measurementProvider = provider
    let ad = try await ads.format(.linear)
    try await ad.load()
    try ad.show()
    await clock.advance(by: 11)
    await sdk.deliverPendingEvents()
    #expect(provider.ads.first?.verifications.isEmpty == true)
    #expect(server.requested.filter { $0.contains("/nx") } == ["https://vendor.example/nx?r=1"])
  }

  @Test func aPauseFromOutsideAndThePlayTapAreAPauseAndAResume() async throws {
    let (fixture, provider) = Self.measuredFixture()
    let ad = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 2)
    fixture.presenter.pauseExternally()
    await fixture.clock.advance(by: 5)
    fixture.presenter.tapPlay()
    await fixture.clock.advance(by: 6)  // past the skip offset
    fixture.presenter.tapSkip()
    await fixture.clock.advance(by: 1)
    let heard = provider.events(of: ad.id)
    #expect(heard.filter { $0 == .pause || $0 == .resume } == [.pause, .resume])
    #expect(heard.suffix(2) == [.skipped, .finished])
    #expect(heard.filter { $0 == .finished }.count == 1)
  }

  @Test func aLinearAdsBufferingIsHeardAsItsStartAndFinish() async throws {
    let (fixture, provider) = Self.measuredFixture()
    let ad = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 2)
    fixture.presenter.startBuffering()
    await fixture.clock.advance(by: 1)
    fixture.presenter.finishBuffering()
    fixture.presenter.finishBuffering()  // reported twice: heard once
    let heard = provider.events(of: ad.id)
    #expect(
      heard.filter { $0 == .bufferStart || $0 == .bufferFinish } == [.bufferStart, .bufferFinish])
    #expect(fixture.recorder.endReasons.isEmpty)  // buffering is no pause and no failure
  }

  @Test func muteAndUnmuteAreVolumeChanges() async throws {
    let (fixture, provider) = Self.measuredFixture()
    let ad = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 1)
    fixture.presenter.setMuted(true)
    fixture.presenter.setMuted(false)
    let heard = provider.events(of: ad.id)
    #expect(
      heard.filter { if case .volumeChange = $0 { true } else { false } } == [
        .volumeChange(0), .volumeChange(1),
      ])
  }

  @Test func anOverlayIsMeasuredInItsContainerWithItsClicks() async throws {
    let (fixture, provider) = Self.measuredFixture()
    let ad = try await fixture.shownAd(.overlay)
    await fixture.clock.advance(by: 2)
    fixture.container.tapAd()
    try ad.dismiss()
    let measured = try #require(provider.ads.first)
    #expect(measured.container === fixture.container)
    #expect(measured.properties.position == .standalone && !measured.properties.isSkippable)
    #expect(
      provider.events(of: ad.id) == [
        .loaded(measured.properties), .impression, .click, .finished,
      ])
  }

  @Test func destroyingTheAdsFinishesTheSessionOnce() async throws {
    let (fixture, provider) = Self.measuredFixture()
    let ad = try await fixture.shownAd(.pause)
    fixture.ads.destroy()
    fixture.ads.destroy()
    #expect(provider.events(of: ad.id).last == .finished)
    #expect(provider.events(of: ad.id).filter { $0 == .finished }.count == 1)
  }

  @Test func aProviderThatEndsAnOverlayInsideItsStartLeavesNothingOnScreen() async throws {
    let (fixture, provider) = Self.measuredFixture()
    let ad = try await fixture.readyAd(.overlay)
    provider.onStart = { _ in try? ad.dismiss() }
    try ad.show(in: fixture.container)
    await fixture.clock.advance(by: 10)
    let heard = provider.events(of: ad.id)
    #expect(heard.first.map { if case .loaded = $0 { true } else { false } } == true)
    #expect(heard.last == .finished && heard.count == 2)
    #expect(fixture.container.placement == nil)  // nothing left installed
    #expect(fixture.recorder.endReasons.count == 1)
    #expect(!fixture.names(ad).contains(.impression))
    // The screen is free: the next ad shows.
    let next = try await fixture.readyAd(.pause)
    try next.show(in: fixture.container)
  }

  @Test func aProviderThatEndsALinearAdInsideItsStartGetsItsEnd() async throws {
    let (fixture, provider) = Self.measuredFixture()
    let ad = try await fixture.readyAd(.linear)
    provider.onStart = { _ in fixture.ads.destroy() }
    try ad.show()
    await fixture.clock.advance(by: 2)
    let heard = provider.events(of: ad.id)
    #expect(heard.first.map { if case .loaded = $0 { true } else { false } } == true)
    #expect(heard.last == .finished && heard.filter { $0 == .finished }.count == 1)
    #expect(fixture.recorder.endReasons.count == 1)
    #expect(!heard.contains(.impression))  // it never went live
    #expect(fixture.recorder.endReasons == [.destroyed])
    #expect(fixture.presenter.presentation == nil)  // dismissed
    #expect(fixture.sdk.screen.current == nil)  // the screen is free
  }

  @Test func aDecliningProviderLeavesTheVerificationsToReportNotExecuted() async throws {
    let provider = RecordingMeasurementProvider()
    provider.declines = true
    let (server, sdk, ads, ad) = try await measuredVASTAd(provider)
    try ad.show()
    await clock.advance(by: 11)
    await sdk.deliverPendingEvents()
    withExtendedLifetime(ads) {}
    #expect(provider.ads.count == 1 && provider.sessions.isEmpty)
    #expect(server.requested.filter { $0.contains("/nx") } == ["https://vendor.example/nx?r=2"])
  }
}
