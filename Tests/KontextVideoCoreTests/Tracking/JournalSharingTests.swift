import Dispatch
import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Two SDK instances on one folder, in one process or in two (`KontextVideo.shared` uses the
/// default folder): each journal file has one writer, and what one instance owes is never
/// erased by the other; files whose writer has gone are adopted by the next one to start.
@MainActor
struct JournalSharingTests {
  let clock = ManualClock()

  private func sdk(on folder: TemporaryFolder, _ transport: any HTTPTransport) -> KontextVideo {
    let sdk = KontextVideo.isolated(clock: clock)
    sdk.beaconDirectory = folder.url
    sdk.transportOverride = transport
    sdk.initialize(
      with: .init(
        publisherToken: "test-token", server: .url(URL(string: "https://ads.example")!),
        logLevel: .none))
    return sdk
  }

  private func emit(_ count: Int, on sdk: KontextVideo, tag: String) -> [String] {
    (0..<count).map { index in
      sdk.events.emit(
        .impression, format: .overlay, adID: "ad-\(tag)", requestID: "\(tag)-\(index)",
        time: Double(index), contentPlayhead: nil
      ).id
    }
  }

  @Test func twoInstancesInOneProcessLoseNoneOfEachOthersEvents() async throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let online = ScriptedTransport()
    let offline = FaultyTransport()
    offline.isDown = true
    let first = sdk(on: folder, online)
    let second = sdk(on: folder, offline)
    let owed = emit(300, on: second, tag: "offline")
    let delivered = emit(300, on: first, tag: "online")
    await clock.advance(by: BeaconQueue.handOffDelay)
    await second.deliverPendingEvents()  // the network is down: all of them stay owed
    await first.deliverPendingEvents()  // delivered, and the journal compacted
    #expect(Set(online.sentEventIDs) == Set(delivered))

    // Both are killed; the app is launched again on the folder.
    first.beaconJournal?.relinquish()
    second.beaconJournal?.relinquish()
    let next = ScriptedTransport()
    let third = sdk(on: folder, next)
    await third.deliverPendingEvents()
    let sent = Set(next.sentEventIDs)
    let lost = owed.filter { !sent.contains($0) }
    #expect(lost.count == 0, "\(lost.count) of \(owed.count) offline events lost")
    #expect(sent.isDisjoint(with: delivered))  // what was delivered stays delivered
  }

  @Test func twoProcessesOnOneFolderLoseNoneOfEachOthersEvents() async throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let online = ScriptedTransport()
    let first = sdk(on: folder, online)
    await first.deliverPendingEvents()  // this process has the folder first

    // The other process: offline (nothing listens on port 9), it records 400 events.
    let child = Process()
    child.executableURL = FaultHarness.executable
    child.arguments = ["journal-hold", "http://127.0.0.1:9", folder.url.path, "400"]
    child.environment = FaultHarness.childEnvironment
    let output = Pipe()
    child.standardOutput = output
    try child.run()
    defer {
      if child.isRunning { kill(child.processIdentifier, SIGKILL) }
    }
    let reader = output.fileHandleForReading
    let line = await Task.detached { Self.firstLine(of: reader) }.value
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    let owed = try #require(object?["recorded"] as? [String], "the child said: \(line)")
    #expect(owed.count == 400)

    let delivered = emit(300, on: first, tag: "online")
    await clock.advance(by: BeaconQueue.handOffDelay)
    await first.deliverPendingEvents()  // delivered, and the journal compacted
    #expect(Set(online.sentEventIDs) == Set(delivered))
    kill(child.processIdentifier, SIGKILL)
    child.waitUntilExit()

    // Launched again while this instance still runs: the killed process's events are adopted.
    let next = ScriptedTransport()
    let second = sdk(on: folder, next)
    await second.deliverPendingEvents()
    let sent = Set(next.sentEventIDs)
    let lost = owed.filter { !sent.contains($0) }
    #expect(lost.count == 0, "\(lost.count) of \(owed.count) events of the other process lost")
    #expect(sent.isDisjoint(with: delivered))
  }

  /// The first line a child writes, without its newline (what it wrote before its end if none).
  private nonisolated static func firstLine(of handle: FileHandle) -> String {
    var data = Data()
    while !data.contains(UInt8(ascii: "\n")) {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      data.append(chunk)
    }
    let line = data.split(separator: UInt8(ascii: "\n")).first ?? Data()[...]
    return String(decoding: line, as: UTF8.self)
  }
}

