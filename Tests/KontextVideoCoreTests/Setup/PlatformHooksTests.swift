import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The seams the iOS layer plugs into: its integration, presenter and landing-page opener, the
/// content playing elsewhere (Picture in Picture, AirPlay), and a container that changes size.
@MainActor
struct PlatformHooksTests {
  @Test func anIntegrationEquipsTheSharedInstanceWithNoCallFromTheApp() {
    let sdk = KontextVideo.makeShared(integrations: [RecordingIntegration.self])
    #expect(sdk.platformPresenter is HeadlessFullScreenPresenter)
    #expect(sdk.openLandingPage != nil)
    #expect(sdk.platformServices.count == 1)
    #expect(KontextVideo.makeShared(integrations: []).platformPresenter == nil)
  }

  @Test func onLinuxNoIntegrationIsRegistered() {
    #expect(KontextVideo.registeredIntegrations().isEmpty)
  }

  /// An app extension gets the renderer and the platform's facts, but not what needs the app
  /// itself (`UIApplication.shared`): its creatives are drawn, and nothing reaches for the app.
  @Test func anAppExtensionGetsEverythingButWhatNeedsTheApp() {
    #expect(KontextVideo.isAppExtension(bundleURL: URL(fileURLWithPath: "/A/Widget.appex")))
    #expect(KontextVideo.isAppExtension(bundleURL: URL(fileURLWithPath: "/A/Share.APPEX/")))
    #expect(!KontextVideo.isAppExtension(bundleURL: URL(fileURLWithPath: "/A/Series.app")))
    #expect(
      KontextVideo.integrationClassNames(bundleURL: URL(fileURLWithPath: "/A/Widget.appex"))
        == [KontextVideo.platformIntegrationClassName])
    #expect(
      KontextVideo.integrationClassNames(bundleURL: URL(fileURLWithPath: "/A/Series.app"))
        == [KontextVideo.platformIntegrationClassName, KontextVideo.appIntegrationClassName])
  }

  @Test func integrationsAreInstalledInOrder() {
    let sdk = KontextVideo.makeShared(integrations: [
      RecordingIntegration.self, SecondIntegration.self,
    ])
    #expect(sdk.platformServices.count == 2)
    #expect(sdk.platformServices.last is SecondIntegration)
  }

  @Test func showUsesThePlatformPresenterWhenTheAppInstalledNone() async throws {
    let fixture = Fixture()
    fixture.sdk.fullScreenPresenter = nil
    let platform = HeadlessFullScreenPresenter(clock: fixture.clock)
    fixture.sdk.platformPresenter = platform
    let ad = try await fixture.readyAd(.linear)
    try ad.show()
    #expect(platform.presentCount == 1)
    #expect(fixture.presenter.presentCount == 0)
  }

  @Test func theAppsOwnPresenterWinsOverThePlatformOne() async throws {
    let fixture = Fixture()
    let platform = HeadlessFullScreenPresenter(clock: fixture.clock)
    fixture.sdk.platformPresenter = platform
    let ad = try await fixture.readyAd(.linear)
    try ad.show()
    #expect(fixture.presenter.presentCount == 1)
    #expect(platform.presentCount == 0)
  }

  @Test func aCountedClickOpensItsLandingPageOnce() async throws {
    let fixture = Fixture()
    var opened: [URL] = []
    fixture.sdk.openLandingPage = { opened.append($0) }
    _ = try await fixture.shownAd(.overlay)
    fixture.container.tapAd()
    fixture.container.tapAd()  // the same touch, reported twice
    #expect(opened.count == 1)
    #expect(opened.first?.host == "kontext.so")
    await fixture.clock.advance(by: 1.5)
    fixture.container.tapAd()
    #expect(opened.count == 2)
  }

  @Test func anOverlayIsNotShownOverContentPlayingElsewhere() async throws {
    let fixture = Fixture()
    fixture.player.isPlayingElsewhere = true
    let ad = try await fixture.readyAd(.overlay)
    #expect(thrownError { try ad.show(in: fixture.container) } == .contentPlayingElsewhere)
    #expect(ad.isReady)
    #expect(fixture.container.installCount == 0)
  }

  @Test func anAdOverContentPlayingElsewhereCountsNoImpressionAndEndsInterrupted() async throws {
    let fixture = Fixture(playing: false)
    let ad = try await fixture.readyAd(.pause)
    try ad.show(in: fixture.container)
    fixture.player.isPlayingElsewhere = true  // AirPlay starts before the first sample
    await fixture.clock.advance(by: 1.5)
    #expect(!fixture.names(ad).contains(.impression))
    #expect(fixture.recorder.endReasons == [.interrupted])
  }

  @Test func aRotatedContainerGetsTheAdLaidOutAgainAtOnce() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    let portrait = try #require(fixture.container.placement?.frame)
    fixture.container.resize(width: 844, height: 390)
    let landscape = try #require(fixture.container.placement?.frame)
    #expect(landscape != portrait)
    #expect(fixture.container.relayoutCount == 1)
    #expect(landscape.y >= 390 * 2 / 3 - 1e-9)
    #expect(landscape.width * landscape.height <= 844 * 390 * 0.2 + 1e-6)
    #expect(fixture.recorder.endReasons.isEmpty)
  }

  @Test func aSizeChangeIsNoticedBySamplingToo() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    fixture.container.size = AdSize(width: 844, height: 390)  // no call from the container
    await fixture.clock.advance(by: 0.1)
    #expect(fixture.container.relayoutCount == 1)
    #expect(try #require(fixture.container.placement?.frame).maxY <= 390)
  }

  @Test func anAdThatNoLongerFitsEndsInterrupted() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    fixture.container.resize(width: 200, height: 120)
    #expect(fixture.recorder.endReasons == [.interrupted])
    #expect(fixture.container.placement == nil)
  }

  @Test func theSeedsNestedNameForNoFillReasonIsTheSameType() {
    let reason: VideoAdError.NoFillReason = .frequencyCapped
    #expect(
      VideoAdError.noFill(reason: reason) == .noFill(reason: NoFillReason(code: "frequency_capped"))
    )
  }

  @Test func aNonFiniteProgressReportIsIgnored() {
    let presentation = LinearAdPresentation(
      duration: 15, skipOffset: 5, creative: NothingRendered()
    ) { _ in }
    presentation.reportProgress(6)
    presentation.reportProgress(.nan)
    #expect(presentation.progress == 6)
    #expect(presentation.canSkip)
  }
}

