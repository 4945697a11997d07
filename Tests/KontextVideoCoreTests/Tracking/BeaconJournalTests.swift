import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The journal writes each recorded event with one append, off the main actor, before the
/// queue takes it; it compacts itself; it reads what earlier versions wrote.
struct BeaconJournalTests {
  private func outgoing(_ count: Int, from first: Int = 0) -> [Outgoing] {
    (first..<first + count).map { index in
      .event(
        AdEvent(
          id: "event-\(index)", name: .impression, format: .overlay, adID: "ad", requestID: "r",
          time: 0, timestamp: Date(timeIntervalSince1970: 1_800_000_000), sequence: index + 1))
    }
  }

  @Test func aRecordedEventIsOnDiskBeforeTheQueueTakesIt() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    let journal = BeaconJournal(file: file)
    #expect(journal.record(outgoing(3)))  // the first record asks for a hand-off
    #expect(!journal.record(outgoing(1, from: 3)))  // one is pending already
    journal.waitUntilWritten()
    #expect(file.load().beacons.map(\.id) == ["event-0", "event-1", "event-2", "event-3"])
    #expect(journal.take().count == 4)
    #expect(journal.take().isEmpty)
  }

  @Test func recordingAppendsOneLineWhateverIsPending() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    let journal = BeaconJournal(file: file)
    _ = journal.record(outgoing(1_000))
    journal.waitUntilWritten()
    let before = journal.bytesWritten
    _ = journal.record(outgoing(1, from: 1_000))
    journal.waitUntilWritten()
    let added = journal.bytesWritten - before
    let line = try #require(BeaconFile.line(adding: Beacon(outgoing: outgoing(1, from: 1_000)[0])))
    #expect(added == line.count)  // not the 1,000 others again
  }

  @Test func removalsAppendAndTheFileIsCompactedWhenItOutgrowsWhatIsOwed() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    let journal = BeaconJournal(file: file)
    _ = journal.record(outgoing(1_000))
    var held = journal.take()
    let full = try size(of: file)
    // Deliver all but the last ten, one at a time.
    for beacon in held.prefix(990) {
      held.removeAll { $0.id == beacon.id }
      journal.remove([beacon.id], owed: held)
    }
    #expect(file.load().beacons.map(\.id) == held.map(\.id))
    // Compacted on the way: bounded by twice what is owed plus the slack, far below the
    // 1,000 lines and 990 removals it would hold otherwise.
    let now = try size(of: file)
    #expect(now <= 2 * 10 * (full / 1_000) + BeaconJournal.compactionSlackBytes + 200)
    #expect(now < full)
  }

  @Test func aLineOfTheFormerFormatIsABeaconOwed() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    let beacon = Beacon(outgoing: outgoing(1)[0])
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    try (encoder.encode(beacon) + Data("\n".utf8)).write(to: file.url)
    #expect(file.load().beacons == [beacon])
  }

  @Test func aLineTornByACrashIsSkippedAndTheRestKept() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    let journal = BeaconJournal(file: file)
    _ = journal.record(outgoing(2))
    journal.waitUntilWritten()
    let torn = try #require(BeaconFile.line(adding: Beacon(outgoing: outgoing(1, from: 2)[0])))
    #expect(file.append(torn.prefix(torn.count / 2)))
    let loaded = file.load()
    #expect(loaded.beacons.map(\.id) == ["event-0", "event-1"])
    #expect(loaded.unreadable == 1)
  }

  private func size(of file: BeaconFile) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: file.url.path)[.size] as? Int)
  }
}

