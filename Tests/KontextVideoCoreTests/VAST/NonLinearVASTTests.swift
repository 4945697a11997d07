import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Overlay and pause ads whose creative is a VAST non-linear ad, read at load.
@MainActor
final class NonLinearVASTTests {
  let clock = ManualClock()
  /// The `VideoAds` of each test's ads, kept alive for the test (releasing one destroys it).
  private var kept: [VideoAds] = []

  static func vast(nonLinear: String, extra: String = "") -> String {
    """
    <VAST version="4.2"><Ad><InLine><AdSystem>N</AdSystem><AdTitle>N</AdTitle>
      <Impression>https://vast.example/imp</Impression>
      <Error>https://vast.example/error?code=[ERRORCODE]</Error>\(extra)
      <Creatives><Creative><NonLinearAds>
        \(nonLinear)
        <TrackingEvents>
          <Tracking event="creativeView">https://vast.example/view</Tracking>
          <Tracking event="close">https://vast.example/close</Tracking>
        </TrackingEvents>
      </NonLinearAds></Creative></Creatives>
    </InLine></Ad></VAST>
    """
  }

  static let imageNonLinear = """
    <NonLinear width="320" height="50" minSuggestedDuration="00:00:12">
      <StaticResource creativeType="image/png">https://cdn.example/strip.png</StaticResource>
      <NonLinearClickThrough>https://brand.example/landing</NonLinearClickThrough>
      <NonLinearClickTracking>https://vast.example/click</NonLinearClickTracking>
    </NonLinear>
    """

  private func loadedAd(
    _ format: AdFormat = .overlay, xml: String, slotFields: [String: Any] = [:]
  ) async throws -> (VideoAd, VASTStubServer, KontextVideo) {
    let server = VASTStubServer(
      format: format, creative: ["type": "vast", "xml": xml], slotFields: slotFields)
    let (sdk, ads, _) = server.makeSDK(clock: clock)
    let ad = try await ads.format(format)
    try await ad.load()
    kept.append(ads)
    return (ad, server, sdk)
  }

  @Test func anOverlayDrawsTheImageItsVASTNames() async throws {
    let (ad, _, _) = try await loadedAd(xml: Self.vast(nonLinear: Self.imageNonLinear))
    let slot = ad.controller.slot
    #expect(slot.creative.source == .image(URL(string: "https://cdn.example/strip.png")!))
    #expect(slot.creative.size == AdSize(width: 320, height: 50))
    #expect(slot.displaySeconds == 12)
    #expect(slot.clickURL == URL(string: "https://brand.example/landing"))
  }

  @Test func theServersDisplayTimeWinsOverTheMinimumSuggestedDuration() async throws {
    let (ad, _, _) = try await loadedAd(
      xml: Self.vast(nonLinear: Self.imageNonLinear), slotFields: ["display_seconds": 6])
    let slot = ad.controller.slot
    #expect(slot.displaySeconds == 6)
  }

  @Test func aPauseAdTakesItsNonLinearToo() async throws {
    let (ad, _, _) = try await loadedAd(.pause, xml: Self.vast(nonLinear: Self.imageNonLinear))
    let slot = ad.controller.slot
    #expect(slot.creative.source == .image(URL(string: "https://cdn.example/strip.png")!))
    #expect(slot.displaySeconds == nil)  // a pause ad stays while the viewer is paused
  }

