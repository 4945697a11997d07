import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The inspector's record of each ad: the request with its consent and identifiers, the answer
/// and its lifetime, the VAST chain with each hop's time, the media chosen and why, and the
/// timeline with every event kind and error.
@MainActor
struct AdInspectorTests {
  /// One of every event kind the SDK emits.
  static let everyKind: [AdEvent.Name] = [
    .requested, .filled, .noFill(.noInventory), .requestFailed(.requestFailed(.rateLimited)),
    .loadStarted, .loaded, .loadFailed(.timedOut(.load)), .notUsed(.expired), .shown,
    .impression, .viewable, .click, .start, .firstQuartile, .midpoint, .thirdQuartile, .complete,
    .progress, .skip, .close, .creativeFailed("script error"), .infoOpened, .infoClosed,
    .reported(.misleading), .iconShown("AdChoices"), .iconClicked("AdChoices"),
    .clickOpenedByApp, .landingPageOpened, .landingPageClosed, .viewThroughStarted,
    .viewThroughEnded(longEnough: true), .ended(.completed),
  ]

  @Test func everyEventKindReachesItsAdsTimelineWithItsReasonAndCode() throws {
    let inspector = AdInspector()
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    for (index, name) in Self.everyKind.enumerated() {
      inspector.record(
        AdEvent(
          id: "e\(index)", name: name, format: .linear, adID: index == 0 ? nil : "ad",
          requestID: "r", time: 10 + Double(index), timestamp: start + Double(index),
          adPlayhead: name == .firstQuartile ? 3.75 : nil, sequence: index + 1))
    }
    let ad = try #require(inspector.snapshot().ads.first)
    #expect(ad.adID == "ad")
    #expect(ad.timeline.map(\.name) == Self.everyKind.map(\.wireName))
    #expect(ad.timeline.map(\.reason) == Self.everyKind.map(\.reason))
    #expect(ad.timeline.map(\.errorCode) == Self.everyKind.map(\.errorCode))
    #expect(ad.timeline.map(\.secondsAfterRequest) == Self.everyKind.indices.map(Double.init))
    #expect(ad.timeline.first { $0.name == "first_quartile" }?.adPlayhead == 3.75)
    #expect(ad.errors.map(\.errorCode) == [900, 402, 405])
    #expect(ad.request.response?.outcome == "failed: \(VideoAdError.requestFailed(.rateLimited))")
  }

  @Test func adsAreInTheOrderRequestedAndOnlyTheMostRecentAreKept() {
    let inspector = AdInspector()
    for index in 0..<(AdInspector.maximumAds + 5) {
      inspector.record(
        AdEvent(
          id: "e\(index)", name: .requested, format: .overlay, requestID: "r\(index)",
          time: Double(index), sequence: index + 1))
    }
    let ads = inspector.snapshot().ads
    #expect(ads.count == AdInspector.maximumAds)
    #expect(ads.first?.requestID == "r5")
    #expect(ads.last?.requestID == "r\(AdInspector.maximumAds + 4)")
  }

