import Foundation
import KontextVideoCore

/// What keeping events crash-safe costs: the main actor's share of recording one event (the
/// journal's hand-over), and the bytes written to disk per event with 0, 100 and 1,000 beacons
/// pending, beside what rewriting the whole queue per change (the former design) would write.
/// Each event is recorded with the writer asleep, as in a session where events come seconds
/// apart: the costliest case, since the hand-over then has to wake it.
@MainActor
enum JournalBenchmark {
  static func run(runs: Int) {
    for pending in [0, 100, 1_000] {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("kontext-bench-\(UUID().uuidString)", isDirectory: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = BeaconFile(directory: folder)
      let journal = BeaconJournal(file: file)
      _ = journal.record(events(pending, from: 0))
      var owed = journal.take()

      var samples: [Double] = []
      let before = journal.bytesWritten
      for index in 0..<runs {
        let one = events(1, from: pending + index)
        let written = journal.bytesWritten
        let start = Measure.now()
        _ = journal.record(one)
        samples.append(Double(Measure.now() - start) / 1000)
        // The writer writes it on its own (waiting here for the journal to write would make
        // this thread do the write); given up after 100 ms.
        let deadline = Measure.now() + 100_000_000
        while journal.bytesWritten == written, Measure.now() < deadline { usleep(50) }
        // Keep the pending count steady: the queue takes the new one and delivers it.
        let taken = journal.take()
        owed += taken
        let ids = taken.map(\.id)
        owed.removeAll { ids.contains($0.id) }
        journal.remove(ids, owed: owed)
        // Events come seconds apart in a session: the writer is asleep when the next comes.
        usleep(2_000)
      }
      let perEvent = Double(journal.bytesWritten - before) / Double(runs)
      // The former design rewrote the whole queue when the event came (pending + 1 lines)
      // and again when it left (pending lines).
      let line = BeaconFile.line(adding: Beacon(outgoing: events(1, from: 0)[0]))?.count ?? 0
      let rewrite = (2 * pending + 1) * line
      report("  hand-over, \(pending) pending (main actor)", samples, target: "< 20 µs")
      say(
        "  disk bytes/event, \(pending) pending".padding(
          toLength: 44, withPad: " ", startingAt: 0)
          + String(
            format: "%.0f (added, then delivered; whole-queue rewrites wrote %d)",
            perEvent, rewrite))
    }
  }

  private static func events(_ count: Int, from first: Int) -> [Outgoing] {
    (first..<first + count).map { index in
      .event(
        AdEvent(
          id: "bench-\(index)", name: .impression, format: .overlay, adID: "ad", requestID: "r",
          time: 0, timestamp: Date(timeIntervalSince1970: 1_800_000_000), sequence: index + 1))
    }
  }
}
