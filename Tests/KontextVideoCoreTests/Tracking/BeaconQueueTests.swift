import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

@MainActor
struct BeaconQueueTests {
  let clock = ManualClock()
  let eventsURL = URL(string: "https://ads.example/v1/events")!

  /// No batching window, unless a test sets one: deliveries start at once.
  static let immediate: BeaconQueue.Policy = {
    var policy = BeaconQueue.Policy()
    policy.batchWindow = 0
    return policy
  }()

  private func queue(
    _ transport: ScriptedTransport, file: BeaconFile? = nil,
    policy: BeaconQueue.Policy = BeaconQueueTests.immediate
  ) -> DeliveryRig {
    DeliveryRig(transport, file: file, eventsURL: eventsURL, clock: clock, policy: policy)
  }

  private func events(_ count: Int, at date: Date = DeliveryRig.now) -> [Outgoing] {
    Outgoing.events(count, at: date)
  }

  @Test func deliversEventsInBatchesOfFifty() async {
    let transport = ScriptedTransport()
    let queue = queue(transport)
    let beacons = events(120)
    await queue.record(beacons)
    #expect(transport.sent.count == 3)
    #expect(transport.sentEventIDs == beacons.map(\.beaconID))
    let stats = await queue.currentStats()
    #expect(stats.delivered == 120 && stats.pending == 0)
    #expect(transport.sent.first?.headers["Authorization"] == "Bearer t")
  }

  @Test func anEventsBatchAnsweredWithARedirectIsKeptNotCountedDelivered() async {
    let transport = ScriptedTransport([307])
    let queue = queue(transport, policy: Self.immediate)
    await queue.record(events(3))
    let stats = await queue.currentStats()
    #expect(stats.delivered == 0)
    #expect(stats.pending == 3)
    #expect(transport.sent.first?.redirects == .never)
  }

  @Test(arguments: [500, 503, 429, 408, nil] as [Int?])
  func retriesTransientFailuresWithGrowingBackoff(failure: Int?) async {
    let transport = ScriptedTransport([failure, failure])
    var policy = Self.immediate
    policy.jitter = 0
    let queue = queue(transport, policy: policy)
    await queue.record(events(3))
    #expect(transport.sent.count == 1)
    await clock.advance(by: 0.99)
    #expect(transport.sent.count == 1)
    await clock.advance(by: 0.02)  // 1 s: the first retry, which fails again
    await waitFor { transport.sent.count == 2 }
    await clock.advance(by: 1.9)
    #expect(transport.sent.count == 2)
    await clock.advance(by: 0.2)  // 2 s more: the second retry succeeds
    await waitFor { transport.sent.count == 3 }
    let stats = await queue.currentStats()
    #expect(stats.delivered == 3 && stats.pending == 0)
  }

  @Test func eventsWithinTheBatchWindowGoInOneRequest() async {
    let transport = ScriptedTransport()
    let queue = queue(transport, policy: BeaconQueue.Policy())
    for beacon in events(5) { await queue.record([beacon]) }
    #expect(transport.sent.isEmpty)
    await clock.advance(by: 1)
    await waitFor { transport.sent.count == 1 }
    #expect(transport.sentEventIDs.count == 5)
    #expect(transport.sent.count == 1)
  }

  @Test func otherClientErrorsAreDroppedAndReported() async {
    let transport = ScriptedTransport([400])
    let queue = queue(transport)
    await queue.record(events(2))
    let stats = await queue.currentStats()
    #expect(stats.droppedRejected == 2 && stats.pending == 0)
  }

  @Test func capsDropTheOldestAndTheTooOld() async {
    let transport = ScriptedTransport([nil])
    var policy = Self.immediate
    policy.maximumEvents = 5
    let queue = queue(transport, policy: policy)
    let old = events(1, at: Date(timeIntervalSince1970: 1_800_000_000 - 8 * 24 * 3600))
    await queue.record(old + events(7))
    let stats = await queue.currentStats()
    #expect(stats.droppedExpired == 1)
    #expect(stats.droppedOverflow == 2)
    #expect(stats.pending == 5)
  }

  @Test func beaconsAreOnDiskBeforeDeliveryIsTried() async {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    let seenOnDisk = Locked<[Int]>([])
    let transport = ScriptedTransport { _ in
      seenOnDisk.withLock { $0.append(file.load().beacons.count) }
    }
    let queue = queue(transport, file: file)
    await queue.record(events(4))
    #expect(seenOnDisk.withLock { $0 } == [4])
    #expect(file.load().beacons.isEmpty)
  }

