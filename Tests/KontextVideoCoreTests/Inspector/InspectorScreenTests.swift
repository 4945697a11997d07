import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// What each of the inspector's screens shows of a snapshot, decided here and only drawn by
/// the Apple layer's table: the overview, an ad, a ledger of beacons.
@MainActor
struct InspectorScreenTests {
  /// A linear VAST ad shown to its end on the sandbox, every beacon tried.
  /// A sandbox session of a VAST linear ad (whose pixels the sandbox takes), and one pixel of
  /// the ad's that a tracker refused, so that every state of the ledger is there.
  static func inspectedSession() async throws -> AdInspectorSnapshot {
    let fixture = Fixture(.vastLinear)
    let ad = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 40)
    await fixture.sdk.deliverPendingEvents()
    let inspector = fixture.sdk.inspector
    let refused = AdEvent(
      id: "refused-1", name: .impression, format: .linear, adID: ad.id,
      requestID: ad.requestID, time: 0, timestamp: DeliveryRig.now, sequence: 1)
    inspector.record(refused)
    let rig = DeliveryRig(ScriptedTransport([404]), clock: fixture.clock, inspector: inspector)
    await rig.record([
      .pixel(
        template: "https://tracker.example/refused",
        context: MacroContext(timestamp: DeliveryRig.now),
        eventID: refused.id, index: 0)
    ])
    return inspector.snapshot()
  }

  @Test func aHealthySandboxSessionIsAllDelivered() async throws {
    let fixture = Fixture(.vastLinear)
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 40)
    await fixture.sdk.deliverPendingEvents()
    let beacons = fixture.sdk.inspector.snapshot().beacons
    #expect(beacons.contains { $0.kind == .pixel }, "the sandbox's VAST pixels")
    let notDelivered = beacons.filter { !InspectorBeaconFilter.delivered.includes($0) }
    #expect(notDelivered.isEmpty, "\(notDelivered.map(\.url))")
  }

  @Test func theOverviewListsEachAdAndCountsTheBeaconsByState() async throws {
    let snapshot = try await Self.inspectedSession()
    let sections = InspectorScreen.overview.sections(in: snapshot)
    #expect(sections.map(\.title) == ["Ads", "Beacons"])
    let ad = try #require(snapshot.ads.first)
    let adRow = try #require(sections[0].rows.first)
    #expect(adRow.title == "linear · filled")
    #expect(adRow.lines.contains("request \(ad.requestID)"))
    #expect(adRow.lines.contains("0 errors"))
    #expect(adRow.destination == .ad(requestID: ad.requestID))
    let counts = sections[1].rows
    #expect(counts.map(\.title) == ["All beacons", "Pending", "Delivered", "Given up"])
    let givenUp = snapshot.beacons.filter { InspectorBeaconFilter.givenUp.includes($0) }.count
    #expect(givenUp == 1, "the tracker's refused pixel")
    #expect(counts[3].lines == [InspectorText.count(givenUp, "beacon")])
    #expect(counts[0].lines == [InspectorText.count(snapshot.beacons.count, "beacon")])
    #expect(InspectorScreen.overview.title(in: snapshot) == "Ad Inspector")
  }

  @Test func anAdsScreenShowsItsRequestAnswerChainMediaTimelineAndBeacons() async throws {
    let snapshot = try await Self.inspectedSession()
    let ad = try #require(snapshot.ads.first)
    let screen = InspectorScreen.ad(requestID: ad.requestID)
    let sections = screen.sections(in: snapshot)
    #expect(
      sections.map(\.title) == [
        "Request", "Response", "VAST chain", "Media", "Timeline", "Beacons",
      ])
    let text = sections.flatMap(\.rows).map(\.text).joined(separator: "\n")
    #expect(text.contains(ad.requestID))
    #expect(text.contains("advertisingIdentifierNotGiven"))
    #expect(text.contains("HTTP 200"))
    #expect(sections[2].rows.first?.title.hasPrefix("1. inline") == true)
    #expect(sections[3].rows.first?.text.contains("closest in size") == true)
    #expect(sections[4].rows.count == ad.timeline.count)
    #expect(sections[5].rows.count == snapshot.beacons(of: ad).count)
    #expect(screen.title(in: snapshot) == "linear ad")
  }

  @Test func anAdNoLongerKeptSaysSo() {
    let empty = AdInspector().snapshot()
    let sections = InspectorScreen.ad(requestID: "gone").sections(in: empty)
    #expect(sections.first?.rows.first?.title == "No longer kept")
  }

  @Test func aLedgerRowShowsTheURLEachAttemptAndTheState() async throws {
    let snapshot = try await Self.inspectedSession()
    let rows = InspectorScreen.beacons(.givenUp).sections(in: snapshot).flatMap(\.rows)
    let row = try #require(rows.first)
    #expect(row.title.hasSuffix("· given up: refused with 404"))
    #expect(row.lines.first?.hasPrefix("GET https://") == true)
    #expect(row.lines.contains { $0.hasPrefix("attempt 1: HTTP 404, refused, at ") })
    #expect(row.copyChoices.map(\.title) == ["Copy URL", "Copy Text"])
    #expect(row.accessibilityLabel == ([row.title] + row.lines).joined(separator: ", "))
    #expect(
      rows.count == snapshot.beacons.filter { InspectorBeaconFilter.givenUp.includes($0) }.count)
  }

  @Test func timesAndCountsReadAsTheLedgerWritesThem() throws {
    #expect(InspectorText.seconds(1.25) == "1.250 s")
    #expect(InspectorText.count(1, "error") == "1 error")
    #expect(InspectorText.count(3, "error") == "3 errors")
    #expect(
      InspectorText.time(Date(timeIntervalSince1970: 1_800_000_000.5)) == "2027-01-15T08:00:00.500Z"
    )
  }

  @Test func anExportIsWrittenToANamedJSONFileInTheTemporaryDirectory() throws {
    let data = Data(#"{"inspector":{}}"#.utf8)
    let url = try InspectorExportFile.write(data, at: Date(timeIntervalSince1970: 1_800_000_000))
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(url.lastPathComponent.hasPrefix("kontext-inspector-2027-01-15"))
    #expect(url.pathExtension == "json")
    #expect(!url.lastPathComponent.contains(":"))
    #expect(try Data(contentsOf: url) == data)
  }
}
