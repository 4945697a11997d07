import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Tracking under faults, against the reference server: in every case the server ends with
/// every event exactly once after de-duplication, and nothing crashes.
extension ReferenceServerSuites {
  @MainActor
  @Suite
  struct DeliveryFaultTests {
    let server: ReferenceServer
    let clock = ManualClock()
    let folder = TemporaryFolder()

    init() throws {
      server = try ReferenceServer.shared.get()
    }

    /// An SDK on the reference server whose transport can be taken down, with its queue in
    /// `folder`, and a shown-and-ended overlay's worth of events.
    private func session(_ transport: FaultyTransport) -> (KontextVideo, VideoAds, EventRecorder) {
      let sdk = KontextVideo.isolated(clock: clock)
      sdk.beaconDirectory = folder.url
      sdk.transportOverride = transport
      sdk.initialize(
        with: .init(
          publisherToken: ReferenceServer.token, server: .url(server.baseURL), logLevel: .none))
      let ads = VideoAds(
        content: .init(id: "delivery-\(UUID().uuidString)", language: "en"), sdk: sdk)
      return (sdk, ads, EventRecorder(sdk: sdk))
    }

    private func showAndEnd(_ ads: VideoAds) async throws {
      let player = SimulatedPlayer(clock: clock)
      ads.track(player)
      player.play()
      let ad = try await ads.format(.overlay)
      try await ad.load()
      try ad.show(in: HeadlessContainer(width: 390, height: 693))
      await clock.advance(by: 2)
      try ad.dismiss()
    }

    /// The event ids the server holds, and whether each of `ids` is there exactly once.
    private func serverHasEachOnce(_ ids: [String]) async throws -> Bool {
      var request = URLRequest(url: server.baseURL.appendingPathComponent("_debug/events"))
      request.httpMethod = "GET"
      let data = try await URLSession.shared.data(for: request).0
      let events = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
      let held = events.compactMap { $0["event_id"] as? String }.filter(Set(ids).contains)
      return held.count == ids.count && Set(held) == Set(ids)
    }

    /// Whether the server holds each of `ids` once, after a flush has had its attempt (which
    /// waits for the real network exchange, not for time to pass).
    private func deliveredAfterFlush(_ sdk: KontextVideo, ids: [String]) async throws -> Bool {
      await sdk.deliverPendingEvents()
      return try await serverHasEachOnce(ids)
    }

    @Test func serverTrackingPixelsFireWithTheirMacrosExpanded() async throws {
      defer { folder.cleanUp() }
      let (sdk, ads, recorder) = session(FaultyTransport())
      try await showAndEnd(ads)
      await sdk.deliverPendingEvents()  // returns once every pixel has had its attempt
      let shown = try #require(recorder.events.first { $0.name == .shown }?.adID)
      let hits = try await server.pixels().filter { $0.contains("slot=\(shown)") }
      #expect(hits.filter { $0.hasPrefix("/pixel/impression") }.count == 1)
      #expect(hits.filter { $0.hasPrefix("/pixel/viewable") }.count == 1)
    }

    @Test func serverFailsThenRecovers() async throws {
      defer { folder.cleanUp() }
      let transport = FaultyTransport()
      let (sdk, ads, recorder) = session(transport)
      try await server.controlEvents(failNext: 3, status: 500)
      try await showAndEnd(ads)
      let ids = recorder.events.map(\.id)
      #expect(ids.count >= 6)
      // Three failed attempts, then the fourth delivers: each round moves the clock past the
      // backoff and waits for that attempt's real exchange (no sleeping).
      var rounds = 0
      var delivered = false
      while !delivered, rounds < 5 {
        rounds += 1
        await clock.advance(by: 60)
        delivered = try await deliveredAfterFlush(sdk, ids: ids)
      }
      #expect(delivered)
      #expect(transport.serverFailures == 3)  // it did fail first, three times
    }

    /// A server answering 503 with `Retry-After: 3600` is left alone for that hour, flushes
    /// included, and then gets every event.
    @Test func aServersRetryAfterIsHonouredEvenByFlushes() async throws {
      defer { folder.cleanUp() }
      let transport = FaultyTransport()
      let (sdk, ads, recorder) = session(transport)
      try await server.controlEvents(failNext: 6, status: 503, retryAfter: "3600")
      try await showAndEnd(ads)
      let ids = recorder.events.map(\.id)
      await sdk.deliverPendingEvents()
      #expect(transport.serverFailures == 1)
      for _ in 0..<6 {
        await clock.advance(by: 7)
        await sdk.deliverPendingEvents()  // the app goes to the background, again and again
      }
      #expect(transport.serverFailures == 1)
      #expect(!(try await serverHasEachOnce(ids)))
      try await server.controlEvents(failNext: 0, status: 503)
      await clock.advance(by: 3600)
      #expect(try await deliveredAfterFlush(sdk, ids: ids))
      #expect(transport.serverFailures == 1)
    }

    @Test func networkDownForAWhileThenBack() async throws {
      defer { folder.cleanUp() }
      let transport = FaultyTransport()
      let (sdk, ads, recorder) = session(transport)
      transport.isDown = true
      try await showAndEnd(ads)
      ads.destroy()
      await clock.advance(by: 30)
      transport.isDown = false
      let ids = recorder.events.map(\.id)
      #expect(try await deliveredAfterFlush(sdk, ids: ids))
    }

    @Test func processKilledWithEventsPendingThenRestarted() async throws {
      defer { folder.cleanUp() }
      let transport = FaultyTransport()
      transport.isDown = true
      let (first, ads, recorder) = session(transport)
      try await showAndEnd(ads)
      ads.destroy()
      await first.deliverPendingEvents()  // the network is down: all of them stay on disk
      let ids = recorder.events.map(\.id)
      #expect(BeaconFile(directory: folder.url).load().beacons.filter(\.isEvent).count == ids.count)

      // "Killed": the first SDK is abandoned, and its file let go of as the end of its process
      // would (while it held it, a new instance would write a file of its own); a new one opens
      // the same folder.
      first.beaconJournal?.relinquish()
      let (second, _, _) = session(FaultyTransport())
      #expect(try await deliveredAfterFlush(second, ids: ids))
    }

    @Test func corruptedQueueFileLosesOnlyItsBadLines() async throws {
      defer { folder.cleanUp() }
      let transport = FaultyTransport()
      transport.isDown = true
      let (first, ads, recorder) = session(transport)
      try await showAndEnd(ads)
      await first.deliverPendingEvents()  // the network is down: all of them stay on disk
      let file = BeaconFile(directory: folder.url)
      #expect(file.load().beacons.filter(\.isEvent).count == recorder.events.count)
      var data = try Data(contentsOf: file.url)
      data.append(Data("not json at all\n{\"id\":".utf8))
      try data.write(to: file.url)

      first.beaconJournal?.relinquish()  // "killed"
      let (second, _, _) = session(FaultyTransport())
      await second.beaconQueue?.flush()
      let stats = await second.beaconQueue?.currentStats()
      #expect(stats?.unreadableOnLoad == 2)
      let ids = recorder.events.map(\.id)
      #expect(try await deliveredAfterFlush(second, ids: ids))
    }
  }
}