  @Test func reportsGoToTheirOwnEndpointInOrderWithTheEvents() async {
    let transport = ScriptedTransport()
    let queue = queue(transport)
    let report = Outgoing.event(
      AdEvent(
        name: .reported(.misleading), format: .pause, adID: "ad", requestID: "r", time: 0,
        timestamp: DeliveryRig.now, sequence: 3))
    let before = events(2)
    let after = events(2)
    await queue.record(before + [report] + after)
    #expect(transport.sent.map(\.url.path) == ["/v1/events", "/v1/reports", "/v1/events"])
    #expect(transport.sentEventIDs == (before + after).map(\.beaconID))
    #expect(transport.sentReports.map(\.id) == [report.beaconID])
    #expect(transport.sentReports.first?.reason == "misleading")
    #expect(transport.sent[1].headers["Authorization"] == "Bearer t")
  }

  @Test func aReportTheServerCannotTakeNowIsRetriedAndKeptOnDisk() async {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    let report = Outgoing.event(
      AdEvent(
        name: .reported(.inappropriate), format: .overlay, adID: "ad", requestID: "r", time: 0,
        timestamp: DeliveryRig.now, sequence: 1))
    await queue(ScriptedTransport([503]), file: file).record([report])
    #expect(file.load().beacons.map(\.id) == [report.beaconID])
    #expect(file.load().beacons.first?.isReport == true)

    let transport = ScriptedTransport()
    await queue(transport, file: file).flush()
    #expect(transport.sentReports.map(\.id) == [report.beaconID])
    #expect(file.load().beacons.isEmpty)
  }

  @Test func aNewQueueOnTheSameFolderDeliversWhatTheKilledOneLeft() async {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    let beacons = events(5)
    await queue(ScriptedTransport([nil]), file: file).record(beacons)
    #expect(file.load().beacons.count == 5)

    let transport = ScriptedTransport()
    let restarted = queue(transport, file: file)
    await restarted.flush()
    #expect(transport.sentEventIDs == beacons.map(\.beaconID))
    #expect(file.load().beacons.isEmpty)
  }

  @Test func aHugeQueueFileIsReadOnlyAsFarAsItsNewestBeacons() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    let newest = events(3).map(Beacon.init(outgoing:))
    #expect(file.rewrite(newest))
    let stored = try Data(contentsOf: file.url)
    // 8 MiB of old lines, then the newest beacons: twice what is ever read.
    let old = Data(repeating: UInt8(ascii: "x"), count: 1023) + Data([UInt8(ascii: "\n")])
    var huge = Data()
    for _ in 0..<(8 * 1024) { huge.append(old) }
    huge.append(stored)
    try huge.write(to: file.url)
    let loaded = file.load()
    #expect(loaded.beacons.map(\.id) == newest.map(\.id))
    // Only the last 4 MiB were read: about 4,096 of the 8,192 old lines, plus the cut one.
    #expect(loaded.unreadable <= BeaconFile.maximumReadBytes / 1024 + 1)
    #expect(loaded.unreadable >= BeaconFile.maximumReadBytes / 1024 - 8)
  }

  @Test func corruptedAndTruncatedLinesAreSkippedAndTheRestDelivered() async throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    let beacons = events(3).map(Beacon.init(outgoing:))
    file.rewrite(beacons)
    var data = try Data(contentsOf: file.url)
    data.append(Data("{\"garbage\": tru\n\u{0}\u{1}binary\n".utf8))
    data.append(data.prefix(40))  // a truncated copy of the first line
    try data.write(to: file.url)

    let transport = ScriptedTransport()
    let queue = queue(transport, file: file)
    await queue.flush()
    #expect(transport.sentEventIDs == beacons.map(\.id))
    let stats = await queue.currentStats()
    #expect(stats.unreadableOnLoad == 3)
  }

  @Test func anEmptyOrMissingFileIsAnEmptyQueue() async throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    #expect(file.load().beacons.isEmpty)
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    try Data().write(to: file.url)
    #expect(file.load().beacons.isEmpty)
  }

  private func waitFor(_ condition: () -> Bool) async {
    for _ in 0..<2000 where !condition() { await Task.yield() }
  }
}

extension BeaconQueueTests {
  @Test func aFlushDuringAFailingAttemptTriesAgainAtOnce() async {
    let gate = Gate()
    let transport = ScriptedTransport([nil], gate: gate)
    let queue = queue(transport)
    let beacons = events(1)
    let first = Task.detached { await queue.record(beacons) }
    while !gate.hasEntered { await Task.yield() }
    let flush = Task.detached { await queue.flush() }  // the network is back mid-attempt
    while await !queue.hasPendingFlush() { await Task.yield() }
    gate.open()
    await first.value
    await flush.value
    let stats = await queue.currentStats()
    #expect(stats.delivered == 1)
    #expect(transport.sent.count == 2)
  }
}

/// Holds a transport's first send, suspended, until the test opens it.
final class Gate: Sendable {
  private let state = Locked((entered: false, open: false))

  var hasEntered: Bool { state.withLock { $0.entered } }
  var isOpen: Bool { state.withLock { $0.open } }

  func pass() async {
    state.withLock { $0.entered = true }
    while !state.withLock({ $0.open }) { await Task.yield() }
  }

  func open() { state.withLock { $0.open = true } }
}
