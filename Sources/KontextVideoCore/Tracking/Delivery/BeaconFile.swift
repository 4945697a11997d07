import Foundation

/// The queue's file: one JSON beacon per line, replaced atomically on every change.
///
/// Reading is tolerant: a truncated or corrupted line (a crash mid-write on a file system
/// without atomic rename, a disk error) is skipped and counted; the other lines are kept.
/// Reading is bounded too: only the last ``maximumReadBytes`` of the file are read (the newest
/// beacons; a full queue of 1,000 takes far less), so a file grown huge by a fault cannot stall
/// the queue's start or use the app's memory.
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

  /// The beacons stored, and how many lines could not be read.
  package func load() -> (beacons: [Beacon], unreadable: Int) {
    guard let (data, cut) = readTail() else { return ([], 0) }
    return Self.decode(data, cut: cut)
  }

  /// The beacons in `data`, the bytes of the file (or of its tail when `cut`: then the first
  /// line is a piece of a line, and counts as unreadable), and how many lines could not be read.
  package static func decode(_ data: Data, cut: Bool) -> (beacons: [Beacon], unreadable: Int) {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    var beacons: [Beacon] = []
    var unreadable = cut ? 1 : 0
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
    // A read that starts inside the file starts inside a line: that first piece is not one.
    if cut, !lines.isEmpty { lines.removeFirst() }
    for line in lines {
      if let beacon = try? decoder.decode(Beacon.self, from: Data(line)) {
        beacons.append(beacon)
      } else {
        unreadable += 1
      }
    }
    return (beacons, unreadable)
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

  /// Replaces the file with `beacons`; returns whether it was written.
  @discardableResult
  package func save(_ beacons: [Beacon]) -> Bool {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    var data = Data()
    for beacon in beacons {
      guard let line = try? encoder.encode(beacon) else { continue }
      data.append(line)
      data.append(UInt8(ascii: "\n"))
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
}