  @Test func impressionViewClickAndCloseReachTheVASTsURLs() async throws {
    let (ad, server, sdk) = try await loadedAd(xml: Self.vast(nonLinear: Self.imageNonLinear))
    let container = HeadlessContainer(width: 390, height: 693)
    try ad.show(in: container)
    await clock.advance(by: 1)
    container.tapAd()
    container.tapClose()
    await sdk.deliverPendingEvents()
    for pixel in ["imp", "view", "click", "close"] {
      #expect(
        server.requested.filter { $0 == "https://vast.example/\(pixel)" }.count == 1,
        "\(pixel) fired once")
    }
  }

  @Test func anIFrameResourceWinsOverInlineHTMLAndAnUnknownImageTypeIsSkipped() async throws {
    let nonLinear = """
      <NonLinear>
        <StaticResource creativeType="application/x-shockwave-flash">https://cdn.example/a.swf</StaticResource>
        <HTMLResource><![CDATA[<p>Hi</p>]]></HTMLResource>
        <IFrameResource>https://creative.example/frame.html</IFrameResource>
      </NonLinear>
      """
    let (ad, _, _) = try await loadedAd(xml: Self.vast(nonLinear: nonLinear))
    let slot = ad.controller.slot
    #expect(slot.creative.source == .html(URL(string: "https://creative.example/frame.html")!))
  }

  @Test func inlineHTMLIsKeptAsADocument() async throws {
    let nonLinear = "<NonLinear><HTMLResource><![CDATA[<p>Hi</p>]]></HTMLResource></NonLinear>"
    let (ad, _, _) = try await loadedAd(xml: Self.vast(nonLinear: nonLinear))
    let slot = ad.controller.slot
    #expect(slot.creative.source == .htmlDocument("<p>Hi</p>"))
    #expect(slot.creative.url == nil)
  }

  @Test func theFirstNonLinearWithADrawableResourceWins() {
    let nonLinears = [
      VASTNonLinear(
        width: 1, height: 1, minimumSuggestedDuration: nil,
        resources: [.staticImage(url: "ftp://x.example/a.png", mimeType: "image/png")],
        clickThrough: nil, clickTrackingURLs: []),
      VASTNonLinear(
        width: 2, height: 2, minimumSuggestedDuration: nil,
        resources: [.iframe(url: "https://b.example/")], clickThrough: nil,
        clickTrackingURLs: []),
    ]
    let choice = VASTNonLinearChoice(nonLinears)
    #expect(choice?.nonLinear.width == 2)
    #expect(choice?.source == .html(URL(string: "https://b.example/")!))
  }

  @Test func aLinearOnlyVASTCannotFillAnOverlayAndSaysSo() async throws {
    let server = VASTStubServer(
      format: .overlay, creative: ["type": "vast", "xml": LinearVASTTests.inline])
    let (sdk, ads, _) = server.makeSDK(clock: clock)
    let ad = try await ads.format(.overlay)
    let error = await awaitedError { try await ad.load() }
    #expect(
      error
        == .loadFailed(
          "VAST error 200: the VAST ad has no non-linear creative for the overlay slot"))
    _ = sdk
  }

  @Test func aNonLinearWithNothingDrawableIs503AtItsErrorURL() async throws {
    let nonLinear = """
      <NonLinear><StaticResource creativeType="application/x-shockwave-flash">\
      https://cdn.example/a.swf</StaticResource></NonLinear>
      """
    let server = VASTStubServer(
      format: .overlay, creative: ["type": "vast", "xml": Self.vast(nonLinear: nonLinear)])
    let (sdk, ads, _) = server.makeSDK(clock: clock)
    let ad = try await ads.format(.overlay)
    let error = await awaitedError { try await ad.load() }
    #expect(error?.description.contains("VAST error 503") == true)
    await sdk.deliverPendingEvents()
    #expect(server.requested.contains("https://vast.example/error?code=503"))
  }

  @Test func vastExpiresShortensTheAdsLifetime() async throws {
    let (ad, _, _) = try await loadedAd(
      xml: Self.vast(nonLinear: Self.imageNonLinear, extra: "<Expires>30</Expires>"))
    #expect(ad.isReady)
    await clock.advance(by: 30)
    #expect(!ad.isReady)
    #expect(ad.controller.lifecycle.state == .discarded(.expired))
  }

  @Test func wrapperNonLinearClickTrackingAndVerificationsAreMerged() {
    let wrapper = VASTAd(
      id: nil, sequence: nil, kind: .wrapper, adSystem: nil, adTitle: nil, adTagURI: "https://x",
      impressionURLs: [], errorURLs: [], linear: nil,
      nonLinears: [
        VASTNonLinear(
          width: nil, height: nil, minimumSuggestedDuration: nil, resources: [],
          clickThrough: nil, clickTrackingURLs: ["https://wrapper.example/click"])
      ],
      nonLinearTracking: [], expiresSeconds: nil,
      verifications: [
        VASTVerification(
          XMLNode(
            name: "Verification", attributes: ["vendor": "wrapper.example"], text: "", children: [])
        )
      ], extensions: [])
    var inline = wrapper
    inline.kind = .inline
    inline.verifications = []
    inline.nonLinears[0].clickTrackingURLs = ["https://inline.example/click"]
    let merged = VASTResolver.merge(inline, wrappers: [wrapper])
    #expect(
      merged.nonLinears[0].clickTrackingURLs == [
        "https://inline.example/click", "https://wrapper.example/click",
      ])
    #expect(merged.verifications.map(\.vendor) == ["wrapper.example"])
  }
}
