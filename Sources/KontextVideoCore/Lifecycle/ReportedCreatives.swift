import Foundation

/// The creatives the viewer reported, kept off screen across launches: "Report this ad" lasts.
///
/// Each is remembered by a digest of its ``AdSlot/creativeKey`` (the first 16 bytes of its
/// SHA-256, as hex), never by the creative itself: a report costs 32 bytes however large the
/// creative's document. At most ``maximumKept`` are kept, each for ``keptFor`` after its report;
/// the oldest go first. They are written to `reported-creatives.json` beside the tracking
/// journal (the app's Caches folder, which iOS may clear when the device runs out of space),
/// rewritten whole and atomically at each report; read once, at the first question. A file that
/// cannot be read counts as empty, and one that cannot be written keeps the reports for the
/// app's run.
@MainActor
package final class ReportedCreatives {
  /// The most reports kept: 500.
  package static let maximumKept = 500
  /// How long a report keeps its creative off screen: 90 days.
  package static let keptFor: TimeInterval = 90 * 24 * 60 * 60

  private let fileURL: URL?
  private let now: @MainActor () -> Date
  /// Digest → when it was reported.
  private var reported: [String: Date] = [:]
  private var loaded = false

  /// Reports kept in `directory` (in memory only when nil), timed on the wall clock `now`.
  package init(directory: URL?, now: @escaping @MainActor () -> Date = Date.init) {
    fileURL = directory?.appendingPathComponent("reported-creatives.json", isDirectory: false)
    self.now = now
  }

  /// The digest a creative key is remembered by.
  package static func digest(_ key: String) -> String {
    SHA256.hex(Array(SHA256.hash(Array(key.utf8)).prefix(16)))
  }

  /// Remembers the creatives of `keys` as reported now, and writes the file.
  package func insert(_ keys: [String]) {
    loadIfNeeded()
    let time = now()
    for key in keys { reported[Self.digest(key)] = time }
    prune(at: time)
    save()
  }

  /// Whether the creative of `key` was reported within ``keptFor``.
  package func contains(_ key: String) -> Bool {
    loadIfNeeded()
    guard let time = reported[Self.digest(key)] else { return false }
    return now().timeIntervalSince(time) < Self.keptFor
  }

  /// How many reports are kept.
  package var count: Int {
    loadIfNeeded()
    return reported.count
  }

  /// Drops reports older than ``keptFor``, then the oldest beyond ``maximumKept``.
  private func prune(at time: Date) {
    reported = reported.filter { time.timeIntervalSince($0.value) < Self.keptFor }
    guard reported.count > Self.maximumKept else { return }
    let kept = reported.sorted { ($0.value, $0.key) > ($1.value, $1.key) }.prefix(Self.maximumKept)
    reported = Dictionary(uniqueKeysWithValues: kept.map { ($0.key, $0.value) })
  }

  /// The file's shape: each digest with its report time in seconds since 1970.
  private struct File: Codable {
    var reported: [String: Double]
  }

  private func loadIfNeeded() {
    guard !loaded else { return }
    loaded = true
    guard let fileURL, let data = try? Data(contentsOf: fileURL),
      data.count <= 256 * 1024,
      let file = try? JSONDecoder().decode(File.self, from: data)
    else { return }
    for (digest, seconds) in file.reported
    where digest.count == 32 && digest.utf8.allSatisfy(\.isHexDigit) && seconds.isFinite {
      reported[digest] = Date(timeIntervalSince1970: seconds)
    }
    prune(at: now())
  }

  private func save() {
    guard let fileURL else { return }
    let file = File(reported: reported.mapValues(\.timeIntervalSince1970))
    guard let data = try? JSONEncoder().encode(file) else { return }
    try? FileManager.default.createDirectory(
      at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? data.write(to: fileURL, options: .atomic)
  }
}

extension UInt8 {
  /// Whether the byte is an ASCII hex digit (0-9, a-f).
  fileprivate var isHexDigit: Bool {
    (self >= 0x30 && self <= 0x39) || (self >= 0x61 && self <= 0x66)
  }
}
