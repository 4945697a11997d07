import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// What a click becomes on Apple TV, which shows no web page: a web link is no click, and the
/// "About this ad" screen shows it as a QR code for the viewer's phone; a link the system hands
/// to an app is a click as on a phone; nothing is counted when nothing opens.
@MainActor
struct AppleTVClickTests {
  static let web = URL(string: "https://brand.example/landing?campaign=7")!
  static let plainWeb = URL(string: "http://brand.example/landing")!
  static let appStore = URL(string: "https://apps.apple.com/us/app/brand/id123456789")!
  static let storeApp = URL(string: "itms-apps://apps.apple.com/app/id123456789")!
  static let deepLink = URL(string: "brandapp://offer/12")!
  static let sandboxLandingPage = URL(string: "https://kontext.so/?utm_source=sandbox")!

  /// A link of exactly `bytes` bytes.
  static func link(ofBytes bytes: Int) -> URL {
    let prefix = "https://brand.example/"
    return URL(string: prefix + String(repeating: "a", count: bytes - prefix.utf8.count))!
  }

  @Test func theCodeIsOfferedOnlyOnATVAndOnlyForAnHTTPOrHTTPSLink() {
    #expect(TelevisionClick.phoneLink(for: Self.web) == Self.web)
    #expect(TelevisionClick.phoneLink(for: Self.plainWeb) == Self.plainWeb)
    for refused in [Self.appStore, Self.storeApp, Self.deepLink] {
      #expect(TelevisionClick.phoneLink(for: refused) == nil, "\(refused)")
    }
    #expect(TelevisionClick.phoneLink(for: nil) == nil)
    #expect(TelevisionClick.phoneLink(for: URL(string: "https://user:pw@brand.example/")) == nil)

    let disclosure = AdDisclosure(
      advertiser: "Brand", reasons: [], moreInformationURL: URL(string: "https://brand.example/why")
    )
    let english = AdChromeStrings(language: "en")
    let onTV = AdInfoSheetContent(
      disclosure: disclosure.withoutWebPages(phoneLink: TelevisionClick.phoneLink(for: Self.web)),
      strings: english)
    #expect(onTV.linkCode?.url == Self.web)
    #expect(onTV.linkCode?.caption == "Scan to open on your phone")
    #expect(onTV.moreInformation == nil, "a page the TV could not open is not offered")
    let onPhone = AdInfoSheetContent(disclosure: disclosure, strings: english)
    #expect(onPhone.linkCode == nil)
    #expect(onPhone.moreInformation != nil)
  }

  @Test func aLinkLongerThanAVersion10CodeHoldsAtLevelMIsRefused() {
    #expect(LinkCode.correctionLevel == "M")
    #expect(LinkCode.maximumBytes == 213)
    let longest = Self.link(ofBytes: 213)
    #expect(longest.absoluteString.utf8.count == 213)
    #expect(TelevisionClick.phoneLink(for: longest) == longest)
    #expect(LinkCode(url: longest, caption: "c")?.message.count == 213)
    let tooLong = Self.link(ofBytes: 214)
    #expect(TelevisionClick.phoneLink(for: tooLong) == nil)
    #expect(LinkCode(url: tooLong, caption: "c") == nil)
    #expect(TelevisionClick.decide(tooLong, opensWebPages: false) == .nothing)
  }

  @Test func theCodeTakesHalfTheScreenInWholePointsAModule() {
    // A version 10 symbol and its quiet zone: 57 + 8 modules on a 1080-point screen.
    #expect(LinkCode.modulePoints(modules: 57, screenHeight: 1080) == 8)
    #expect(LinkCode.modulePoints(modules: 21, screenHeight: 1080) == 18)
    #expect(LinkCode.modulePoints(modules: 57, screenHeight: 100) == 1, "never under a point")
    for modules in [21, 25, 33, 45, 57] {
      let points = LinkCode.modulePoints(modules: modules, screenHeight: 1080)
      let side = points * Double(modules + 2 * LinkCode.quietZoneModules)
      #expect(side <= 540 && side > 540 - Double(modules + 8), "\(modules) modules: \(side) pt")
    }
  }

