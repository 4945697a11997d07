import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// While the viewer has an ad's ⓘ sheet open the ad holds: an overlay's display time stops, a
/// linear video pauses, nothing counts as viewable, and the sheet covering the ad does not end
/// it. Closing the sheet lets the ad go on from where it was.
@MainActor
struct InfoSheetTests {
  @Test func anOverlaysTimeStopsWhileTheSheetIsOpen() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    await fixture.clock.advance(by: 3)
    fixture.container.openInfo()
    await fixture.clock.advance(by: 30)
    #expect(fixture.recorder.endReasons.isEmpty, "the sheet held the overlay")
    fixture.container.closeInfo()
    let left = KontextVideo.Defaults.overlayDisplaySeconds - 3
    await fixture.clock.advance(by: left - 0.1)
    #expect(fixture.recorder.endReasons.isEmpty)
    await fixture.clock.advance(by: 0.2)
    #expect(fixture.recorder.endReasons == [.completed])
    let names = fixture.names(ad)
    #expect(names.filter { $0 == .infoOpened }.count == 1)
    #expect(names.filter { $0 == .infoClosed }.count == 1)
  }

  @Test func nothingCountsAsViewableWhileTheSheetIsOpen() async throws {
    let fixture = Fixture()
    let ad = try await fixture.readyAd(.pause)
    fixture.player.pause()
    try ad.show(in: fixture.container)
    fixture.container.openInfo()
    await fixture.clock.advance(by: 5)
    #expect(!fixture.names(ad).contains(.viewable))
    fixture.container.closeInfo()
    await fixture.clock.advance(by: 1.2)
    #expect(fixture.names(ad).contains(.viewable))
  }

  @Test func theSheetCoveringTheAdDoesNotEndItButACoverAfterItDoes() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    fixture.container.openInfo()
    fixture.container.scrollOffScreen()  // the sheet over the player: nothing of the ad seen
    await fixture.clock.advance(by: 5)
    #expect(fixture.recorder.endReasons.isEmpty)
    fixture.container.closeInfo()
    await fixture.clock.advance(by: 1.2)
    #expect(fixture.recorder.endReasons == [.interrupted])
  }

  @Test func aLinearVideoPausesWhileTheSheetIsOpenAndItsMeasurementHearsIt() async throws {
    let fixture = Fixture()
    let provider = RecordingMeasurementProvider()
    fixture.sdk.measurementProvider = provider
    let ad = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 2)
    fixture.presenter.openInfo()
    #expect(fixture.presenter.isPlaybackPaused)
    let progress = try #require(fixture.presenter.presentation?.progress)
    await fixture.clock.advance(by: 20)
    #expect(fixture.presenter.presentation?.progress == progress)
    #expect(fixture.recorder.endReasons.isEmpty, "a paused video is no stall")
    fixture.presenter.closeInfo()
    #expect(!fixture.presenter.isPlaybackPaused)
    await fixture.clock.advance(by: 15)
    #expect(fixture.recorder.endReasons == [.completed])
    let heard = provider.events(of: ad.id)
    #expect(heard.filter { $0 == .pause }.count == 1)
    #expect(heard.filter { $0 == .resume }.count == 1)
    #expect(heard.firstIndex(of: .pause)! < heard.firstIndex(of: .resume)!)
  }

  @Test func closingWithoutOpeningOrOpeningTwiceChangesNothing() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    fixture.container.closeInfo()
    fixture.container.openInfo()
    fixture.container.openInfo()
    fixture.container.closeInfo()
    fixture.container.closeInfo()
    let names = fixture.names(ad)
    #expect(names.filter { $0 == .infoOpened }.count == 1)
    #expect(names.filter { $0 == .infoClosed }.count == 1)
    await fixture.clock.advance(by: KontextVideo.Defaults.overlayDisplaySeconds + 0.2)
    #expect(fixture.recorder.endReasons == [.completed])
  }

  @Test func anAdEndedWithItsSheetOpenIsNotHeldByIt() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    fixture.container.openInfo()
    try ad.dismiss()
    fixture.container.closeInfo()  // the sheet goes with the ad; a late close is ignored
    #expect(fixture.recorder.endReasons == [.dismissed])
    #expect(!fixture.names(ad).contains(.infoClosed))
  }
}