extension BeaconJournalTests {
  @Test func aLineTornByAKillDoesNotSwallowTheNextLaunchsFirstBeacon() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    #expect(file.rewrite([Beacon(outgoing: outgoing(1)[0])]))
    let torn = try #require(BeaconFile.line(adding: Beacon(outgoing: outgoing(1, from: 1)[0])))
    #expect(file.append(torn.prefix(torn.count / 2)))  // killed mid-append: no newline
    // The next launch.
    let journal = BeaconJournal(file: file)
    _ = journal.record(outgoing(1, from: 2))
    journal.waitUntilWritten()
    let loaded = file.load()
    #expect(loaded.beacons.map(\.id) == ["event-0", "event-2"])
    #expect(loaded.unreadable == 1)
  }

  @Test func aCompactionKeepsWhatIsWrittenButNotYetTaken() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    let journal = BeaconJournal(file: file)
    _ = journal.record(outgoing(1_000))
    var held = journal.take()
    _ = journal.record(outgoing(5, from: 1_000))
    journal.waitUntilWritten()  // on disk, not taken by the queue
    for beacon in held.prefix(990) {
      held.removeAll { $0.id == beacon.id }
      journal.remove([beacon.id], owed: held)
    }
    let expected = held.map(\.id) + (1_000..<1_005).map { "event-\($0)" }
    #expect(Set(file.load().beacons.map(\.id)) == Set(expected))
    #expect(journal.take().count == 5)
  }

  @Test func whatTheFileGivesTheQueueIsNotTakenAgain() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let journal = BeaconJournal(file: file(in: folder))
    _ = journal.record(outgoing(3))
    journal.waitUntilWritten()
    // The queue's first flush reads the file, which holds this launch's events too.
    #expect(journal.load().beacons.map(\.id) == ["event-0", "event-1", "event-2"])
    _ = journal.record(outgoing(1, from: 3))
    // A hand-off then takes only what the file did not give: delivered in between, the first
    // three would otherwise be handed over again, and sent twice.
    #expect(journal.take().map(\.id) == ["event-3"])
  }

  /// An SDK whose journal is in `folder` and whose server is `transport`, configured with
  /// `token` for `server`, on `clock`; and the impression it recorded then.
  @MainActor
  private func configuredSDK(
    _ folder: TemporaryFolder, _ transport: ScriptedTransport, clock: ManualClock,
    token: String = "test-token", server: String = "https://ads.example"
  ) -> (KontextVideo, AdEvent) {
    let sdk = KontextVideo.isolated(clock: clock)
    sdk.beaconDirectory = folder.url
    sdk.transportOverride = transport
    sdk.initialize(with: Self.configuration(token: token, server: server))
    let event = sdk.events.emit(
      .impression, format: .overlay, adID: "ad", requestID: "r", time: 0, contentPlayhead: nil)
    return (sdk, event)
  }

  private static func configuration(
    token: String = "test-token", server: String = "https://ads.example"
  ) -> KontextVideo.Configuration {
    .init(publisherToken: token, server: .url(URL(string: server)!), logLevel: .none)
  }

  @MainActor
  @Test func eventsRecordedBeforeASecondConfigurationAreDeliveredByItsQueue() async throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let (clock, transport) = (ManualClock(), ScriptedTransport())
    let (sdk, event) = configuredSDK(folder, transport, clock: clock)
    let first = try #require(sdk.beaconQueue)
    sdk.initialize(with: Self.configuration())  // before the first queue took the event
    // One queue for the journal: two would both read its file, and send the event twice.
    #expect(sdk.beaconQueue === first)
    let journal = try #require(sdk.beaconJournal)
    await clock.advance(by: BeaconQueue.handOffDelay)
    await sdk.deliverPendingEvents()
    #expect(transport.sentEventIDs == [event.id])
    #expect(journal.take().isEmpty)
    #expect(file(in: folder).load().beacons.isEmpty)
  }

  @MainActor
  @Test func aSecondConfigurationsServerAndTokenReceiveWhatIsStillOwed() async throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let (clock, transport) = (ManualClock(), ScriptedTransport())
    let (sdk, event) = configuredSDK(
      folder, transport, clock: clock, token: "first-token", server: "https://one.example")
    sdk.initialize(with: Self.configuration(token: "second-token", server: "https://two.example"))
    await clock.advance(by: BeaconQueue.handOffDelay)
    await sdk.deliverPendingEvents()
    #expect(transport.sentEventIDs == [event.id])
    let posts = transport.sent.filter { $0.method == "POST" }
    #expect(posts.map(\.url.host) == ["two.example"])
    #expect(posts.map { $0.headers["Authorization"] } == ["Bearer second-token"])
    // The inspector's ledger shows where it went.
    let beacon = sdk.inspector.snapshot().beacons.first { $0.id == event.id }
    #expect(beacon?.url == "https://two.example/v1/events")
  }

  @MainActor
  @Test func aConfigurationThatCannotBeUsedLosesNothingTheLastOneOwed() async throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let (clock, transport) = (ManualClock(), ScriptedTransport())
    let (sdk, event) = configuredSDK(folder, transport, clock: clock)
    sdk.initialize(with: Self.configuration(token: " "))
    #expect(sdk.configurationProblem != nil)
    await clock.advance(by: BeaconQueue.handOffDelay)
    await sdk.deliverPendingEvents()
    #expect(transport.sentEventIDs == [event.id])
    #expect(file(in: folder).load().beacons.isEmpty)
  }

  private func file(in folder: TemporaryFolder) -> BeaconFile { BeaconFile(directory: folder.url) }
}