  @Test func theClickRuleOnATVAndOnAPhone() {
    let table: [(URL?, TelevisionClick)] = [
      (Self.web, .showCode(Self.web)),
      (Self.plainWeb, .showCode(Self.plainWeb)),
      (Self.appStore, .nothing),
      (Self.storeApp, .open),
      (Self.deepLink, .open),
      (nil, .nothing),
    ]
    for (link, onTV) in table {
      #expect(
        TelevisionClick.decide(link, opensWebPages: false) == onTV, "\(String(describing: link))")
      #expect(TelevisionClick.decide(link, opensWebPages: true) == .open, "a phone is unchanged")
    }
  }

  @Test func selectingAPauseAdOnATVOpensItsAboutScreenWithTheCodeAndCountsNoClick() async throws {
    let fixture = Fixture(playing: false)
    fixture.sdk.platformInfo = { AppleTVCreativeTests.appleTV }
    let (clicks, _) = fixture.sdk.installHeadlessClicks()
    let ad = try await fixture.shownAd(.pause)
    let placement = try #require(fixture.container.placement)
    #expect(placement.disclosure.phoneLink == Self.sandboxLandingPage)
    #expect(placement.disclosure.moreInformationURL == nil)
    let sheet = AdInfoSheetContent(disclosure: placement.disclosure, strings: .init(language: "en"))
    #expect(sheet.linkCode?.url == Self.sandboxLandingPage)
    var requests = 0
    placement.onInfoRequested = { [weak placement] in
      requests += 1
      placement?.viewerOpenedInfo()  // as the ad's view does for ⓘ
    }
    await fixture.clock.advance(by: 0.2)
    fixture.container.tapAd()
    #expect(requests == 1)
    #expect(clicks.opened.isEmpty, "nothing opens on the TV")
    let names = fixture.names(ad)
    #expect(!names.contains(.click), "no click beacon fires for what did not open")
    #expect(!names.contains(.landingPageOpened))
    #expect(names.contains(.infoOpened))
    #expect(!fixture.recorder.callbacks.contains { $0.description == "didClick" })
    fixture.container.tapAd()  // the screen is up: nothing more
    #expect(requests == 1)
    fixture.container.closeInfo()
    #expect(fixture.names(ad).contains(.infoClosed))
    #expect(fixture.recorder.endReasons.isEmpty, "the ad goes on")
  }

  @Test func aViewThatOpensNoScreenLeavesTheSelectionUncounted() async throws {
    let fixture = Fixture(playing: false)
    fixture.sdk.platformInfo = { AppleTVCreativeTests.appleTV }
    let (clicks, _) = fixture.sdk.installHeadlessClicks()
    let ad = try await fixture.shownAd(.pause)
    fixture.container.tapAd()  // a container that does not answer the request
    #expect(clicks.opened.isEmpty)
    #expect(!fixture.names(ad).contains(.click) && !fixture.names(ad).contains(.infoOpened))
  }

  @Test func selectingALinearAdOnATVHoldsItsVideoUnderTheAboutScreen() async throws {
    let fixture = Fixture()
    fixture.sdk.platformInfo = { AppleTVCreativeTests.appleTV }
    let (clicks, _) = fixture.sdk.installHeadlessClicks()
    let ad = try await fixture.shownAd(.linear)
    let presentation = try #require(fixture.presenter.presentation)
    presentation.onInfoRequested = { [weak presentation] in presentation?.viewerOpenedInfo() }
    await fixture.clock.advance(by: 2)
    fixture.presenter.tapAd()
    #expect(clicks.opened.isEmpty)
    #expect(fixture.presenter.isPlaybackPaused, "the video waits while the screen is up")
    #expect(!fixture.names(ad).contains(.click) && fixture.names(ad).contains(.infoOpened))
  }

  @Test func aLinkTheSystemHandsToAnAppIsAClickOnATV() async throws {
    let fixture = Fixture(playing: false)
    fixture.sdk.platformInfo = { AppleTVCreativeTests.appleTV }
    let (clicks, _) = fixture.sdk.installHeadlessClicks()
    let ad = try await fixture.shownAd(.pause)
    ad.controller.click(Self.deepLink)
    #expect(clicks.opened == [.system(Self.deepLink)])
    #expect(fixture.names(ad).filter { $0 == .click }.count == 1)
  }

  @Test func onAPhoneTheSameSelectionIsAClickAndTheSheetHasNoCode() async throws {
    let fixture = Fixture(playing: false)
    fixture.sdk.platformInfo = {
      var phone = AppleTVCreativeTests.appleTV
      phone.os = "ios"
      return phone
    }
    let (clicks, _) = fixture.sdk.installHeadlessClicks()
    let ad = try await fixture.shownAd(.pause)
    let placement = try #require(fixture.container.placement)
    #expect(placement.disclosure.phoneLink == nil)
    var requests = 0
    placement.onInfoRequested = { requests += 1 }
    await fixture.clock.advance(by: 0.2)
    fixture.container.tapAd()
    #expect(requests == 0)
    #expect(clicks.opened == [.inAppBrowser(Self.sandboxLandingPage)])
    #expect(fixture.names(ad).filter { $0 == .click }.count == 1)
  }

  @Test func theCaptionIsInEveryLanguage() throws {
    let english = AdChromeStrings(language: "en").text(.scanToOpenOnPhone)
    for language in AdChromeStrings.supportedLanguages {
      let table = try #require(AdChromeStrings.table(language: language), "\(language)")
      let entry = try #require(table[AdChromeText.scanToOpenOnPhone.key], "\(language)")
      #expect(!entry.isEmpty)
      #expect(AdChromeStrings(language: language).text(.scanToOpenOnPhone) == entry)
      if language != "en" { #expect(entry != english, "\(language) is translated") }
    }
  }
}