/// "Report this ad": the report reaches the app and, as durably as an event, the server; the
/// ad ends `.reported`; and its creative is not shown again while the app runs.
@MainActor
struct ReportTests {
  @Test func theDelegateHearsTheReportThenTheEnd() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    fixture.container.openInfo()
    fixture.container.report(.misleading)
    #expect(
      fixture.recorder.callbacks.suffix(2) == [
        .report(adID: ad.id, reason: .misleading), .end(adID: ad.id, reason: .reported),
      ])
    #expect(fixture.names(ad).suffix(2) == [.reported(.misleading), .ended(.reported)])
    #expect(fixture.container.placement == nil, "the ad is off screen")
    fixture.container.report(.inappropriate)  // once ended, nothing more
    #expect(
      fixture.recorder.callbacks.filter { if case .report = $0 { true } else { false } }.count == 1)
  }

  @Test func aLinearAdReportedFromItsSheetIsDismissedThenEnds() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 1)
    fixture.presenter.openInfo()
    fixture.presenter.report(.repetitive)
    #expect(fixture.recorder.endReasons.isEmpty, "a linear ad ends once dismissed")
    await fixture.clock.advance(by: 1)
    #expect(fixture.recorder.endReasons == [.reported])
    #expect(fixture.names(ad).contains(.reported(.repetitive)))
  }

  @Test func theReportIsPostedToTheReportsEndpoint() async throws {
    let clock = ManualClock()
    let server = VASTStubServer(
      format: .overlay, creative: ["type": "image", "url": "https://i.example/a.png"])
    let (sdk, ads, recorder) = server.makeSDK(clock: clock)
    let ad = try await ads.format(.overlay)
    try await ad.load()
    let container = HeadlessContainer(width: 390, height: 693)
    let player = SimulatedPlayer(clock: clock, duration: 60)
    ads.track(player)
    player.play()
    try ad.show(in: container)
    container.report(.technicalProblem)
    await sdk.deliverPendingEvents()
    let report = try #require(server.deliveredReports.first)
    #expect(server.deliveredReports.count == 1)
    #expect(report.name == "report" && report.reason == "technical_problem")
    let reported = recorder.events.first { $0.name == .reported(.technicalProblem) }
    #expect(report.id == reported?.id)
    #expect(!server.deliveredEventIDs.contains(report.id), "a report goes to /v1/reports only")
    #expect(server.deliveredEventIDs.contains { id in recorder.events.contains { $0.id == id } })
  }

  @Test func theReportedCreativeIsNotShownAgainWhileTheAppRuns() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    fixture.container.report(.inappropriate)
    // The sandbox fills every overlay with the same creative.
    let error = await awaitedError { _ = try await fixture.ads.format(.overlay) }
    #expect(error == .noFill(reason: .reportedByViewer))
    // Another VideoAds of the same app: still not shown.
    let other = VideoAds(content: Fixture.content, sdk: fixture.sdk)
    let again = await awaitedError { _ = try await other.format(.overlay) }
    #expect(again == .noFill(reason: .reportedByViewer))
    // Another creative is.
    let pause = try await fixture.ads.format(.pause)
    try await pause.load()
    #expect(pause.isReady)
  }

  @Test func aVASTAdWhoseCreativeTurnsOutReportedFailsItsLoad() async throws {
    let clock = ManualClock()
    let xml = """
      <VAST version="4.1"><Ad><InLine><AdSystem>S</AdSystem><AdTitle>T</AdTitle>
      <Impression>https://t.example/i</Impression><Creatives><Creative>
      <UniversalAdId idRegistry="ad-id.org">CNPA0484000H</UniversalAdId>
      <Linear><Duration>00:00:10</Duration><MediaFiles><MediaFile type="video/mp4"
      delivery="progressive" width="640" height="360">https://cdn.example/a.mp4</MediaFile>
      </MediaFiles></Linear></Creative></Creatives></InLine></Ad></VAST>
      """
    let server = VASTStubServer(creative: ["type": "vast", "xml": xml])
    let (sdk, ads, recorder) = server.makeSDK(clock: clock)
    sdk.reportedCreatives.insert(["uaid ad-id.org CNPA0484000H"])  // reported from another ad
    let ad = try await ads.format(.linear)
    let error = await awaitedError { try await ad.load() }
    #expect(error == .noFill(reason: .reportedByViewer))
    #expect(recorder.eventNames(ofAd: ad.id).contains(.notUsed(.failed)))
  }

  @Test(arguments: AdReport.Reason.allCases)
  func everyReasonHasAWireCodeAndATitle(reason: AdReport.Reason) {
    #expect(AdEvent.Name.reported(reason).wireName == "report")
    #expect(AdEvent.Name.reported(reason).reason == reason.rawValue)
    #expect(!AdChromeStrings(language: "en").text(.reportReason(reason)).isEmpty)
  }
}
