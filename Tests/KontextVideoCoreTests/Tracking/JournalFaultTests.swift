import Dispatch
import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A journal whose file cannot be written, or is not a regular file, says so once in the log,
/// keeps its events in memory for the queue (which delivers them while the app runs), returns at
/// once whatever sits in the file's place, and tries the file again at the next write.
struct JournalFaultTests {
  private func outgoing(_ count: Int, from first: Int = 0) -> [Outgoing] {
    (first..<first + count).map { index in
      .event(
        AdEvent(
          id: "event-\(index)", name: .impression, format: .overlay, adID: "ad", requestID: "r",
          time: 0, timestamp: Date(timeIntervalSince1970: 1_800_000_000), sequence: index + 1))
    }
  }

  private static let immediate: BeaconQueue.Policy = {
    var policy = BeaconQueue.Policy()
    policy.batchWindow = 0
    return policy
  }()

  private func queue(_ journal: BeaconJournal, _ transport: ScriptedTransport) -> BeaconQueue {
    BeaconQueue(
      journal: journal, transport: transport,
      eventsURL: URL(string: "https://ads.example/v1/events")!,
      token: "t", clock: ManualClock(), wallClock: { Date(timeIntervalSince1970: 1_800_000_000) },
      policy: Self.immediate)
  }

  /// Runs `work` on a thread of its own and returns what it returns, or nil when it has not
  /// returned within 10 s: it hangs (on a FIFO, or reading `/dev/zero` for ever).
  private func promptly<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T? {
    let result = Locked<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let value = work()
      result.withLock { $0 = value }
      done.signal()
    }
    guard done.wait(timeout: .now() + 10) == .success else { return nil }
    return result.withLock { $0 }
  }

  /// Records three events and one more through `journal`, loads its file, and takes what was
  /// recorded, on a thread of its own; nil when that hangs.
  private func recordLoadAndTake(_ journal: BeaconJournal) -> (loaded: Int, taken: [String])? {
    let events = outgoing(4)
    return promptly {
      _ = journal.record(Array(events.prefix(3)))
      journal.waitUntilWritten()
      _ = journal.record(Array(events.suffix(1)))
      let loaded = journal.load().beacons.count
      return (loaded, journal.take().map(\.id))
    }
  }

  @Test func aFolderInPlaceOfTheFileIsLoggedOnceItsEventsDeliveredAndWrittenOnceItIsGone()
    async throws
  {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
    let logs = Locked<[String]>([])
    let journal = BeaconJournal(file: file, log: { line in logs.withLock { $0.append(line) } })
    let transport = ScriptedTransport([nil])  // the first attempt fails: the events stay owed
    let queue = queue(journal, transport)
    _ = journal.record(outgoing(3))
    journal.waitUntilWritten()
    _ = journal.record(outgoing(2, from: 3))
    await queue.absorb()
    #expect(await queue.currentStats().pending == 5)  // kept in memory
    #expect(logs.withLock { $0.count } == 1, "\(logs.withLock { $0 })")
    #expect(logs.withLock { $0.first?.contains(file.url.path) } == true)

    // Delivered from memory, while the file still fails: said once, whatever comes after.
    await queue.flush(absorbing: true)
    #expect(Set(transport.sentEventIDs) == Set((0..<5).map { "event-\($0)" }))
    transport.script([nil])  // these stay owed
    _ = journal.record(outgoing(2, from: 5))
    await queue.absorb()
    #expect(await queue.currentStats().pending == 2)
    #expect(logs.withLock { $0.count } == 1, "\(logs.withLock { $0 })")

    // The folder goes: the next write puts every beacon still owed in the file.
    try FileManager.default.removeItem(at: file.url)
    _ = journal.record(outgoing(1, from: 7))
    journal.waitUntilWritten()
    #expect(file.load().beacons.map(\.id) == ["event-5", "event-6", "event-7"])
    #expect(logs.withLock { $0.count } == 1)

    await queue.flush(absorbing: true)
    #expect(Set(transport.sentEventIDs) == Set((0..<8).map { "event-\($0)" }))
    #expect(file.load().beacons.isEmpty)
  }

  @Test(arguments: ["/dev/zero", "/dev/full"])
  func aSymlinkToADeviceIsRefusedAtOnceAndNothingIsLost(device: String) async throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: file.url.path, withDestinationPath: device)
    let logs = Locked<[String]>([])
    let journal = BeaconJournal(file: file, log: { line in logs.withLock { $0.append(line) } })
    let result = try #require(recordLoadAndTake(journal), "the journal hung on \(device)")
    #expect(result.loaded == 0)
    #expect(result.taken == (0..<4).map { "event-\($0)" })
    #expect(logs.withLock { $0.count } == 1, "\(logs.withLock { $0 })")
    // Left as it is: still the link.
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.url.path) == device)
    let transport = ScriptedTransport()
    let queue = queue(journal, transport)
    _ = journal.record(outgoing(1, from: 4))
    await queue.absorb()
    #expect(transport.sentEventIDs == ["event-4"])
  }

  @Test func aFIFOIsRefusedAtOnceAndNothingIsLost() async throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    #expect(mkfifo(file.url.path, 0o644) == 0)
    let logs = Locked<[String]>([])
    let journal = BeaconJournal(file: file, log: { line in logs.withLock { $0.append(line) } })
    let result = try #require(recordLoadAndTake(journal), "the journal hung on a FIFO")
    #expect(result.loaded == 0)
    #expect(result.taken == (0..<4).map { "event-\($0)" })
    #expect(logs.withLock { $0.count } == 1, "\(logs.withLock { $0 })")
    let transport = ScriptedTransport()
    let queue = queue(journal, transport)
    _ = journal.record(outgoing(1, from: 4))
    await queue.absorb()
    #expect(transport.sentEventIDs == ["event-4"])
  }

  @Test func aSymlinkToARegularFileElsewhereIsNeitherReadNorWritten() async throws {
    let folder = TemporaryFolder()
    let elsewhere = TemporaryFolder()
    defer {
      folder.cleanUp()
      elsewhere.cleanUp()
    }
    let target = BeaconFile(directory: elsewhere.url)
    #expect(target.rewrite(outgoing(2, from: 100).map(Beacon.init(outgoing:))))
    let before = try Data(contentsOf: target.url)
    let file = BeaconFile(directory: folder.url)
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: file.url.path, withDestinationPath: target.url.path)
    let logs = Locked<[String]>([])
    let journal = BeaconJournal(file: file, log: { line in logs.withLock { $0.append(line) } })
    let result = try #require(recordLoadAndTake(journal), "the journal hung on a link")
    #expect(result.loaded == 0)  // not the other file's beacons
    #expect(result.taken == (0..<4).map { "event-\($0)" })
    #expect(try Data(contentsOf: target.url) == before)  // not written through the link
    #expect(logs.withLock { $0.count } == 1, "\(logs.withLock { $0 })")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: file.url.path) == target.url.path)
  }

  @Test func aFileLargerThanTheReadBoundIsReadOnlyToTheBound() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    let line = try #require(BeaconFile.line(adding: Beacon(outgoing: outgoing(1)[0])))
    var data = Data()
    while data.count <= BeaconFile.maximumReadBytes + line.count { data.append(line) }
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    try data.write(to: file.url)
    let contents = file.read()
    #expect(contents.bytesRead == BeaconFile.maximumReadBytes)
    #expect(contents.beacons.count == 1)
  }
}

