import Foundation

/// What a model-check run does, from the environment:
///
/// - `KONTEXT_MODEL_STEPS`: steps in all (default 100,000), in runs of ``stepsPerSeed``.
/// - `KONTEXT_MODEL_SEED`: replay this one seed (decimal or `0x` hex) for the steps given.
/// - `KONTEXT_MODEL_FIRST_SEED`: the first seed of a run of seeds (default 1).
/// - `KONTEXT_MODEL_SECONDS`: start no new seed after this many seconds (a soak's budget).
/// - `KONTEXT_MODEL_MINIMIZE=1`: cut a failing world's actions down before reporting.
/// - `KONTEXT_MODEL_WORLD_STEPS`: steps of each world before its teardown (default 500).
struct ModelCheckSettings {
  static let stepsPerSeed = 10_000
  static let defaultSteps = 100_000

  var seeds: [(seed: UInt64, steps: Int)]
  var seconds: Double?
  var minimize: Bool
  var worldLength: Int

  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    let total = environment["KONTEXT_MODEL_STEPS"].flatMap { Int($0) } ?? Self.defaultSteps
    seconds = environment["KONTEXT_MODEL_SECONDS"].flatMap(Double.init)
    minimize = environment["KONTEXT_MODEL_MINIMIZE"] == "1"
    worldLength = max(environment["KONTEXT_MODEL_WORLD_STEPS"].flatMap { Int($0) } ?? 500, 1)
    if let seed = environment["KONTEXT_MODEL_SEED"].flatMap(Self.number) {
      seeds = [(seed, total)]
      return
    }
    let first = environment["KONTEXT_MODEL_FIRST_SEED"].flatMap(Self.number) ?? 1
    let count = (total + Self.stepsPerSeed - 1) / Self.stepsPerSeed
    seeds = (0..<UInt64(count)).map { index in
      let steps = min(Self.stepsPerSeed, total - Int(index) * Self.stepsPerSeed)
      return (first &+ index, steps)
    }
  }

  private static func number(_ text: String) -> UInt64? {
    if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
    return UInt64(text)
  }
}
