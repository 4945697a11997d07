import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Which landing pages a click may open, and one delegate call per click.
@MainActor
struct ClickPolicyTests {
  @Test(arguments: [
    "https://brand.example/landing", "http://brand.example", "HTTPS://Brand.Example/a",
    "itms-apps://apps.apple.com/app/id123", "itms-appss://apps.apple.com/app/id123",
    "https://apps.apple.com/app/id123", "  https://brand.example/trimmed  ",
  ])
  func opens(_ text: String) {
    #expect(ClickPolicy.destination(text) != nil)
  }

  @Test(arguments: [
    "javascript:alert(1)", "data:text/html,<b>hi</b>", "file:///etc/hosts", "myapp://deep/link",
    "https://", "http:///path", "/relative", "", "tel:123", "sms:123", "mailto:a@b.example",
    "https://brand.example/" + String(repeating: "a", count: 3000),
    "https://user:pw@brand.example/", "https://user@brand.example/landing",
    "itms-apps://user:pw@apps.apple.com/app/id1",
  ])
  func refuses(_ text: String) {
    #expect(ClickPolicy.destination(text) == nil)
  }

  @Test func aNativeTapAndTheCreativesClickForOneTouchAreOneClick() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.pause)
    ad.controller.rendered?.eventHandler?(.click(URLString: "https://brand.example/from-creative"))
    fixture.container.tapAd()
    #expect(fixture.recorder.callbacks.filter { $0.description == "didClick" }.count == 1)
    #expect(
      fixture.recorder.callbacks.contains(
        .click(adID: ad.id, destination: URL(string: "https://brand.example/from-creative"))))
    await fixture.clock.advance(by: ClickPolicy.duplicateWindow)
    fixture.container.tapAd()
    #expect(fixture.recorder.callbacks.filter { $0.description == "didClick" }.count == 2)
    #expect(fixture.names(ad).filter { $0 == .click }.count == 2)
  }

  @Test func aCreativeClickToAnUnsafePageIsNoClick() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.pause)
    ad.controller.rendered?.eventHandler?(.click(URLString: "javascript:alert(1)"))
    #expect(!fixture.names(ad).contains(.click))
    #expect(!fixture.recorder.callbacks.contains { $0.description == "didClick" })
  }

  @Test func anAppStoreLinkFromTheCreativeIsGivenToTheDelegate() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    ad.controller.rendered?.eventHandler?(.click(URLString: "itms-apps://apps.apple.com/app/id123"))
    #expect(
      fixture.recorder.callbacks.contains(
        .click(adID: ad.id, destination: URL(string: "itms-apps://apps.apple.com/app/id123"))))
  }

  /// A tap that an HTML creative which does not click by itself left unanswered is a click to
  /// the ad's click-through URL, one per touch with the native tap's.
  @Test func anUnansweredTapIsAClickToTheAdsClickThroughURL() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    let clickURL = try #require(ad.controller.slot.clickURL)
    ad.controller.rendered?.eventHandler?(.unansweredTap)
    ad.controller.rendered?.eventHandler?(.unansweredTap)
    #expect(
      fixture.recorder.callbacks.filter { $0.description == "didClick" }
        == [.click(adID: ad.id, destination: clickURL)])
    #expect(fixture.names(ad).filter { $0 == .click }.count == 1)
  }

  @Test func theCreativesOwnCloseEndsTheAdClosed() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.pause)
    ad.controller.rendered?.eventHandler?(.close)
    #expect(fixture.recorder.endReasons == [.closed])
    #expect(fixture.names(ad).suffix(2) == [.close, .ended(.closed)])
  }

  @Test func theHostPageHandsTheBridgeTheNativePolicy() throws {
    let page = try HTMLCreativeHostPage.render(
      slotID: "s", source: .html(URL(string: "https://creative.example/ad")!),
      inlineURL: HTMLCreativeHostPage.newInlineURL()
    ).hostPage
    for scheme in ClickPolicy.webSchemes + ClickPolicy.appStoreSchemes {
      #expect(page.contains("\"\(scheme)\""), "\(scheme) is in the page's click policy")
    }
    #expect(page.contains("\"maxLength\":\(ClickPolicy.maximumLength)"))
  }
}
