import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Ad pods as a break: the pod in `sequence` order, pods inside wrappers, and the buffet's
/// stand-alone ads standing in for a pod ad that fails. Pages served by a stub keyed by URL.
@MainActor
struct VASTBreakTests {
  let clock = ManualClock()

  /// An inline ad `name`, with a `sequence` when given.
  static func inline(_ name: String, sequence: Int? = nil, seconds: Int = 15) -> String {
    let sequenced = sequence.map { " sequence=\"\($0)\"" } ?? ""
    return """
      <Ad id="\(name)"\(sequenced)><InLine><AdSystem>I</AdSystem><AdTitle>\(name)</AdTitle>
        <Impression>https://i.example/\(name)/imp</Impression>
        <Error>https://i.example/\(name)/err</Error>
        <Creatives><Creative><Linear><Duration>00:00:\(seconds)</Duration>
          <MediaFiles><MediaFile type="video/mp4">https://cdn.example/\(name).mp4</MediaFile>
          </MediaFiles></Linear></Creative></Creatives>
      </InLine></Ad>
      """
  }

  /// A wrapper ad `name` pointing to `next`, with its attributes.
  static func wrapper(
    _ name: String, to next: String, sequence: Int? = nil, attributes: String = ""
  ) -> String {
    let sequenced = sequence.map { " sequence=\"\($0)\"" } ?? ""
    return """
      <Ad id="\(name)"\(sequenced)><Wrapper\(attributes)><AdSystem>W</AdSystem>
        <VASTAdTagURI><![CDATA[\(next)]]></VASTAdTagURI>
        <Impression>https://w.example/\(name)/imp</Impression>
        <Error>https://w.example/\(name)/err</Error>
      </Wrapper></Ad>
      """
  }

  static func vast(_ ads: String...) -> String {
    "<VAST version=\"4.1\">\(ads.joined())</VAST>"
  }

  private func resolveBreak(_ first: String, pages: [String: String] = [:]) async -> VASTBreak {
    let transport = ScriptedTransport()
    transport.answer({ _ in true }, with: { _ in .status(404) })
    for (url, page) in pages {
      transport.answer(url: url, with: .status(200, body: Data(page.utf8)))
    }
    return await VASTResolver(transport: transport, clock: clock).resolveBreak(Data(first.utf8))
  }

  private func titles(_ adBreak: VASTBreak) -> [String] {
    adBreak.ads.map { $0.adTitle ?? "?" }
  }

  @Test func aPodPlaysInSequenceOrderAndItsBuffetWaits() async {
    let adBreak = await resolveBreak(
      Self.vast(
        Self.inline("second", sequence: 2), Self.inline("spare"),
        Self.inline("first", sequence: 1)))
    #expect(titles(adBreak) == ["first", "second"])
    #expect(adBreak.failures.isEmpty)
    #expect(adBreak.stoodIn == 0)
  }

  @Test func theBuffetsInlineAdsNotTakenAreSparesAndItsWrappersAreNot() async {
    let adBreak = await resolveBreak(
      Self.vast(
        Self.inline("one", sequence: 1), Self.inline("spare-1"),
        Self.wrapper("spare-wrapper", to: "https://w.example/next"), Self.inline("spare-2")))
    #expect(titles(adBreak) == ["one"])
    #expect(adBreak.spares.map { $0.adTitle ?? "?" } == ["spare-1", "spare-2"])
  }

  @Test func withoutAPodTheFirstStandAloneAdThatPlaysIsTheBreak() async {
    let adBreak = await resolveBreak(
      Self.vast(
        Self.wrapper("broken", to: "https://w.example/missing"), Self.inline("alone"),
        Self.inline("other")))
    #expect(titles(adBreak) == ["alone"])
    #expect(adBreak.failures.map(\.error.code) == [301])
    #expect(adBreak.failures.first?.errorURLs == ["https://w.example/broken/err"])
  }