  @Test func aLinearVASTAdIsInspectedFromRequestToEnd() async throws {
    let fixture = Fixture(.vastLinear)
    let ad = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 40)
    await fixture.sdk.deliverPendingEvents()
    let snapshot = fixture.sdk.inspector.snapshot()
    #expect(snapshot.server == "sandbox")
    let inspected = try #require(snapshot.ads.first { $0.adID == ad.id })
    #expect(inspected.format == .linear)
    #expect(inspected.request.contentID == Fixture.content.id)
    let identifiers = try #require(inspected.request.identifiers)
    #expect(!identifiers.advertisingIdentifierSent)
    #expect(identifiers.advertisingIdentifierReasons.contains("advertisingIdentifierNotGiven"))
    #expect(inspected.request.consent?.childDirected == false)
    let response = try #require(inspected.request.response)
    #expect(response.status == 200 && response.slots >= 1 && response.outcome == "filled")
    #expect(response.lifetimeSeconds ?? 0 > 0)
    #expect(inspected.vastChain.map(\.outcome) == ["inline"])
    #expect(inspected.vastChain.first?.url == nil, "the server's own document")
    #expect(inspected.vastChain.first?.bytes ?? 0 > 0)
    let media = try #require(inspected.media)
    #expect(media.mimeType == "video/mp4" && media.playable >= 1)
    #expect(media.reason.hasPrefix("closest in size"))
    let names = inspected.timeline.map(\.name)
    for name in [
      "requested", "filled", "loaded", "shown", "impression", "start", "first_quartile",
      "midpoint", "third_quartile", "complete", "end",
    ] {
      #expect(names.contains(name), "\(name) in the timeline")
    }
    let beacons = snapshot.beacons(of: inspected)
    #expect(beacons.contains { $0.kind == .event && $0.eventName == "impression" })
    #expect(beacons.contains { $0.kind == .pixel && $0.eventName == "impression" })
    #expect(beacons.allSatisfy { $0.state != .pending }, "every beacon was tried and settled")
  }

  @Test func eachWrapperHopIsRecordedWithItsTimeAndTheFailureThatEndsTheChain() async throws {
    let clock = ManualClock()
    let transport = ScriptedTransport()
    let wrapper = """
      <VAST version="4.1"><Ad id="w"><Wrapper><AdSystem>W</AdSystem>
      <VASTAdTagURI>https://wrap.example/next</VASTAdTagURI></Wrapper></Ad></VAST>
      """
    transport.answer(url: "https://wrap.example/next", with: .status(500))
    let hops = Locked<[InspectedVASTHop]>([])
    let resolver = VASTResolver(transport: transport, clock: clock) { hop, _ in
      hops.withLock { $0.append(hop) }
    }
    let result = await resolver.resolve(Data(wrapper.utf8))
    guard case .failure(let failure) = result else {
      Issue.record("a 500 ends the chain")
      return
    }
    #expect(failure.error.code == 301)
    let recorded = hops.withLock { $0 }
    #expect(recorded.map(\.outcome) == ["wrapper", "failed"])
    #expect(recorded.map(\.url) == [nil, "https://wrap.example/next"])
    #expect(recorded.last?.error?.contains("301") == true)
    #expect(recorded.first?.bytes == wrapper.utf8.count)
  }

  @Test func theMediaChoiceSaysWhy() throws {
    let files = [
      VASTMediaFile(
        url: "https://cdn.example/big.mp4", delivery: "progressive", mimeType: "video/mp4",
        width: 1920, height: 1080, bitrate: 4000),
      VASTMediaFile(
        url: "https://cdn.example/small.mp4", delivery: "progressive", mimeType: "video/mp4",
        width: 640, height: 360, bitrate: 600),
      VASTMediaFile(
        url: "https://cdn.example/ad.webm", delivery: "progressive", mimeType: "video/webm",
        width: 640, height: 360, bitrate: 500),
    ]
    let screen = AdSize(width: 1920, height: 1080)
    let closest = try #require(VASTMediaSelector.choice(files, target: screen))
    #expect(closest.url == "https://cdn.example/big.mp4")
    #expect(closest.reason == "closest in size to the 1920×1080 screen")
    #expect(closest.listed == 3 && closest.playable == 2)
    let constrained = try #require(
      VASTMediaSelector.choice(files, target: screen, constrained: true))
    #expect(constrained.url == "https://cdn.example/small.mp4")
    #expect(constrained.reason == "the lightest: the network is constrained")
    let overBandwidth = try #require(
      VASTMediaSelector.choice(files, target: screen, bandwidth: 100))
    #expect(overBandwidth.url == "https://cdn.example/small.mp4")
    #expect(overBandwidth.reason == "the lightest: every file is over the bandwidth")
    #expect(VASTMediaSelector.choice([files[2]], target: screen) == nil)
  }
}
