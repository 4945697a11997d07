import Dispatch
import Foundation
import Testing

@testable import KontextVideoCore

/// The journal's writer thread runs its work once per wake, loses no wake that comes while the
/// work runs, stops when asked, and writes a recorded event without anyone waiting for it.
/// Waits here are guards (10 s) against a hang, never timing: each test waits for an event.
struct JournalWriterThreadTests {
  @Test func aWakeRunsTheWorkOnTheWritersOwnThread() {
    let ran = DispatchSemaphore(value: 0)
    let names = Locked<[String]>([])
    let thread = JournalWriterThread(name: "kx-test-writer") {
      names.withLock { $0.append(Thread.current.name ?? "") }
      ran.signal()
    }
    defer { thread.stop() }
    thread.wake()
    #expect(ran.wait(timeout: .now() + 10) == .success)
    #expect(names.withLock { $0 } == ["kx-test-writer"])
  }

  @Test func wakesThatComeWhileTheWorkRunsAreEachRunAfterIt() {
    let inside = DispatchSemaphore(value: 0)
    let gate = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let runs = Locked(0)
    let thread = JournalWriterThread(name: "kx-test-writer") {
      let run = runs.withLock { count -> Int in
        count += 1
        return count
      }
      if run == 1 {
        inside.signal()
        _ = gate.wait(timeout: .now() + 10)
      }
      finished.signal()
    }
    defer { thread.stop() }
    thread.wake()
    #expect(inside.wait(timeout: .now() + 10) == .success)
    // Two wakes while the first run is held inside its work.
    thread.wake()
    thread.wake()
    gate.signal()
    for _ in 0..<3 { #expect(finished.wait(timeout: .now() + 10) == .success) }
    #expect(runs.withLock { $0 } == 3)
  }

  #if os(Linux)
    /// The threads of this process named `name` (Linux keeps each thread's name in
    /// /proc/self/task/<id>/comm, 15 bytes at most).
    private func threads(named name: String) -> Int {
      let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
      return tasks.filter { task in
        let comm = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)
        return comm?.trimmingCharacters(in: .whitespacesAndNewlines) == name
      }.count
    }

    @Test func aStoppedThreadEnds() {
      let name = "kxw-" + UUID().uuidString.prefix(8)
      let ran = DispatchSemaphore(value: 0)
      let thread = JournalWriterThread(name: name) { ran.signal() }
      thread.wake()
      #expect(ran.wait(timeout: .now() + 10) == .success)
      #expect(threads(named: name) == 1)
      thread.stop()
      let deadline = Date().addingTimeInterval(10)
      while threads(named: name) > 0, Date() < deadline { usleep(1_000) }
      #expect(threads(named: name) == 0)
    }
  #endif

  @Test func aJournalWritesARecordedEventWithoutBeingAsked() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let file = BeaconFile(directory: folder.url)
    let journal = BeaconJournal(file: file)
    let event = AdEvent(
      id: "unasked", name: .impression, format: .overlay, adID: "ad", requestID: "r", time: 0,
      timestamp: Date(timeIntervalSince1970: 1_800_000_000), sequence: 1)
    _ = journal.record([.event(event)])
    // Nobody calls take() or waitUntilWritten(): the writer thread appends it on its own, as it
    // must for an event recorded just before a kill.
    let deadline = Date().addingTimeInterval(10)
    while journal.bytesWritten == 0, Date() < deadline { usleep(1_000) }
    #expect(file.load().beacons.map(\.id) == ["unasked"])
  }

  @Test func theWriterThreadDoesNotKeepItsJournalAlive() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    weak var gone: BeaconJournal?
    do {
      let journal = BeaconJournal(file: BeaconFile(directory: folder.url))
      _ = journal.record([])
      journal.waitUntilWritten()
      gone = journal
    }
    #expect(gone == nil)
  }
}
