import Foundation

/// The queue's file: an append-only journal of JSON lines. A beacon is added by a line holding
/// it, and leaves by a line naming it (`{"done": [ids]}`); loading replays the lines. Writing a
/// beacon is one append, however long the queue, and the file is rewritten only to compact it
/// (``rewrite(_:)``, atomically), which ``BeaconJournal`` does now and then.
///
/// Reading is tolerant: a truncated or corrupted line (a crash mid-append, a disk error) is
/// skipped and counted; the other lines are kept. A line holding a bare beacon (the format
/// before the journal) reads as an addition. Reading is bounded too: only the last
/// ``maximumReadBytes`` of the file are read (the journal compacts itself before it holds half of
/// that), so a file grown huge by a fault cannot stall the queue's start or use the app's memory.
///
/// Only a regular file is read or written: every open refuses a symbolic link (`O_NOFOLLOW`), does
/// not wait (`O_NONBLOCK`: a FIFO cannot hang it) and checks with `fstat` that it has a regular
/// file, so a device, a FIFO or a folder in the file's place is refused at once
/// (``BeaconFileError/Kind/notARegularFile``), never read for ever.
package struct BeaconFile: Sendable {
  /// The most of the file read: 4 MiB.
  package static let maximumReadBytes = 4 * 1024 * 1024

  /// Where the file is.
  package let url: URL

  /// The file `beacons.jsonl` in `directory`.
  package init(directory: URL) {
    self.init(url: directory.appendingPathComponent("beacons.jsonl", isDirectory: false))
  }

  /// The file at `url`.
  package init(url: URL) {
    self.url = url
  }

  /// `Caches/KontextVideoSDK` of the app.
  package static var defaultDirectory: URL? {
    FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?
      .appendingPathComponent("KontextVideoSDK", isDirectory: true)
  }

  /// One line of the journal.
  private struct Record: Codable {
    var add: Beacon?
    var done: [String]?
  }

  /// What a load found: the beacons still owed, oldest first, with the size of the line each
  /// came from; how many lines could not be read; and the bytes read.
  package struct Contents: Sendable {
    package var beacons: [Beacon] = []
    package var lineBytes: [String: Int] = [:]
    package var unreadable = 0
    package var bytesRead = 0
    /// The size of the whole file.
    package var fileBytes = 0
  }

  /// The beacons stored, and how many lines could not be read.
  package func load() -> (beacons: [Beacon], unreadable: Int) {
    let contents = read()
    return (contents.beacons, contents.unreadable)
  }

  /// Replays the journal's last ``maximumReadBytes``; nothing when the file is missing or cannot
  /// be read.
  package func read() -> Contents {
    (try? readContents()) ?? Contents()
  }

  /// Replays the journal's last ``maximumReadBytes``: nothing when the file is missing; throws a
  /// ``BeaconFileError`` when something other than a regular file is in its place, or it cannot
  /// be read.
  package func readContents() throws -> Contents {
    let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return Contents() }
      throw BeaconFileError.lastError(path: url.path)
    }
    defer { close(descriptor) }
    let size = try regularFileSize(descriptor)
    let start = max(0, size - Self.maximumReadBytes)
    let data = try read(descriptor, from: start, count: size - start)
    var contents = Self.contents(of: data, cut: start > 0)
    contents.fileBytes = size
    return contents
  }
  /// The beacons owed in `data`, the bytes of a journal (or of its tail when `cut`: then the
  /// first line is a piece of a line, and counts as unreadable), and how many lines could not
  /// be read.
  package static func decode(_ data: Data, cut: Bool) -> (beacons: [Beacon], unreadable: Int) {
    let contents = contents(of: data, cut: cut)
    return (contents.beacons, contents.unreadable)
  }

  /// Replays the journal lines in `data`.
  package static func contents(of data: Data, cut: Bool) -> Contents {
    var contents = Contents()
    contents.bytesRead = data.count
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    var order: [String] = []
    var owed: [String: Beacon] = [:]
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
    // A read that starts inside the file starts inside a line: that first piece is not one.
    if cut, !lines.isEmpty {
      lines.removeFirst()
      contents.unreadable += 1
    }
    for line in lines {
      let bytes = Data(line)
      if let record = try? decoder.decode(Record.self, from: bytes),
        record.add != nil || record.done != nil
      {
        if let beacon = record.add, owed[beacon.id] == nil {
          owed[beacon.id] = beacon
          order.append(beacon.id)
          contents.lineBytes[beacon.id] = line.count + 1
        }
        for id in record.done ?? [] { owed[id] = nil }
      } else if let beacon = try? decoder.decode(Beacon.self, from: bytes) {
        if owed[beacon.id] == nil {
          owed[beacon.id] = beacon
          order.append(beacon.id)
          contents.lineBytes[beacon.id] = line.count + 1
        }
      } else {
        contents.unreadable += 1
      }
    }
    contents.beacons = order.compactMap { owed[$0] }
    var seen = Set<String>()
    contents.beacons.removeAll { !seen.insert($0.id).inserted }
    contents.lineBytes = contents.lineBytes.filter { owed[$0.key] != nil }
    return contents
  }

  /// The journal line that adds `beacon`, with its newline.
  package static func line(adding beacon: Beacon) -> Data? {
    encoded(Record(add: beacon))
  }

  /// The journal line that takes `ids` out, with its newline.
  package static func line(removing ids: [String]) -> Data? {
    encoded(Record(done: ids))
  }

  private static func encoded(_ record: Record) -> Data? {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    guard var line = try? encoder.encode(record) else { return nil }
    line.append(UInt8(ascii: "\n"))
    return line
  }

  // MARK: Files

  /// The lock file of this journal file (`beacons.jsonl.lock`), which ``BeaconFileLock`` holds.
  package var lockURL: URL {
    url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".lock")
  }

  /// Where a rewrite is written before it is renamed over the file (`.beacons.jsonl.tmp`). Only
  /// the lock's holder rewrites, so one name per file does.
  private var temporaryURL: URL {
    url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".tmp")
  }

  /// The name's stem: `beacons` for `beacons.jsonl`.
  private var stem: String { url.deletingPathExtension().lastPathComponent }

  /// A file of its own beside this one (`beacons-<UUID>.jsonl`), for a journal that finds this
  /// one held by another.
  package func sibling() -> BeaconFile {
    BeaconFile(
      url: url.deletingLastPathComponent().appendingPathComponent(
        "\(stem)-\(UUID().uuidString).jsonl", isDirectory: false))
  }

  /// The files made by ``sibling()`` in the folder (their lock files included, whose journal
  /// file may be missing), oldest name first.
  package func siblings() -> [BeaconFile] {
    let folder = url.deletingLastPathComponent()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let journals = Set(
      names.filter { $0.hasPrefix(stem + "-") }.map { name in
        name.hasSuffix(".lock") ? String(name.dropLast(".lock".count)) : name
      }
    ).filter { $0.hasSuffix(".jsonl") }
    return journals.sorted().map {
      BeaconFile(url: folder.appendingPathComponent($0, isDirectory: false))
    }
  }

  /// Removes the file, what a rewrite left of it, and its lock file last (a journal adopting
  /// it holds the lock meanwhile, so no other one reads it while it goes).
  package func removeFiles() {
    unlink(url.path)
    unlink(temporaryURL.path)
    unlink(lockURL.path)
  }

  /// Makes the file's folder and the file, if missing; returns whether a regular file is there.
  @discardableResult
  package func prepare() -> Bool {
    guard let descriptor = try? openForWriting(O_APPEND) else { return false }
    close(descriptor)
    return true
  }

  /// Ends the file's last line if a crash left it torn (no newline at the end), so that the next
  /// append starts a line of its own; the torn line stays unreadable, as it is. Throws a
  /// ``BeaconFileError`` when the file is not a regular one or cannot be read or written.
  package func endLastLine() throws {
    let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return }
      throw BeaconFileError.lastError(path: url.path)
    }
    defer { close(descriptor) }
    let size = try regularFileSize(descriptor)
    guard size > 0 else { return }
    let last = try read(descriptor, from: size - 1, count: 1)
    if last != Data([UInt8(ascii: "\n")]) { try write(appending: Data([UInt8(ascii: "\n")])) }
  }

  /// Appends `lines` to the end of the file (`O_APPEND`); returns whether they were all written.
  @discardableResult
  package func append(_ lines: Data) -> Bool {
    (try? write(appending: lines)) != nil
  }

  /// Appends `lines` to the end of the file (`O_APPEND`), making the file and its folder if
  /// missing. Throws a ``BeaconFileError`` when they were not all written: when a write stops
  /// part way (a full disk, a file-size limit), the torn line is ended if it can be, so that the
  /// next append is read.
  package func write(appending lines: Data) throws {
    guard !lines.isEmpty else { return }
    let descriptor = try openForWriting(O_APPEND)
    defer { close(descriptor) }
    let written = Self.writeAll(lines, to: descriptor)
    guard written < lines.count else { return }
    let error = BeaconFileError.lastError(path: url.path)
    if written > 0 { _ = Self.writeAll(Data([UInt8(ascii: "\n")]), to: descriptor) }
    throw error
  }

  /// Replaces the file, atomically, with one line per beacon; returns whether it was written.
  @discardableResult
  package func rewrite(_ beacons: [Beacon]) -> Bool {
    (try? replace(with: beacons)) != nil
  }

  /// Replaces the file, atomically, with one line per beacon: written to a file beside it, then
  /// renamed over it. Something other than a regular file in its place is left as it is, and a
  /// ``BeaconFileError`` thrown.
  package func replace(with beacons: [Beacon]) throws {
    var data = Data()
    for beacon in beacons {
      if let line = Self.line(adding: beacon) { data.append(line) }
    }
    var status = stat()
    if lstat(url.path, &status) == 0, !Self.isRegular(status) {
      throw BeaconFileError(.notARegularFile, path: url.path)
    }
    let temporary = BeaconFile(url: temporaryURL)
    let descriptor = try temporary.openForWriting(O_TRUNC)
    let written = Self.writeAll(data, to: descriptor)
    let writeError = BeaconFileError.lastError(path: temporary.url.path)
    close(descriptor)
    guard written == data.count else {
      unlink(temporary.url.path)
      throw writeError
    }
    guard rename(temporary.url.path, url.path) == 0 else {
      let error = BeaconFileError.lastError(path: url.path)
      unlink(temporary.url.path)
      throw error
    }
  }

  // MARK: System calls

  /// Opens the file for writing, made with its folder if missing; never through a symbolic
  /// link, never waiting, and only a regular file.
  private func openForWriting(_ mode: Int32) throws -> Int32 {
    let flags = O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | mode
    var descriptor = open(url.path, flags, 0o644)
    if descriptor < 0, errno == ENOENT {
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      descriptor = open(url.path, flags, 0o644)
    }
    guard descriptor >= 0 else { throw BeaconFileError.lastError(path: url.path) }
    do {
      _ = try regularFileSize(descriptor)
    } catch {
      close(descriptor)
      throw error
    }
    return descriptor
  }

  /// The size of the open file, which must be a regular file.
  private func regularFileSize(_ descriptor: Int32) throws -> Int {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw BeaconFileError.lastError(path: url.path) }
    guard Self.isRegular(status) else { throw BeaconFileError(.notARegularFile, path: url.path) }
    return Int(status.st_size)
  }

  private static func isRegular(_ status: stat) -> Bool {
    status.st_mode & S_IFMT == S_IFREG
  }

  /// At most `count` bytes of the open file from `offset` (fewer at its end).
  private func read(_ descriptor: Int32, from offset: Int, count: Int) throws -> Data {
    var data = Data(count: count)
    var total = 0
    while total < count {
      let read = data.withUnsafeMutableBytes { buffer in
        pread(descriptor, buffer.baseAddress! + total, count - total, off_t(offset + total))
      }
      if read < 0, errno == EINTR { continue }
      guard read >= 0 else { throw BeaconFileError.lastError(path: url.path) }
      if read == 0 { break }
      total += read
    }
    return data.prefix(total)
  }

  /// Writes `data` to the open file until done or an error; returns the bytes written.
  private static func writeAll(_ data: Data, to descriptor: Int32) -> Int {
    var total = 0
    while total < data.count {
      let written = data.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress! + total, data.count - total)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { break }
      total += written
    }
    return total
  }
}

/// `write(2)`, out of reach of ``BeaconFile``'s own `write` methods.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
