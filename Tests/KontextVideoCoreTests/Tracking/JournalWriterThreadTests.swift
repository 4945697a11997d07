import Dispatch
import Foundation
import Testing

@testable import KontextVideoCore

/// The journal's writer thread runs its work once per wake, loses no wake that comes while the
/// work runs, stops when asked, and writes a recorded event without anyone waiting for it.
/// Waits here are guards (10 s) against a hang, never timing: each test waits for an event.
struct JournalWriterThreadTests {
  @Test func aWakeRunsTheWorkOnAThreadOfItsOwn() {
    let ran = DispatchSemaphore(value: 0)
    let threads = Locked<[ObjectIdentifier]>([])
    let thread = JournalWriterThread(name: "kx-test-writer") {
      threads.withLock { $0.append(ObjectIdentifier(Thread.current)) }
      ran.signal()
    }
    defer { thread.stop() }
    thread.wake()
    #expect(ran.wait(timeout: .now() + 10) == .success)
    thread.wake()
    #expect(ran.wait(timeout: .now() + 10) == .success)
    let seen = threads.withLock { $0 }
    #expect(seen.count == 2)
    #expect(Set(seen).count == 1)  // the same thread both times
    #expect(!seen.contains(ObjectIdentifier(Thread.current)))
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
    /// The system's id of the calling thread, read from /proc/thread-self, a link to
    /// /proc/<pid>/task/<tid>.
    private static func currentThreadID() -> String? {
      try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")
        .split(separator: "/").last.map(String.init)
    }

    @Test func aStoppedThreadEnds() throws {
      let ran = DispatchSemaphore(value: 0)
      let id = Locked<String?>(nil)
      let thread = JournalWriterThread(name: "kx-test-writer") {
        id.withLock { $0 = Self.currentThreadID() }
        ran.signal()
      }
      thread.wake()
      #expect(ran.wait(timeout: .now() + 10) == .success)
      let task = "/proc/self/task/" + (try #require(id.withLock { $0 }))
      #expect(FileManager.default.fileExists(atPath: task))  // parked, not gone
      thread.stop()
      let deadline = Date().addingTimeInterval(10)
      while FileManager.default.fileExists(atPath: task), Date() < deadline { usleep(1_000) }
      #expect(!FileManager.default.fileExists(atPath: task))
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
