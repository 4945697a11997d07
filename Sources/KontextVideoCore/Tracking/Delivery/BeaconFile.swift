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
package struct BeaconFile: Sendable {
  /// The most of the file read: 4 MiB.
  package static let maximumReadBytes = 4 * 1024 * 1024

  package let url: URL

  package init(directory: URL) {
    url = directory.appendingPathComponent("beacons.jsonl", isDirectory: false)
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
  }

  /// The beacons stored, and how many lines could not be read.
  package func load() -> (beacons: [Beacon], unreadable: Int) {
    let contents = read()
    return (contents.beacons, contents.unreadable)
  }

  /// Replays the journal's last ``maximumReadBytes``.
  package func read() -> Contents {
    guard let (data, cut) = readTail() else { return Contents() }
    return Self.contents(of: data, cut: cut)
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

  /// The last ``maximumReadBytes`` of the file, and whether anything before them was left out.
  private func readTail() -> (Data, cut: Bool)? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    guard let size = try? handle.seekToEnd() else { return nil }
    let start = size > UInt64(Self.maximumReadBytes) ? size - UInt64(Self.maximumReadBytes) : 0
    do {
      try handle.seek(toOffset: start)
      return (try handle.readToEnd() ?? Data(), start > 0)
    } catch {
      return nil
    }
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

  /// Makes the file's folder and the file, if missing; returns whether the file exists.
  @discardableResult
  package func prepare() -> Bool {
    if FileManager.default.fileExists(atPath: url.path) { return true }
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      return false
    }
    return FileManager.default.createFile(atPath: url.path, contents: nil)
  }

  /// Ends the file's last line if a crash left it torn (no newline at the end), so that the next
  /// append starts a line of its own; the torn line stays unreadable, as it is.
  package func endLastLine() {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return }
    let size = (try? handle.seekToEnd()) ?? 0
    var last: Data?
    if size > 0, (try? handle.seek(toOffset: size - 1)) != nil {
      last = try? handle.read(upToCount: 1)
    }
    try? handle.close()
    if let last, last != Data([UInt8(ascii: "\n")]) { append(Data([UInt8(ascii: "\n")])) }
  }

  /// Appends `lines` in one `write(2)` to the end of the file (`O_APPEND`); returns whether
  /// they were all written.
  @discardableResult
  package func append(_ lines: Data) -> Bool {
    guard !lines.isEmpty else { return true }
    guard prepare() else { return false }
    let descriptor = open(url.path, O_WRONLY | O_APPEND)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let written = lines.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if written > 0, written < lines.count {
      // A short write (a full disk): end the torn line so the next append is read.
      _ = write(descriptor, "\n", 1)
    }
    return written == lines.count
  }

  /// Replaces the file, atomically, with one line per beacon; returns whether it was written.
  @discardableResult
  package func rewrite(_ beacons: [Beacon]) -> Bool {
    var data = Data()
    for beacon in beacons {
      if let line = Self.line(adding: beacon) { data.append(line) }
    }
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
      return true
    } catch {
      return false
    }
  }

  /// The same as ``rewrite(_:)``.
  @discardableResult
  package func save(_ beacons: [Beacon]) -> Bool { rewrite(beacons) }
}