/// Faults that need a process of their own: a file-size limit (`RLIMIT_FSIZE`), and a read-only
/// folder (the tests run as root here, for whom permissions do not stop a write: the child
/// becomes `nobody` first).
struct JournalFaultProcessTests {
  @Test func aFileSizeLimitIsLoggedOnceAndWhatIsOwedIsWrittenWhenThereIsRoomAgain() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    let report = try FaultHarness.run(["journal-fault", folder.url.path, "file-size"])
    #expect(report["limited"] as? Bool == true)
    #expect(report["probeWritten"] as? Bool == false, "the limit stops no write: \(report)")
    #expect((report["logsWhileFailing"] as? [String])?.count == 1, "\(report)")
    #expect(report["pendingWhileFailing"] as? Int == 30)
    #expect(report["onDiskWhileFailing"] as? Int == 0)
    #expect(report["onDiskAfterRecovery"] as? Int == 31, "\(report)")
    #expect(report["delivered"] as? Int == 31)
    #expect((report["logs"] as? [String])?.count == 1, "\(report)")
  }

  /// The SDK itself (not only the journal) says it in its log, once, however many events.
  @Test func theSDKSaysOnceInItsLogThatItCannotSaveItsEvents() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
    let child = Process()
    child.executableURL = FaultHarness.executable
    child.arguments = ["journal-hold", "http://127.0.0.1:9", folder.url.path, "50"]
    child.environment = FaultHarness.childEnvironment
    let output = Pipe()
    let errors = Pipe()
    child.standardOutput = output
    child.standardError = errors
    try child.run()
    // Its first line comes once the events were tried on disk.
    _ = output.fileHandleForReading.availableData
    kill(child.processIdentifier, SIGKILL)
    child.waitUntilExit()
    let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let lines = log.split(separator: "\n").filter { $0.contains("cannot be saved") }
    #expect(lines.count == 1, "\(log)")
    #expect(lines.first?.hasPrefix("[KontextVideo] Tracking events cannot be saved to") == true)
  }

  @Test func aReadOnlyFolderIsLoggedOnceAndItsEventsAreDeliveredFromMemory() throws {
    let folder = TemporaryFolder()
    defer {
      chmod(folder.url.path, 0o755)
      folder.cleanUp()
    }
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    #expect(chmod(folder.url.path, 0o555) == 0)
    let report = try FaultHarness.run(["journal-fault", folder.url.path, "read-only"])
    if getuid() == 0 { #expect(report["becameNobody"] as? Bool == true, "\(report)") }
    #expect(report["probeWritten"] as? Bool == false, "the folder is writable: \(report)")
    #expect((report["logsWhileFailing"] as? [String])?.count == 1, "\(report)")
    #expect(report["pendingWhileFailing"] as? Int == 30)
    #expect(report["onDiskWhileFailing"] as? Int == 0)
    #expect(report["delivered"] as? Int == 30)
    #expect((report["logs"] as? [String])?.count == 1, "\(report)")
  }
}
