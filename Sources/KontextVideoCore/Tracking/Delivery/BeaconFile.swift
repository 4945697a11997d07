import Foundation

/// The queue's file: one JSON beacon per line, replaced atomically on every change.
///
/// Reading is tolerant: a truncated or corrupted line (a crash mid-write on a file system
/// without atomic rename, a disk error) is skipped and counted; the other lines are kept.
package struct BeaconFile: Sendable {
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
    guard let data = try? Data(contentsOf: url) else { return ([], 0) }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    var beacons: [Beacon] = []
    var unreadable = 0
    for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      if let beacon = try? decoder.decode(Beacon.self, from: Data(line)) {
        beacons.append(beacon)
      } else {
        unreadable += 1
      }
    }
    return (beacons, unreadable)
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