  @Test func aFailedPodAdIsStoodInForFromTheBuffetInOrder() async {
    let adBreak = await resolveBreak(
      Self.vast(
        Self.inline("first", sequence: 1),
        Self.wrapper("gone", to: "https://w.example/missing", sequence: 2),
        Self.inline("third", sequence: 3),
        Self.wrapper("bad-spare", to: "https://w.example/missing-too"), Self.inline("spare"),
        Self.inline("unused")))
    #expect(titles(adBreak) == ["first", "spare", "third"])
    #expect(adBreak.stoodIn == 1)
    // The failed pod ad and the failed spare are each reported to their own chain.
    #expect(
      adBreak.failures.map(\.errorURLs) == [
        ["https://w.example/gone/err"], ["https://w.example/bad-spare/err"],
      ])
  }

  @Test func anEmptyAnswerWithoutFallbackMovesTheBreakOnWithoutAStandIn() async {
    let adBreak = await resolveBreak(
      Self.vast(
        Self.inline("first", sequence: 1),
        Self.wrapper(
          "empty", to: "https://w.example/empty", sequence: 2,
          attributes: " fallbackOnNoAd=\"false\""),
        Self.inline("spare")),
      pages: ["https://w.example/empty": Self.vast()])
    #expect(titles(adBreak) == ["first"])
    #expect(adBreak.failures.map(\.error.code) == [303])
    #expect(adBreak.stoodIn == 0)
  }

  @Test func aWrapperThatAllowsMultipleAdsExpandsIntoItsPodWithItsTracking() async {
    let adBreak = await resolveBreak(
      Self.vast(
        Self.wrapper(
          "outer", to: "https://w.example/pod", attributes: " allowMultipleAds=\"true\"")),
      pages: [
        "https://w.example/pod": Self.vast(
          Self.inline("b", sequence: 2), Self.inline("a", sequence: 1), Self.inline("loose"))
      ])
    #expect(titles(adBreak) == ["a", "b"])
    // Each ad of the pod carries the wrapper's impression.
    for ad in adBreak.ads {
      #expect(ad.impressionURLs.contains("https://w.example/outer/imp"))
    }
  }

  @Test func aWrapperThatAllowsOneAdTakesTheFirstStandAloneAdOfAPodResponse() async {
    let adBreak = await resolveBreak(
      Self.vast(Self.wrapper("outer", to: "https://w.example/pod")),
      pages: [
        "https://w.example/pod": Self.vast(
          Self.inline("a", sequence: 1), Self.inline("b", sequence: 2), Self.inline("loose"))
      ])
    #expect(titles(adBreak) == ["loose"])
  }

  @Test func aWrapperThatForbidsFurtherWrappersEndsAtTheNextOne() async {
    let adBreak = await resolveBreak(
      Self.vast(
        Self.wrapper(
          "outer", to: "https://w.example/next",
          attributes: " followAdditionalWrappers=\"false\"")),
      pages: [
        "https://w.example/next": Self.vast(
          Self.wrapper("inner", to: "https://w.example/final")),
        "https://w.example/final": Self.vast(Self.inline("never")),
      ])
    #expect(adBreak.ads.isEmpty)
    #expect(adBreak.failures.map(\.error.code) == [302])
  }

  @Test func aBreakHoldsAtMostFiveAds() async {
    let pod = (1...8).map { (index: Int) in Self.inline("ad\(index)", sequence: index) }.joined()
    let adBreak = await resolveBreak("<VAST version=\"4.1\">\(pod)</VAST>")
    #expect(adBreak.ads.count == VASTResolver.maximumBreakAds)
    #expect(titles(adBreak) == ["ad1", "ad2", "ad3", "ad4", "ad5"])
  }

  @Test func aBreakFetchesAtMostSixteenDocuments() async {
    // Ten pod ads, each a wrapper whose page is another wrapper: 20 fetches if all were made.
    var pages: [String: String] = [:]
    var ads = ""
    for index in 1...10 {
      ads += Self.wrapper("w\(index)", to: "https://w.example/\(index)/a", sequence: index)
      pages["https://w.example/\(index)/a"] = Self.vast(
        Self.wrapper("m\(index)", to: "https://w.example/\(index)/b"))
      pages["https://w.example/\(index)/b"] = Self.vast(Self.inline("ad\(index)"))
    }
    let adBreak = await resolveBreak("<VAST version=\"4.1\">\(ads)</VAST>", pages: pages)
    #expect(adBreak.ads.count == VASTResolver.maximumBreakAds)
    let failed = await resolveBreak(
      "<VAST version=\"4.1\">\(ads)</VAST>",
      pages: pages.filter { !$0.key.hasSuffix("/b") })
    // Each chain fails at its second hop; eight chains use up the sixteen documents.
    #expect(failed.ads.isEmpty)
    #expect(failed.failures.count == 10)
    #expect(failed.failures.suffix(2).allSatisfy { $0.error.code == 302 })
  }

  @Test func anUnreadableResponseIsOneFailure() async {
    let adBreak = await resolveBreak("<VAST version=\"4.1\"><Ad>")
    #expect(adBreak.ads.isEmpty)
    #expect(adBreak.failures.count == 1)
  }

  @Test func theWrapperRulesReadVASTsSpellings() {
    #expect(
      VASTWrapperRules(attributes: ["allowMultipleAds": "1", "fallbackOnNoAd": "FALSE"])
        == VASTWrapperRules(allowsMultipleAds: true, fallsBackOnNoAd: false))
    #expect(VASTWrapperRules(attributes: ["allowMultipleAds": "yes"]) == VASTWrapperRules())
    #expect(VASTWrapperRules(attributes: [:]).followsAdditionalWrappers)
  }
}
