import Foundation
import KontextVideoSDK
import KontextVideoTesting
import Testing

// The "Debugging" article's code, compiled and run here with the public API only;
// Tools/check-doc-snippets.py keeps the article and this file the same.

@MainActor
@Test func theInspectorShowsEachAdAndEveryBeaconOfASession() async throws {
  let (sdk, clock, _) = KontextVideo.testing(.vastLinear)
  let player = SimulatedPlayer(clock: clock)
  let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
  ads.track(player)
  let ad = try await ads.format(.linear)
  try await ad.load()
  try ad.show()
  await clock.advance(by: 30)
  await sdk.deliverPendingEvents()

  let snapshot = sdk.inspector.snapshot()
  for ad in snapshot.ads {
    print(ad.requestID, ad.format, ad.request.response?.outcome ?? "no answer yet")
    for event in ad.timeline {
      print("  +\(event.secondsAfterRequest) s", event.name, event.reason ?? "")
    }
  }
  let stuck = snapshot.beacons.filter { $0.state == .pending }
  let refused = snapshot.beacons.filter { $0.state != .pending && $0.state != .delivered }
  for beacon in refused {
    print(beacon.method, beacon.url, beacon.attempts.map { $0.status ?? 0 }, beacon.state)
  }

  let inspected = try #require(snapshot.ads.first)
  #expect(inspected.format == .linear && inspected.adID == ad.id)
  #expect(inspected.timeline.map(\.name).contains("complete"))
  #expect(inspected.media?.mimeType == "video/mp4")
  #expect(stuck.isEmpty, "every beacon was tried")
  #expect(refused.isEmpty, "the sandbox takes its VAST pixels: \(refused.map(\.url))")
  #expect(snapshot.beacons.contains { $0.kind == .pixel && $0.state == .delivered })
  #expect(snapshot.beacons.contains { $0.kind == .event && $0.state == .delivered })
}

@MainActor
@Test func aTestersExportReadsBackWithTheInstallIDMasked() async throws {
  let (sdk, _, _) = KontextVideo.testing(.fill)
  let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
  _ = try await ads.format(.overlay)

  let json = sdk.inspector.exportJSON()  // share this file: it is masked
  let export = try AdInspectorExport(json: json)
  print(export.snapshot.ads.count, "ad(s),", export.snapshot.beacons.count, "beacon(s)")
  print(sdk.inspector.ledger())  // the same, as text

  #expect(export.snapshot.ads.count == 1)
  #expect(export.snapshot.ads.first?.request.identifiers?.advertisingIdentifierSent == false)
  let installID = try #require(export.snapshot.ads.first?.request.identifiers?.installID)
  #expect(installID.hasPrefix("…") && installID.count == 5, "its last four characters only")
  #expect(sdk.inspector.ledger().contains("request \(export.snapshot.ads[0].requestID)"))
}
