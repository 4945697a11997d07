import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Apple TV has no web view: its requests ask for no HTML, the sandbox answers with images,
/// and a slot that carries HTML all the same fails typed at load, before anything is counted.
@MainActor
struct AppleTVCreativeTests {
  /// The platform of an Apple TV running tvOS 17.
  nonisolated static var appleTV: PlatformInfo {
    var platform = PlatformInfo.current()
    platform.os = "tvos"
    platform.osVersion = "17.0"
    return platform
  }

  private func creativeTypes(_ platform: PlatformInfo) throws -> [String]? {
    let json = try AdRequestBodyTests.requestJSON(format: .overlay, platform: platform)
    let placement = try #require(json["placement"] as? [String: Any])
    return placement["creative_types"] as? [String]
  }

  @Test func theRequestOfAnAppleTVAsksForNoHTML() throws {
    #expect(try creativeTypes(Self.appleTV) == ["image", "vast"])
    #expect(Self.appleTV.skAdNetwork == nil)
    var phone = Self.appleTV
    phone.os = "ios"
    #expect(try creativeTypes(phone) == ["image", "vast", "html"])
  }

  @Test func theSandboxFillsAnAppleTVsOverlayWithAnImageThatShows() async throws {
    let fixture = Fixture()
    fixture.sdk.platformInfo = { Self.appleTV }
    let ad = try await fixture.shownAd(.overlay)
    #expect(!ad.controller.slot.creative.isHTML)
    #expect(fixture.names(ad).contains(.shown))
    #expect(ad.controller.lifecycle.state == .onScreen)
  }

  @Test func anHTMLSlotOnAnAppleTVFailsTypedAtLoadAndCountsNothing() async throws {
    let server = VASTStubServer(
      format: .overlay, creative: [:],
      slotFields: [
        "creative": ["type": "html", "width": 320, "height": 50],
        "iframe_url": "https://creative.example/overlay",
      ])
    let clock = ManualClock()
    let (sdk, ads, recorder) = server.makeSDK(clock: clock)
    sdk.platformInfo = { Self.appleTV }
    let ad = try await ads.format(.overlay)
    let error = await awaitedError { try await ad.load() }
    #expect(error == .loadFailed(AdCreative.htmlUnsupported))
    let names = recorder.eventNames(ofAd: ad.id)
    #expect(names.last == .notUsed(.failed))
    #expect(!names.contains(.shown) && !names.contains(.impression))
  }

  @Test func aNonLinearVASTAdOnAnAppleTVTakesItsImageAndNeverItsHTML() throws {
    let iframeThenImage = [
      VASTNonLinear(
        resources: [.iframe(url: "https://creative.example/frame")], clickTrackingURLs: []),
      VASTNonLinear(
        resources: [.staticImage(url: "https://creative.example/a.png", mimeType: "image/png")],
        clickTrackingURLs: []),
    ]
    let onPhone = try #require(VASTNonLinearChoice(iframeThenImage))
    #expect(onPhone.source == .html(URL(string: "https://creative.example/frame")!))
    let onTV = try #require(VASTNonLinearChoice(iframeThenImage, rendersHTML: false))
    #expect(onTV.source == .image(URL(string: "https://creative.example/a.png")!))
    #expect(
      VASTNonLinearChoice(
        [VASTNonLinear(resources: [.html("<p>ad</p>")], clickTrackingURLs: [])], rendersHTML: false)
        == nil)
  }

  @Test func learnMoreIsOfferedOnAnAppleTVOnlyForALinkItCanHandOver() async throws {
    let web = URL(string: "https://brand.example/landing")
    let app = URL(string: "brandapp://offer/12")
    #expect(!Self.appleTV.offersLandingPage(web))
    #expect(Self.appleTV.offersLandingPage(app))
    #expect(!Self.appleTV.offersLandingPage(nil))
    var phone = Self.appleTV
    phone.os = "ios"
    #expect(phone.offersLandingPage(web))

    let fixture = Fixture()
    fixture.sdk.platformInfo = { Self.appleTV }
    _ = try await fixture.shownAd(.linear)
    let presentation = try #require(fixture.presenter.presentation)
    #expect(!presentation.hasLandingPage)
    #expect(!presentation.chromeElements.contains(.learnMore))
  }
}