/// An integration as the iOS layer's: it installs a presenter, an opener and a service.
@MainActor
final class RecordingIntegration: PlatformIntegration {
  static func install(into sdk: KontextVideo) {
    sdk.platformPresenter = HeadlessFullScreenPresenter(clock: sdk.clock)
    sdk.openLandingPage = { _ in }
    sdk.platformServices.append(RecordingIntegration())
  }
}

/// A second integration, installed after the first.
@MainActor
final class SecondIntegration: PlatformIntegration {
  static func install(into sdk: KontextVideo) {
    sdk.platformServices.append(SecondIntegration())
  }
}

/// A creative with nothing to draw.
@MainActor
final class NothingRendered: RenderedCreative {
  var eventHandler: (@MainActor (CreativeEvent) -> Void)?
  func didAppear() {}
  func release() {}
}

/// The background, and system UI over the app, are not the viewer moving an ad away.
@MainActor
struct AwayFromTheAppTests {
  @Test func aPauseAdStaysWhileTheAppIsInTheBackgroundEvenIfItsViewReportsOffScreen() async throws {
    let fixture = Fixture(playing: false)
    _ = try await fixture.shownAd(.pause)
    fixture.sdk.appDidEnterBackground()
    fixture.container.isInVisibleWindow = false  // what UIKit reports for a backgrounded scene
    await fixture.clock.advance(by: 5)
    #expect(fixture.recorder.endReasons.isEmpty)
    fixture.sdk.appWillEnterForeground()
    fixture.container.isInVisibleWindow = true
    await fixture.clock.advance(by: 5)
    #expect(fixture.recorder.endReasons.isEmpty)
  }

  @Test func systemUIOverTheAppNeitherEndsAnAdNorCountsAsViewing() async throws {
    let fixture = Fixture(playing: false)
    let ad = try await fixture.shownAd(.pause)
    fixture.sdk.isSystemUIOverApp = true  // Control Center pulled down
    fixture.container.visibleFraction = 0
    await fixture.clock.advance(by: 3)
    #expect(fixture.recorder.endReasons.isEmpty)
    #expect(!fixture.names(ad).contains(.viewable))
    fixture.sdk.isSystemUIOverApp = false
    await fixture.clock.advance(by: 1.5)  // still hidden once the app is back: the feed rule
    #expect(fixture.recorder.endReasons == [.interrupted])
  }

  @Test func playbackUnderSystemUICountsNoLinearViewability() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.linear)
    fixture.sdk.isSystemUIOverApp = true  // a call banner over the app; the video plays on
    await fixture.clock.advance(by: 3)
    #expect(!fixture.names(ad).contains(.viewable))
    fixture.sdk.isSystemUIOverApp = false
    await fixture.clock.advance(by: 2.5)
    #expect(fixture.names(ad).contains(.viewable))
  }
}
