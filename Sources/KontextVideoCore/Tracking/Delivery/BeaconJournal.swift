import Dispatch
import Foundation

/// Where beacons are written the moment they are recorded, before the queue takes them.
///
/// The main actor only appends to a locked list (``record(_:)``) and, when no write is already
/// on its way, wakes the journal's own writer thread (``JournalWriterThread``); the writer turns
/// what waits into beacons and appends them to the ``BeaconFile`` in one write, a moment later
/// (typically well under a millisecond), on the serial writer queue that every other file
/// operation also runs on. So an impression recorded just before the app is killed is on disk,
/// and the main actor never touches the disk. A journal in memory only wakes nobody: the queue's
/// ``take()`` turns what waits into beacons. The ``BeaconQueue`` takes the
/// written beacons later (``take()``) and reports each one delivered or dropped
/// (``remove(_:owed:)``), which appends one short line.
///
/// The journal compacts itself when its file holds more than twice the bytes of the beacons
/// still owed, plus ``compactionSlackBytes``, or more than half of what a launch reads
/// (``BeaconFile/maximumReadBytes``): it rewrites the owed beacons atomically.
///
/// One writer per file: a journal holds its file's ``BeaconFileLock`` for its life, and one that
/// finds the file held (another SDK instance in the app, or another process on the same caches
/// folder) writes a file of its own beside it (``BeaconFile/sibling()``), so that neither
/// compaction erases the other's beacons. A journal that takes its file adopts the sibling files
/// whose lock nobody holds (their writer has gone): their beacons are appended to its own file
/// and handed to its queue, and the orphan removed.
///
/// A file that cannot be used (a read-only folder, a full disk, something other than a regular
/// file in its place) is said once in the log; its events are kept in memory, where the queue
/// delivers them while the process lives, and every later write tries the file again with
/// everything still owed, so a kill after the file works again loses nothing.
package final class BeaconJournal: Sendable {
  /// How far the file may outgrow the beacons still owed before it is compacted: 64 KiB.
  package static let compactionSlackBytes = 64 * 1024
  /// The most bytes of third-party pixels the file holds owed: 1 MiB. Pixels past it (and any
  /// one whose line is over ``maximumPixelLineBytes``) are delivered from memory only, so that
  /// third-party URLs, which a server may make as long as it likes, can never push first-party
  /// events out of the part of the file a launch reads back (``BeaconFile/maximumReadBytes``).
  /// A kill loses those pixels, never an event.
  package static let maximumPixelBytes = 1024 * 1024
  /// The longest line of one pixel the file takes: 16 KiB.
  package static let maximumPixelLineBytes = 16 * 1024

  private struct Inbox {
    var waiting: [Outgoing] = []
    var writeScheduled = false
    var handOffScheduled = false
    /// The thread that writes, once the writer queue has started it (off the main actor).
    var writerThread: JournalWriterThread?
    /// Written to disk, not yet taken by the queue.
    var written: [Beacon] = []
  }

  /// What the file holds (the bytes of each owed beacon's line, and the file's size), and the
  /// journal's hold on it. Changed on the writer queue only.
  private struct Disk {
    var owed: [String: Int] = [:]
    var fileBytes = 0
    var bytesWritten = 0
    /// The file written, and its lock, once taken.
    var file: BeaconFile?
    var lock: BeaconFileLock?
    /// Beacons owed whose lines are not in the file (writing failed), oldest first, with their
    /// lines (encoded once, however often the file is tried again).
    var unwritten: [(id: String, line: Data)] = []
    /// Beacons taken out whose removal line is not in the file (writing failed).
    var unwrittenRemovals: [String] = []
    /// The file failed, and the log said so: it is said again only after it has worked.
    var failing = false
    /// Whether orphaned sibling files were looked for.
    var adopted = false
    /// Let go of: memory only from then on.
    var relinquished = false
    /// Pixels kept in memory only (over the pixel bound): no removal line is owed for them.
    var memoryOnly: Set<String> = []
  }

  private let requested: BeaconFile?
  private let log: @Sendable (String) -> Void
  private let writer = DispatchQueue(label: "com.kontext.video.beacon-journal")
  private let inbox = Locked(Inbox())
  private let disk = Locked(Disk())

  /// A journal on `file`, or in memory only when it is nil, which says in `log` when the file
  /// cannot be used. The file is taken at once on the writer queue, so that the first event does
  /// not wait for it.
  package init(file: BeaconFile?, log: @escaping @Sendable (String) -> Void = { _ in }) {
    requested = file
    self.log = log
    guard file != nil else { return }
    writer.async {
      self.claim()
      // Started here rather than by the caller, so that creating a thread never costs the
      // main actor; until it runs, a record wakes the writer queue itself.
      let thread = JournalWriterThread(name: "kontext-journal") {
        [weak self] in
        guard let self else { return }
        self.writer.sync { self.writeWaiting() }
      }
      self.inbox.withLock { $0.writerThread = thread }
    }
  }

  deinit {
    inbox.withLock { $0.writerThread }?.stop()
  }

  /// The file asked for (which another journal may hold), or nil for a journal in memory only.
  package var requestedURL: URL? { requested?.url }

  /// The file written: the one asked for, or one of its own when another journal holds that one;
  /// nil in memory only, or while no file could be taken. Waits for the writer queue.
  package var fileURL: URL? {
    writer.sync { disk.withLock { $0.file?.url } }
  }

  /// Queues `items` for writing; returns true when the caller must schedule a hand-off to the
  /// queue (none is pending). Costs a lock and an array append and, for the first record since
  /// the last write, one wake of the writer thread.
  package func record(_ items: [Outgoing]) -> Bool {
    guard !items.isEmpty else { return false }
    let (wake, handOff, thread) = inbox.withLock { inbox in
      inbox.waiting += items
      defer {
        inbox.writeScheduled = true
        inbox.handOffScheduled = true
      }
      return (!inbox.writeScheduled, !inbox.handOffScheduled, inbox.writerThread)
    }
    // In memory only, `take()` does the work: there is no file to be quick for.
    if wake, requested != nil {
      if let thread {
        thread.wake()
      } else {
        writer.async { self.writeWaiting() }
      }
    }
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

  /// Waits until everything recorded is on disk (or was tried).
  package func waitUntilWritten() {
    writer.sync { writeWaiting() }
  }

  /// The beacons on disk (from an earlier run, adopted from a journal that has gone, or
  /// written by this one and not yet taken), and how many lines could not be read. Those it
  /// returns are the caller's from then on: ``take()`` does not return them again, so a beacon
  /// delivered in between is never handed over twice.
  package func load() -> (beacons: [Beacon], unreadable: Int) {
    writer.sync {
      guard requested != nil else { return ([], 0) }
      claim()
      guard let file = disk.withLock({ $0.file }) else { return ([], 0) }
      do {
        let contents = try file.readContents()
        disk.withLock { disk in
          for (id, bytes) in contents.lineBytes { disk.owed[id] = bytes }
          disk.fileBytes = contents.fileBytes
        }
        // Writes run on this queue: nothing is appended between the read and this.
        let loaded = Set(contents.beacons.map(\.id))
        inbox.withLock { $0.written.removeAll { loaded.contains($0.id) } }
        return (contents.beacons, contents.unreadable)
      } catch {
        failed(error)
        return ([], 0)
      }
    }
  }

  /// Takes `ids` out of the file (delivered or dropped), with one appended line; compacts the
  /// file when it has grown past the owed beacons. `owed` is what the queue still holds.
  package func remove(_ ids: [String], owed: @autoclosure () -> [Beacon]) {
    guard !ids.isEmpty, requested != nil else { return }
    let still = owed()
    writer.sync {
      // A beacon whose line never reached the file needs no removal line.
      let onDisk = disk.withLock { disk -> [String] in
        let gone = Set(ids)
        let unwritten = Set(disk.unwritten.map(\.id))
        disk.unwritten.removeAll { gone.contains($0.id) }
        for id in ids { disk.owed[id] = nil }
        let memoryOnly = disk.memoryOnly.intersection(gone)
        disk.memoryOnly.subtract(memoryOnly)
        return ids.filter { !unwritten.contains($0) && !memoryOnly.contains($0) }
      }
      // The removal is written first, so that it holds even if a compaction fails.
      guard write(adding: [], removing: onDisk), let file = disk.withLock({ $0.file }) else {
        return
      }
      let needsCompaction = disk.withLock { disk -> Bool in
        let owedBytes = disk.owed.values.reduce(0, +)
        return disk.fileBytes > 2 * owedBytes + Self.compactionSlackBytes
          || disk.fileBytes > BeaconFile.maximumReadBytes / 2
      }
      if needsCompaction { compact(file, keeping: still) }
    }
  }

  /// Lets the file go, as the end of the process does: its lock is released, so that the next
  /// journal to start adopts it, and nothing more is written to it (this journal goes on in
  /// memory). Waits for the writer queue.
  package func relinquish() {
    writer.sync {
      disk.withLock { disk in
        disk.relinquished = true
        disk.lock?.release()
        disk.lock = nil
        disk.file = nil
      }
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
    // Handed to the queue whether or not the file took them: in memory they are delivered
    // while the process lives.
    write(adding: beacons, removing: [])
    inbox.withLock { $0.written += beacons }
  }

  /// Takes the file, unless taken or let go of: the one asked for if no other journal holds it,
  /// else one of its own beside it. Then ends a line a kill left torn, and adopts the files of
  /// journals that have gone.
  private func claim() {
    guard let requested else { return }
    let state = disk.withLock { ($0.relinquished, $0.lock != nil) }
    guard !state.0, !state.1 else { return }
    var claimed: (BeaconFile, BeaconFileLock)?
    var failure: Error?
    try? FileManager.default.createDirectory(
      at: requested.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    switch BeaconFileLock.acquire(requested.lockURL) {
    case .success(let lock):
      claimed = (requested, lock)
    case .failure(let error) where error.isHeldElsewhere:
      let own = requested.sibling()
      switch BeaconFileLock.acquire(own.lockURL) {
      case .success(let lock): claimed = (own, lock)
      case .failure(let error): failure = error
      }
    case .failure(let error):
      failure = error
    }
    guard let (file, lock) = claimed else {
      if let failure { failed(failure) }
      return
    }
    disk.withLock { disk in
      disk.file = file
      disk.lock = lock
    }
    do {
      try file.endLastLine()
    } catch {
      failed(error)
      return
    }
    adoptOrphans(into: file)
  }

  /// Appends lines adding `beacons` and removing `ids`, after what an earlier failure left
  /// unwritten; returns whether they are all in the file. When they are not, they are kept for
  /// the next write, and the failure is logged once.
  @discardableResult
  private func write(adding beacons: [Beacon], removing ids: [String]) -> Bool {
    guard requested != nil else { return false }
    claim()
    var added: [(id: String, line: Data)] = []
    var pixelBytes: Int?
    for beacon in beacons {
      guard let line = BeaconFile.line(adding: beacon) else { continue }
      if !beacon.isEvent {
        let owed = pixelBytes ?? owedPixelBytes()
        guard line.count <= Self.maximumPixelLineBytes, owed + line.count <= Self.maximumPixelBytes
        else {
          _ = disk.withLock { $0.memoryOnly.insert(beacon.id) }
          continue
        }
        pixelBytes = owed + line.count
      }
      added.append((beacon.id, line))
    }
    let (file, relinquished, backlog, removals) = disk.withLock { disk in
      (disk.file, disk.relinquished, disk.unwritten + added, disk.unwrittenRemovals + ids)
    }
    guard !relinquished else { return false }
    var lines = Data()
    for entry in backlog { lines.append(entry.line) }
    if !removals.isEmpty, let line = BeaconFile.line(removing: removals) { lines.append(line) }
    guard let file else {
      keep(backlog, removals)
      return false
    }
    // Nothing to write says nothing of the file.
    guard !lines.isEmpty else { return !disk.withLock { $0.failing } }
    do {
      try file.write(appending: lines)
    } catch {
      keep(backlog, removals)
      failed(error)
      return false
    }
    let adopted = disk.withLock { disk -> Bool in
      for entry in backlog { disk.owed[entry.id] = entry.line.count }
      disk.fileBytes += lines.count
      disk.bytesWritten += lines.count
      disk.unwritten.removeAll()
      disk.unwrittenRemovals.removeAll()
      disk.failing = false
      return disk.adopted
    }
    // The file works again after failing when the journal started: its orphans are adopted now.
    if !adopted { adoptOrphans(into: file) }
    return true
  }

  /// The bytes of the pixels the file holds owed, or is about to (what waits to be written
  /// again). A pixel's id is its event's id, `#` and its index; an event's has no `#`.
  private func owedPixelBytes() -> Int {
    disk.withLock { disk in
      disk.owed.reduce(0) { $0 + ($1.key.contains("#") ? $1.value : 0) }
        + disk.unwritten.reduce(0) { $0 + ($1.id.contains("#") ? $1.line.count : 0) }
    }
  }

  /// Keeps what could not be written for the next write.
  private func keep(_ backlog: [(id: String, line: Data)], _ removals: [String]) {
    disk.withLock { disk in
      disk.unwritten = backlog
      disk.unwrittenRemovals = removals
    }
  }

  /// Logs `error` unless the log already said the file fails.
  private func failed(_ error: Error) {
    let first = disk.withLock { disk -> Bool in
      defer { disk.failing = true }
      return !disk.failing
    }
    guard first, let requested else { return }
    let path = requested.url.path
    let reason =
      (error as? BeaconFileError).map { $0.path == path ? $0.reason : $0.description }
      ?? "\(error)"
    log(
      "Tracking events cannot be saved to \(path) (\(reason)): they are kept in memory and "
        + "delivered while the app runs, and saving is tried again with the next event.")
  }

  /// Appends the beacons of sibling files whose lock nobody holds (their journal has gone) to
  /// `file`, hands them to the queue, and removes the orphans.
  private func adoptOrphans(into file: BeaconFile) {
    guard let requested else { return }
    disk.withLock { $0.adopted = true }
    for orphan in requested.siblings() where orphan.url != file.url {
      guard case .success(let lock) = BeaconFileLock.acquire(orphan.lockURL) else { continue }
      defer { lock.release() }
      guard let contents = try? orphan.readContents() else { continue }
      var lines = Data()
      var sizes: [(String, Int)] = []
      for beacon in contents.beacons {
        guard let line = BeaconFile.line(adding: beacon) else { continue }
        lines.append(line)
        sizes.append((beacon.id, line.count))
      }
      // Removed only once its beacons are in this journal's file.
      guard (try? file.write(appending: lines)) != nil else { continue }
      disk.withLock { disk in
        for (id, size) in sizes { disk.owed[id] = size }
        disk.fileBytes += lines.count
        disk.bytesWritten += lines.count
      }
      inbox.withLock { $0.written += contents.beacons }
      orphan.removeFiles()
    }
  }

  /// Rewrites the file with the beacons still owed: those the queue holds, and those written
  /// but not yet taken.
  private func compact(_ file: BeaconFile, keeping held: [Beacon]) {
    let untaken = inbox.withLock { $0.written }
    let heldIDs = Set(held.map(\.id))
    // Pixels kept in memory only stay there: the file's pixel bound holds after a compaction.
    let memoryOnly = disk.withLock { $0.memoryOnly }
    let owed = (held + untaken.filter { !heldIDs.contains($0.id) }).filter {
      !memoryOnly.contains($0.id)
    }
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