/// One writer per journal file, and orphaned files adopted, at the journal's level.
struct JournalLockTests {
  private func beacons(_ count: Int, tag: String) -> [Outgoing] {
    (0..<count).map { index in
      .event(
        AdEvent(
          id: "\(tag)-\(index)", name: .impression, format: .overlay, adID: "ad", requestID: "r",
          time: 0, timestamp: Date(timeIntervalSince1970: 1_800_000_000), sequence: index + 1))
    }
  }

  /// `flock(2)` locks belong to the open file description: two opens in one process conflict
  /// (on Linux as on Darwin), so two instances in one process are kept apart as two processes
  /// are.
  @Test func aSecondLockOnOneFileInOneProcessIsRefusedUntilTheFirstIsReleased() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    let url = folder.url.appendingPathComponent("beacons.jsonl.lock")
    let first = try BeaconFileLock.acquire(url).get()
    #expect(throws: BeaconFileError.self) { try BeaconFileLock.acquire(url).get() }
    if case .failure(let error) = BeaconFileLock.acquire(url) { #expect(error.isHeldElsewhere) }
    first.release()
    let second = try BeaconFileLock.acquire(url).get()
    second.release()
  }

  #if os(Linux)
    /// A child process being started holds a copy of each of the parent's descriptors from its
    /// fork until its exec; a `dup` of the lock's descriptor is that copy, made to last. The
    /// lock must be free once released all the same, or the next journal, finding it held,
    /// writes a file of its own and leaves this one unread until a later launch.
    @Test func aReleasedLockIsFreeThoughACopyOfItsDescriptorLives() throws {
      let folder = TemporaryFolder()
      defer { folder.cleanUp() }
      try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
      let url = folder.url.appendingPathComponent("beacons.jsonl.lock")
      let first = try BeaconFileLock.acquire(url).get()
      let copy = try #require(Self.duplicateOfDescriptor(openOn: url))
      defer { close(copy) }
      first.release()
      let second = try BeaconFileLock.acquire(url).get()
      second.release()
    }

    /// A duplicate of this process's descriptor open on `url`, found in `/proc/self/fd`.
    private static func duplicateOfDescriptor(openOn url: URL) -> Int32? {
      let target = url.resolvingSymlinksInPath().path
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
      for entry in entries {
        guard let number = Int32(entry),
          let link = try? FileManager.default.destinationOfSymbolicLink(
            atPath: "/proc/self/fd/\(entry)"),
          URL(fileURLWithPath: link).resolvingSymlinksInPath().path == target
        else { continue }
        let copy = dup(number)
        return copy >= 0 ? copy : nil
      }
      return nil
    }
  #endif

  @Test func aSecondJournalWritesAFileOfItsOwnAndTheNextOneAdoptsItOnceItsWriterIsGone() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    let first = BeaconJournal(file: file)
    _ = first.record(beacons(2, tag: "first"))
    first.waitUntilWritten()
    let second = BeaconJournal(file: file)
    _ = second.record(beacons(3, tag: "second"))
    second.waitUntilWritten()
    #expect(first.fileURL == file.url)
    let own = try #require(second.fileURL)
    #expect(own != file.url)
    #expect(file.load().beacons.map(\.id) == ["first-0", "first-1"])
    #expect(BeaconFile(url: own).load().beacons.map(\.id) == ["second-0", "second-1", "second-2"])

    // While the second one lives, its file is its own.
    let third = BeaconJournal(file: file)
    #expect(third.load().beacons.isEmpty)
    third.relinquish()

    second.relinquish()  // its process ends
    let fourth = BeaconJournal(file: file)
    #expect(fourth.load().beacons.map(\.id) == ["second-0", "second-1", "second-2"])
    #expect(!FileManager.default.fileExists(atPath: own.path))
    fourth.relinquish()
    first.relinquish()
    let fifth = BeaconJournal(file: file)
    #expect(
      Set(fifth.load().beacons.map(\.id)) == [
        "first-0", "first-1", "second-0", "second-1", "second-2",
      ])
  }
}
