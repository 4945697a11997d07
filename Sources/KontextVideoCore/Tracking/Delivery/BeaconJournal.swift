import Dispatch
import Foundation

/// Where beacons are written the moment they are recorded, before the queue takes them.
///
/// The main actor only appends to a locked list (``record(_:)``); a serial writer queue turns
/// what waits into beacons and appends them to the ``BeaconFile`` in one write, a moment later
/// (typically well under a millisecond). So an impression recorded just before the app is
/// killed is on disk, and the main actor never touches the disk. The ``BeaconQueue`` takes the
/// written beacons later (``take()``) and reports each one delivered or dropped
/// (``remove(_:)``), which appends one short line.
///
/// The journal compacts itself when its file holds more than twice the bytes of the beacons
/// still owed, plus ``compactionSlackBytes``, or more than half of what a launch reads
/// (``BeaconFile/maximumReadBytes``): it rewrites the owed beacons atomically.
package final class BeaconJournal: Sendable {
  /// How far the file may outgrow the beacons still owed before it is compacted: 64 KiB.
  package static let compactionSlackBytes = 64 * 1024

  private struct Inbox {
    var waiting: [Outgoing] = []
    var writeScheduled = false
    var handOffScheduled = false
    /// Written to disk, not yet taken by the queue.
    var written: [Beacon] = []
  }

  /// What the file holds: the bytes of each owed beacon's line, and the file's size.
  private struct Disk {
    var owed: [String: Int] = [:]
    var fileBytes = 0
    var bytesWritten = 0
  }

  private let file: BeaconFile?
  private let writer = DispatchQueue(label: "com.kontext.video.beacon-journal")
  private let inbox = Locked(Inbox())
  private let disk = Locked(Disk())

  /// A journal on `file`, or in memory only when it is nil. The file is opened at once on the
  /// writer queue, so that the first event does not wait for it.
  package init(file: BeaconFile?) {
    self.file = file
    guard let file else { return }
    writer.async {
      file.prepare()
      // A line torn by a kill mid-append would swallow the next one: end it first.
      file.endLastLine()
    }
  }

  /// The file written, or nil for a journal in memory only.
  package var fileURL: URL? { file?.url }

  /// Queues `items` for writing; returns true when the caller must schedule a hand-off to the
  /// queue (none is pending). Costs a lock and an array append, and now and then a dispatch.
  package func record(_ items: [Outgoing]) -> Bool {
    guard !items.isEmpty else { return false }
    let (wake, handOff) = inbox.withLock { inbox -> (Bool, Bool) in
      inbox.waiting += items
      defer {
        inbox.writeScheduled = true
        inbox.handOffScheduled = true
      }
      return (!inbox.writeScheduled, !inbox.handOffScheduled)
    }
    if wake { writer.async { self.writeWaiting() } }
    return handOff
  }

  /// Everything recorded so far, written to disk first: the beacons the queue has not taken.
  package func take() -> [Beacon] {
    // Cleared before the write: an event recorded from here on asks for a hand-off of its own
    // (at worst one that finds nothing), so none is left waiting for the next event.
    inbox.withLock { $0.handOffScheduled = false }
    writer.sync { writeWaiting() }
    return inbox.withLock { inbox in
      defer { inbox.written.removeAll() }
      return inbox.written
    }
  }

  /// Waits until everything recorded is on disk.
  package func waitUntilWritten() {
    writer.sync { writeWaiting() }
  }

  /// The beacons on disk from an earlier run, and how many lines could not be read.
  package func load() -> (beacons: [Beacon], unreadable: Int) {
    writer.sync {
      guard let file else { return ([], 0) }
      let contents = file.read()
      let size = (try? FileManager.default.attributesOfItem(atPath: file.url.path)[.size]) as? Int
      disk.withLock { disk in
        for (id, bytes) in contents.lineBytes { disk.owed[id] = bytes }
        disk.fileBytes = size ?? contents.bytesRead
      }
      return (contents.beacons, contents.unreadable)
    }
  }

  /// Adds beacons made elsewhere (not by ``record(_:)``), on disk when this returns.
  package func add(_ beacons: [Beacon]) {
    guard !beacons.isEmpty else { return }
    writer.sync { append(beacons) }
  }

  /// Takes `ids` out of the file (delivered or dropped), with one appended line; compacts the
  /// file when it has grown past the owed beacons. `owed` is what the queue still holds.
  package func remove(_ ids: [String], owed: @autoclosure () -> [Beacon]) {
    guard !ids.isEmpty, let file else { return }
    let still = owed()
    writer.sync {
      guard let line = BeaconFile.line(removing: ids) else { return }
      // The removal is written first, so that it holds even if a compaction fails.
      let appended = file.append(line)
      let needsCompaction = disk.withLock { disk -> Bool in
        for id in ids { disk.owed[id] = nil }
        if appended {
          disk.fileBytes += line.count
          disk.bytesWritten += line.count
        }
        let owedBytes = disk.owed.values.reduce(0, +)
        return disk.fileBytes > 2 * owedBytes + Self.compactionSlackBytes
          || disk.fileBytes > BeaconFile.maximumReadBytes / 2
      }
      if needsCompaction { compact(file, keeping: still) }
    }
  }

  /// The bytes written to the file so far, compactions included (for the benchmark).
  package var bytesWritten: Int { disk.withLock { $0.bytesWritten } }

  // MARK: On the writer queue

  private func writeWaiting() {
    let items = inbox.withLock { inbox -> [Outgoing] in
      defer {
        inbox.waiting.removeAll()
        inbox.writeScheduled = false
      }
      return inbox.waiting
    }
    guard !items.isEmpty else { return }
    let beacons = items.map(Beacon.init(outgoing:))
    append(beacons)
    inbox.withLock { $0.written += beacons }
  }

  private func append(_ beacons: [Beacon]) {
    guard let file else { return }
    var lines = Data()
    var sizes: [(String, Int)] = []
    for beacon in beacons {
      guard let line = BeaconFile.line(adding: beacon) else { continue }
      lines.append(line)
      sizes.append((beacon.id, line.count))
    }
    guard file.append(lines) else { return }
    disk.withLock { disk in
      for (id, size) in sizes { disk.owed[id] = size }
      disk.fileBytes += lines.count
      disk.bytesWritten += lines.count
    }
  }

  /// Rewrites the file with the beacons still owed: those the queue holds, and those written
  /// but not yet taken.
  private func compact(_ file: BeaconFile, keeping held: [Beacon]) {
    let untaken = inbox.withLock { $0.written }
    let heldIDs = Set(held.map(\.id))
    let owed = held + untaken.filter { !heldIDs.contains($0.id) }
    guard file.rewrite(owed) else { return }
    var sizes: [String: Int] = [:]
    var total = 0
    for beacon in owed {
      let size = BeaconFile.line(adding: beacon)?.count ?? 0
      sizes[beacon.id] = size
      total += size
    }
    disk.withLock { disk in
      disk.owed = sizes
      disk.fileBytes = total
      disk.bytesWritten += total
    }
  }
}
