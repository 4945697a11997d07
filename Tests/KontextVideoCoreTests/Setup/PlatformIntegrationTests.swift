import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The seams the iOS layer plugs into: its integrations, in order and per kind of process, its
/// presenter, and its landing-page opener.
@MainActor
struct PlatformIntegrationTests {
  @Test func anIntegrationEquipsTheSharedInstanceWithNoCallFromTheApp() {
    let sdk = KontextVideo.makeShared(integrations: [RecordingIntegration.self])
    #expect(sdk.platformPresenter is HeadlessFullScreenPresenter)
    #expect(sdk.clickOpener != nil)
    #expect(sdk.platformServices.count == 1)
    #expect(RecordingIntegration.attached.contains(ObjectIdentifier(sdk)))
    #expect(KontextVideo.makeShared(integrations: []).platformPresenter == nil)
  }

  @Test func onLinuxNoIntegrationIsRegistered() {
    #expect(KontextVideo.registeredIntegrations().isEmpty)
  }

  /// An app extension gets the renderer and the tracking status, but not what needs the app
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
    let fixture = Fixture(playing: false)
    let (clicks, _) = fixture.sdk.installHeadlessClicks()
    _ = try await fixture.shownAd(.pause)
    fixture.container.tapAd()
    fixture.container.tapAd()  // the same touch, reported twice
    #expect(clicks.opened.count == 1)
    #expect(
      clicks.opened.first == .inAppBrowser(URL(string: "https://kontext.so/?utm_source=sandbox")!))
    clicks.closePage()
    await fixture.clock.advance(by: 1.5)
    fixture.container.tapAd()
    #expect(clicks.opened.count == 2)
  }
}

/// An integration as the iOS layer's: it equips a presenter, an opener and a service, and is
/// attached to the instance once built.
@MainActor
final class RecordingIntegration: PlatformIntegration {
  static var attached: [ObjectIdentifier] = []

  static func equip(_ environment: inout KontextVideo.Environment, clock: any AdClock) {
    environment.platformPresenter = HeadlessFullScreenPresenter(clock: clock)
    environment.clickOpener = HeadlessClickOpener()
    environment.platformServices.append(RecordingIntegration())
  }

  static func attach(to sdk: KontextVideo) {
    #expect(sdk.platformPresenter != nil, "attached once built with what it equipped")
    attached.append(ObjectIdentifier(sdk))
  }
}

/// A second integration, equipped after the first (whose service it finds), attached to
/// nothing.
@MainActor
final class SecondIntegration: PlatformIntegration {
  static func equip(_ environment: inout KontextVideo.Environment, clock: any AdClock) {
    #expect(environment.platformServices.first is RecordingIntegration)
    environment.platformServices.append(SecondIntegration())
  }
}
