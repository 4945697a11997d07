import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// What the export masks however a value got into a beacon, and the bounds that keep the
/// inspector small in an app that runs for days.
@MainActor
struct InspectorBoundsTests {
  /// A consent string with the characters percent-encoding changes: `+`, `/`, `=`.
  static let tcString = "CP+xRf/APXxRfAAfKAB=ENB"
  static let eventsURL = URL(string: "https://ads.example/v1/events")!
  static let date = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func aConsentStringAPixelCarriesIsMaskedAsTheSDKsMacrosEncodeIt() {
    let inspector = AdInspector()
    inspector.noteConsentStrings(tcString: Self.tcString, gpp: nil)  // as configured
    let pixel = Beacon(
      outgoing: .pixel(
        template: "https://t.example/i?gdpr_consent=[GDPRCONSENT]",
        context: MacroContext(timestamp: Self.date, gdprConsent: Self.tcString),
        eventID: "e", index: 0))
    #expect(
      pixel.payload == .pixel(url: "https://t.example/i?gdpr_consent=CP%2BxRf%2FAPXxRfAAfKAB%3DENB")
    )
    inspector.beaconsRecorded([pixel], eventsURL: Self.eventsURL, fromEarlierLaunch: false)
    let json = String(decoding: inspector.exportJSON(), as: UTF8.self)
    #expect(!json.contains("CP%2BxRf%2FAPXxRfAAfKAB%3DENB"))
    #expect(!json.contains("xRfAAfKAB"))
    #expect(json.contains("gdpr_consent=<tc string>"))
  }

  @Test func theSDKNotesTheConsentStringsItIsConfiguredAndUpdatedWith() {
    var consent = ConsentSignals()
    consent.gdprConsent = Self.tcString
    let (sdk, _, _) = KontextVideo.testing(
      configuration: .init(
        publisherToken: "a-long-publisher-token", server: .sandbox(.fill), consent: consent))
    var updated = ConsentSignals()
    updated.gpp = "DBABMA~CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA"
    sdk.updateConsent(updated)
    let url = "https://t.example/i?tc=\(Self.tcString)&gpp=\(updated.gpp!)"
    sdk.inspector.beaconsRecorded(
      [Beacon(id: "p", payload: .pixel(url: url), createdAt: Self.date)],
      eventsURL: Self.eventsURL, fromEarlierLaunch: false)
    let json = String(decoding: sdk.inspector.exportJSON(), as: UTF8.self)
    #expect(json.contains("tc=<tc string>&gpp=<gpp string>"))
  }

  @Test func aPixelReadBackFromAnEarlierLaunchIsExportedWithItsHostOnly() {
    let inspector = AdInspector()
    let url =
      "https://t.example/i/CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA?idfa=6D92078A-8246-4BA4"
      + "-AE5B-76104861E7DC&e=1#tc=CPXxRfAPXxRfAAfKABENB"
    inspector.beaconsRecorded(
      [Beacon(id: "old#0", payload: .pixel(url: url), createdAt: Self.date)],
      eventsURL: Self.eventsURL, fromEarlierLaunch: true)
    let export = try? AdInspectorExport(json: inspector.exportJSON())
    #expect(
      export?.snapshot.beacons.first?.url
        == "https://t.example/<path and query of an earlier launch>")
    #expect(inspector.snapshot().beacons.first?.url == url, "the app's own snapshot is whole")
  }

  @Test func aBeaconKeepsItsFirstAndLatestAttemptsAndCountsTheOthers() throws {
    let inspector = AdInspector()
    inspector.beaconsRecorded(
      [Beacon(id: "b", payload: .pixel(url: "https://t.example/p"), createdAt: Self.date)],
      eventsURL: Self.eventsURL, fromEarlierLaunch: false)
    for attempt in 0..<50 {
      inspector.attempted(["b"], time: Double(attempt), status: 503, outcome: "retry")
    }
    let beacon = try #require(inspector.snapshot().beacons.first)
    #expect(beacon.attempts.count == AdInspector.maximumAttemptsKept)
    #expect(beacon.attemptsNotKept == 50 - AdInspector.maximumAttemptsKept)
    #expect(beacon.attempts.map(\.time) == (0..<10).map(Double.init) + (40..<50).map(Double.init))
    let rows = InspectorBeaconRow.row(beacon).lines
    #expect(rows.contains("attempt 41: HTTP 503, retry, at 40.000 s"))
    #expect(rows.contains("30 attempts not kept"))
  }

  @Test func anAdsTimelineKeepsItsFirstAndLatestEventsAndCountsTheOthers() throws {
    let inspector = AdInspector()
    let total = AdInspector.maximumEventsKept + 25
    for index in 0..<total {
      inspector.record(
        AdEvent(
          id: "e\(index)", name: index == 0 ? .requested : .progress, format: .linear,
          requestID: "r", time: Double(index), sequence: index + 1))
    }
    let ad = try #require(inspector.snapshot().ads.first)
    #expect(ad.timeline.count == AdInspector.maximumEventsKept)
    #expect(ad.eventsNotKept == 25)
    #expect(ad.timeline.first?.name == "requested")
    #expect(ad.timeline.last?.sequence == total)
  }

  @Test func aLateWordAboutAnAdLetGoOfDoesNotBringItBack() {
    let inspector = AdInspector()
    inspector.record(
      AdEvent(id: "e", name: .ended(.completed), format: .overlay, requestID: "gone", time: 0))
    inspector.filled(requestID: "gone", format: .overlay, lifetime: 60)
    #expect(inspector.snapshot().ads.isEmpty)
  }

  @Test func anAdsVASTDocumentsKeepWithinTheirBudget() throws {
    let inspector = AdInspector()
    inspector.record(
      AdEvent(id: "e", name: .requested, format: .linear, requestID: "r", time: 0, sequence: 1))
    let big =
      "<VAST>" + String(repeating: "x", count: AdInspector.maximumDocumentBytesPerAd) + "</VAST>"
    for _ in 0..<3 {
      inspector.vastHop(
        requestID: "r", format: .linear,
        InspectedVASTHop(
          url: nil, milliseconds: 0, outcome: "wrapper", error: nil, bytes: big.utf8.count),
        document: Data(big.utf8))
    }
    let export = try AdInspectorExport(json: inspector.exportJSON())
    let documents = try #require(export.vastDocuments["r"])
    #expect(documents.count == 1, "the budget is spent by the first")
    #expect(documents[0].hasSuffix("more bytes not kept by the inspector -->"))
    #expect(documents[0].utf8.count < AdInspector.maximumDocumentBytesPerAd + 100)
    #expect(export.snapshot.ads.first?.vastChain.count == 3, "every hop is still listed")
  }

  @Test func aWrapperChainThatLoopsIsRecordedAsTheHopThatEndedIt() async {
    let clock = ManualClock()
    let transport = ScriptedTransport()
    let loop = """
      <VAST version="4.1"><Ad id="w"><Wrapper><AdSystem>W</AdSystem>
      <VASTAdTagURI>https://wrap.example/loop</VASTAdTagURI></Wrapper></Ad></VAST>
      """
    transport.answer(url: "https://wrap.example/loop", with: .status(200, body: Data(loop.utf8)))
    let hops = Locked<[InspectedVASTHop]>([])
    let resolver = VASTResolver(transport: transport, clock: clock) { hop, _ in
      hops.withLock { $0.append(hop) }
    }
    _ = await resolver.resolve(Data(loop.utf8))
    let recorded = hops.withLock { $0 }
    #expect(recorded.map(\.outcome) == ["wrapper", "wrapper", "failed"])
    #expect(recorded.last?.url == "https://wrap.example/loop")
    #expect(recorded.last?.error?.contains("loops back") == true)
  }
}
