import Foundation

/// Where earned rewards are written before the app hears of them, and marked once it has: a
/// reward the app was not told of (it was killed in between, or the ad had no delegate) is
/// handed over by ``KontextVideo/deliverUnclaimedRewards(_:)``, and one it was told of never
/// again.
///
/// One line of JSON a change, appended to `rewards.jsonl` beside the tracking journal:
/// `{"earned": {...}}` before the callback, `{"delivered": "<transaction id>"}` after it. A
/// plain append (no `fsync`): it survives the app's kill, which is what the promise is about;
/// a power loss in the same instant may lose the last line. The file is emptied once nothing in
/// it is owed, and a line that cannot be read is skipped.
@MainActor
package final class RewardLedger {
  /// The most rewards kept owed: older ones are let go of first (and logged).
  package static let maximumOwed = 100

  private let fileURL: URL?
  private let log: @MainActor (String) -> Void
  /// The rewards earned and not yet handed to the app, oldest first.
  private var owed: [EarnedReward] = []
  private var loaded = false

  /// A ledger in `directory` (`rewards.jsonl`), or in memory only when it is nil.
  package init(directory: URL?, log: @escaping @MainActor (String) -> Void = { _ in }) {
    fileURL = directory?.appendingPathComponent("rewards.jsonl", isDirectory: false)
    self.log = log
  }

  /// Hands `earned` over in the order that loses nothing and repeats nothing: written here,
  /// then `record` (the `reward_earned` event into the tracking journal, for the ad server),
  /// then `tell` (the app's callback), then marked delivered. With no one to `tell`, it stays
  /// owed (``unclaimed``). Returns whether it was told.
  @discardableResult
  package func handOver(
    _ earned: EarnedReward, record: () -> Void, tell: ((EarnedReward) -> Void)?
  ) -> Bool {
    self.earned(earned)
    record()
    guard let tell else { return false }
    tell(earned)
    delivered(earned.transactionID)
    return true
  }

  /// Writes `earned` before the app hears of it.
  package func earned(_ earned: EarnedReward) {
    loadIfNeeded()
    owed.append(earned)
    if owed.count > Self.maximumOwed {
      let dropped = owed.removeFirst()
      log(
        "More than \(Self.maximumOwed) rewards are owed; the oldest (\(dropped.transactionID)) was let go of."
      )
    }
    append(Line(earned: earned, delivered: nil))
  }

  /// The app heard of the reward `transactionID`: it is never handed over again.
  package func delivered(_ transactionID: String) {
    loadIfNeeded()
    owed.removeAll { $0.transactionID == transactionID }
    if owed.isEmpty, let fileURL {
      // Nothing owed: start the file over rather than let it grow.
      try? Data().write(to: fileURL)
    } else {
      append(Line(earned: nil, delivered: transactionID))
    }
  }

  /// The rewards owed to the app, oldest first.
  package var unclaimed: [EarnedReward] {
    loadIfNeeded()
    return owed
  }

  private struct Line: Codable {
    var earned: EarnedReward?
    var delivered: String?
  }

  private func loadIfNeeded() {
    guard !loaded else { return }
    loaded = true
    guard let fileURL, let data = try? Data(contentsOf: fileURL) else { return }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .millisecondsSince1970
    var earned: [EarnedReward] = []
    var delivered: Set<String> = []
    for line in data.split(separator: UInt8(ascii: "\n")) {
      guard let entry = try? decoder.decode(Line.self, from: Data(line)) else { continue }
      if let reward = entry.earned { earned.append(reward) }
      if let id = entry.delivered { delivered.insert(id) }
    }
    var seen: Set<String> = []
    owed = earned.filter {
      !delivered.contains($0.transactionID) && seen.insert($0.transactionID).inserted
    }
    owed = Array(owed.suffix(Self.maximumOwed))
  }

  private func append(_ line: Line) {
    guard let fileURL else { return }
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .millisecondsSince1970
    encoder.outputFormatting = .sortedKeys
    guard let encoded = try? encoder.encode(line) else { return }
    // A line starts on a line of its own: one cut short by a kill is then only a line skipped.
    var data = Data([UInt8(ascii: "\n")])
    data.append(encoded)
    data.append(UInt8(ascii: "\n"))
    do {
      let directory = fileURL.deletingLastPathComponent()
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      if !FileManager.default.fileExists(atPath: fileURL.path) {
        try data.write(to: fileURL)
        return
      }
      let handle = try FileHandle(forWritingTo: fileURL)
      defer { try? handle.close() }
      try handle.seekToEnd()
      try handle.write(contentsOf: data)
    } catch {
      log("A reward could not be written to \(fileURL.lastPathComponent): \(error).")
    }
  }
}
