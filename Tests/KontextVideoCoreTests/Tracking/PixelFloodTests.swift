import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A third-party VAST listing thousands of pixels can neither push the publisher's own events
/// out of the queue nor flood the network: each lane has its own cap, and each ad a pixel budget.
@MainActor
struct PixelFloodTests {
  let clock = ManualClock()

  /// An inline linear VAST whose one `<Impression>` is repeated `count` times.
  private static func flood(_ count: Int) -> String {
    let impressions = (0..<count).map { "<Impression>https://flood.example/i?n=\($0)</Impression>" }
    return """
      <VAST version="4.1"><Ad><InLine><AdSystem>F</AdSystem>
        \(impressions.joined())
        <Creatives><Creative><Linear><Duration>00:00:10</Duration>
          <MediaFiles><MediaFile type="video/mp4">https://cdn.example/a.mp4</MediaFile></MediaFiles>
        </Linear></Creative></Creatives>
      </InLine></Ad></VAST>
      """
  }

  @Test func aVASTWith1500ImpressionPixelsFiresItsBudgetAndEveryEventArrives() async throws {
    let server = VASTStubServer(creative: ["type": "vast", "xml": Self.flood(1500)])
    let (sdk, ads, recorder) = server.makeSDK(clock: clock)
    let ad = try await ads.format(.linear)
    try await ad.load()
    try ad.show()
    await clock.advance(by: 11)
    await sdk.deliverPendingEvents()

    let flood = server.requested.filter { $0.hasPrefix("https://flood.example") }
    #expect(flood.count == PixelBudget.perEvent)
    #expect(ad.controller.pixelBudget.dropped == 1500 - PixelBudget.perEvent)
    let recorded = recorder.events.map(\.id)
    #expect(recorded.count > 5)  // requested, filled, loaded, shown, impression, …, ended
    #expect(Set(server.deliveredEventIDs) == Set(recorded))
  }

  @Test func pixelsOverTheirCapNeverPushOutAnEvent() async {
    let transport = ScriptedTransport()
    transport.script(Array(repeating: nil, count: 10_000))  // the network is down
    let policy = BeaconQueue.Policy.immediate
    let queue = DeliveryRig(transport, clock: clock, policy: policy)
    let events = Outgoing.events(300)
    let pixels = (0..<1500).map { Outgoing.pixel("https://flood.example/\($0)", name: "p\($0)") }
    await queue.record(events)
    await queue.record(pixels)
    var stats = await queue.currentStats()
    #expect(stats.pending == 300 + policy.maximumPixels)
    #expect(stats.droppedOverflow == 1500 - policy.maximumPixels)

    transport.script([])  // back
    await queue.flush()
    stats = await queue.currentStats()
    #expect(Set(transport.sentEventIDs) == Set(events.map(\.beaconID)))
    #expect(stats.pending == 0)
  }

  @Test func eventsOverTheirCapDropTheOldestEventsOnly() async {
    let transport = ScriptedTransport(Array(repeating: nil, count: 100))
    var policy = BeaconQueue.Policy.immediate
    policy.maximumEvents = 3
    let queue = DeliveryRig(transport, clock: clock, policy: policy)
    await queue.record([.pixel("https://t.example/p", name: "p")] + Outgoing.events(5))
    let stats = await queue.currentStats()
    #expect(stats.droppedOverflow == 2)
    #expect(stats.pending == 4)  // the 3 newest events and the older pixel
  }

  @Test func theBudgetCutsEachEventAndTheWholeAd() {
    var budget = PixelBudget()
    let many = (0..<100).map { "https://t.example/\($0)" }
    #expect(budget.take(many) == Array(many.prefix(PixelBudget.perEvent)))
    #expect(budget.dropped == 100 - PixelBudget.perEvent)
    for _ in 0..<30 { _ = budget.take(Array(many.prefix(10))) }  // 300 more, 224 of them fit
    #expect(budget.spent == PixelBudget.perAd)
    #expect(budget.take(["https://t.example/late"]).isEmpty)
    #expect(budget.dropped == (100 - 32) + (300 - 224) + 1)
  }
}

/// Long third-party URLs while deliveries fail: the file keeps at most 1 MiB of pixels, so every
/// owed first-party event is within what the next launch reads back.
struct JournalPixelBoundTests {
  @Test func longPixelURLsNeverPushAnEventOutOfWhatALaunchReadsBack() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    let journal = BeaconJournal(file: file)
    var events: [String] = []
    let long = String(repeating: "x", count: 28 * 1024)
    // Six ads, each with nine events and 32 pixels of 28 KiB: 5.4 MiB of pixels.
    for ad in 0..<6 {
      let adEvents = Outgoing.events(9, adID: "ad\(ad)")
      events += adEvents.map(\.beaconID)
      _ = journal.record(Array(adEvents.prefix(4)))
      _ = journal.record(
        (0..<32).map {
          Outgoing.pixel("https://t.example/\(ad)/\($0)?p=\(long)", name: "a\(ad)p\($0)")
        })
      _ = journal.record(Array(adEvents.suffix(5)))
      journal.waitUntilWritten()
    }
    #expect(events.count == 54)
    let size = try FileManager.default.attributesOfItem(atPath: file.url.path)[.size] as? Int ?? 0
    #expect(size < BeaconFile.maximumReadBytes, "\(size) bytes on disk")
    journal.relinquish()  // the app is killed

    let next = BeaconJournal(file: file)
    let loaded = Set(next.load().beacons.map(\.id))
    let lost = events.filter { !loaded.contains($0) }
    #expect(lost.isEmpty, "\(lost.count) of 54 events lost")
    next.relinquish()
  }

  @Test func aPixelKeptInMemoryIsStillHandedToTheQueue() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    let journal = BeaconJournal(file: file)
    let long = String(repeating: "y", count: BeaconJournal.maximumPixelLineBytes)
    _ = journal.record([Outgoing.pixel("https://t.example/?p=\(long)", name: "big")])
    #expect(journal.take().map(\.id) == ["big#0"], "handed to the queue")
    #expect(file.load().beacons.isEmpty, "the file does not keep a line that long")
    journal.remove(["big#0"], owed: [])
    let written = (try? Data(contentsOf: file.url)) ?? Data()
    #expect(written.isEmpty, "no removal line for what was never written")
    journal.relinquish()
  }
}
