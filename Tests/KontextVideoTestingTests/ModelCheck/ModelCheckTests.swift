import Foundation
import Testing

/// The seeded randomized model check (tracker issue 11). CI runs 100,000 steps; a soak runs
/// more: `KONTEXT_MODEL_STEPS=10000000 swift test -c release --filter ModelCheck`.
@MainActor
struct ModelCheckTests {
  @Test func randomActionsKeepEveryPromise() async {
    let settings = ModelCheckSettings()
    let start = Date()
    var steps = 0
    var seeds: [UInt64] = []
    var counts: [String: Int] = [:]
    for (seed, count) in settings.seeds {
      if let budget = settings.seconds, Date().timeIntervalSince(start) > budget { break }
      print("ModelCheck: seed \(seed), \(count) steps")
      let check = ModelCheck(seed: seed, steps: count) { counts.merge($0, uniquingKeysWith: +) }
      if let failure = await check.run() {
        var report = failure.description
        if settings.minimize {
          let minimal = await ModelMinimizer(failure: failure).minimize()
          report +=
            "\nminimal actions (\(minimal.count)):\n[\n"
            + minimal.map { "  \($0)," }.joined(separator: "\n") + "\n]"
        }
        Issue.record(Comment(rawValue: report))
        return
      }
      steps += count
      seeds.append(seed)
      if ProcessInfo.processInfo.environment["KONTEXT_MODEL_VERBOSE"] == "1" {
        print(
          "ModelCheck:   seed \(seed) done at \(String(format: "%.1f", Date().timeIntervalSince(start))) s"
        )
      }
    }
    let seconds = Date().timeIntervalSince(start)
    let rate = Int(Double(steps) / max(seconds, 0.001))
    print(
      "ModelCheck: \(steps) steps, seeds \(seeds.first ?? 0)...\(seeds.last ?? 0), "
        + "\(String(format: "%.1f", seconds)) s, \(rate) steps/s")
    // A run as long as CI's played ad breaks: their next ads started, and were checked.
    if steps >= 50_000 {
      #expect(counts["breakAdStarted", default: 0] > 0, "no ad break played in \(steps) steps")
    }
    if ProcessInfo.processInfo.environment["KONTEXT_MODEL_VERBOSE"] == "1" {
      for (name, count) in counts.sorted(by: { $0.key < $1.key }) {
        print("ModelCheck:   \(count) \(name)")
      }
    }
  }
}
