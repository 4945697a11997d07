import Dispatch
import Foundation
import Testing

@testable import KontextVideoCore

/// A rewarded app killed with SIGKILL at random moments neither loses a reward nor hands one
/// over twice: the next launch's ``KontextVideo/deliverUnclaimedRewards(_:)`` hands over each
/// reward written and not marked delivered, once, and none whose callback returned.
///
/// No server: the ledger needs none. The harness is built beside the tests; if it is missing
/// the test fails (it never skips, so CI, where a skip fails the run, cannot pass without it).
struct RewardCrashSafetyTests {
  /// Where a kill landed, from what the killed app printed last.
  enum Window: String, CaseIterable {
    /// Before `started`: the process was still launching.
    case launching
    /// After `started`, before the first `earning`: nothing written yet.
    case beforeTheFirst
    /// After a `handed`, before the next `earning`: before the next one's write.
    case betweenRewards
    /// After `earning`, before `recorded`: inside the ledger's write (it may be whole or not).
    case inTheWrite
    /// After `recorded`, before `told`: written, the callback not yet run. Owed.
    case beforeTheCallback
    /// After `told`, before `handed`: inside the callback or before the mark. Either way.
    case inTheCallback
    /// After `idle`: every reward handed over.
    case afterAll
  }

  /// What one killed launch said and what the next launches claimed.
  struct Run {
    var delay: Int
    var printed: [(word: String, id: String)]
    var claimed: [String]
    var claimedAgain: [String]

    func ids(_ word: String) -> [String] { printed.filter { $0.word == word }.map(\.id) }

    var window: Window {
      switch printed.last?.word {
      case nil: .launching
      case "started": .beforeTheFirst
      case "earning": .inTheWrite
      case "recorded": .beforeTheCallback
      case "told": .inTheCallback
      case "idle": .afterAll
      default: .betweenRewards
      }
    }

    /// Each promise this run broke, in words.
    var brokenPromises: [String] {
      var broken: [String] = []
      let claimedSet = Set(claimed)
      let told = Set(ids("told"))
      for id in ids("recorded") where !told.contains(id) && !claimedSet.contains(id) {
        broken.append("\(id) was written (its event recorded) and never told: not claimed")
      }
      for id in ids("handed") where claimedSet.contains(id) {
        broken.append("\(id) was handed over (its callback returned): claimed again")
      }
      let earning = Set(ids("earning"))
      for id in claimedSet where !earning.contains(id) {
        broken.append("\(id) was claimed but never earned")
      }
      if claimedSet.count != claimed.count {
        broken.append("a reward was claimed twice in one launch: \(claimed)")
      }
      if !claimedAgain.isEmpty {
        broken.append("a second launch claimed again: \(claimedAgain)")
      }
      return broken
    }

    /// The run as it happened: the last lines the killed app printed, and what was claimed.
    var sequence: String {
      let tail = printed.suffix(8).map { "\($0.word) \($0.id)" }.joined(separator: ", ")
      return "killed after \(delay) µs (\(window.rawValue)), last printed: [\(tail)], "
        + "claimed: \(claimed), claimed again: \(claimedAgain)"
    }
  }

  /// Rewards each launch earns before it waits to be killed: a kill's window depends on where in
  /// a hand-over it lands, not on how many came before, so a short run is as telling as a long
  /// one.
  static let limit = 40
  /// Microseconds the harness's `record` and `tell` each take, so that a kill lands between the
  /// write and the callback, or inside the callback, often enough to count (without it they last
  /// a few microseconds of every 2 ms).
  static let work = 300

  /// 240 runs, each killed at a seeded moment (`KONTEXT_CRASH_SEED` replays the moments; where
  /// in a hand-over each lands depends on the machine's timing too): one in six while the app
  /// launches or is about to earn its first, two in three while it earns, one in six once it has
  /// earned all. After each kill a launch on the same folder claims what is owed, and a second
  /// one must claim nothing. It prints where the kills landed.
  @Test func aKillNeitherLosesNorRepeatsAReward() async throws {
    let harness = FaultHarness.executable
    try #require(
      FileManager.default.isExecutableFile(atPath: harness.path),
      "no harness at \(harness.path): build it with `swift build --build-tests`")
    let seed =
      UInt64(ProcessInfo.processInfo.environment["KONTEXT_CRASH_SEED"] ?? "") ?? 20_261_207
    var random = SeededGenerator(seed: seed)
    let start = Date()
    var windows: [Window: Int] = [:]
    var inTheCallback = (claimed: 0, notClaimed: 0)
    var inTheWrite = (claimed: 0, notClaimed: 0)
    var broken: [String] = []
    let runs = 240
    for index in 0..<runs {
      let delay: Int
      switch random.next() % 6 {
      case 0: delay = Int(random.next() % 45_000)  // launching, or about to earn
      case 5: delay = 150_000 + Int(random.next() % 50_000)  // all earned, usually
      default: delay = 30_000 + Int(random.next() % 120_000)  // earning
      }
      let run: Run
      do {
        run = try await Self.run(killedAfterMicroseconds: delay)
      } catch {
        throw FaultHarness.Failure(description: "run \(index) (seed \(seed)): \(error)")
      }
      windows[run.window, default: 0] += 1
      let lastID = run.printed.last?.id ?? ""
      if run.window == .inTheCallback {
        if run.claimed.contains(lastID) {
          inTheCallback.claimed += 1
        } else {
          inTheCallback.notClaimed += 1
        }
      }
      if run.window == .inTheWrite {
        if run.claimed.contains(lastID) {
          inTheWrite.claimed += 1
        } else {
          inTheWrite.notClaimed += 1
        }
      }
      broken += run.brokenPromises.map {
        "run \(index) (seed \(seed)): \($0); \(run.sequence)"
      }
    }
    let counts = Window.allCases.map { "\($0.rawValue) \(windows[$0] ?? 0)" }
    print(
      "RewardCrashSafety (seed \(seed)): \(runs) kills in \(Int(Date().timeIntervalSince(start))) s; "
        + counts.joined(separator: ", ")
        + "; killed in the callback: claimed again \(inTheCallback.claimed), "
        + "not \(inTheCallback.notClaimed); killed in the write: claimed \(inTheWrite.claimed), "
        + "not \(inTheWrite.notClaimed)")
    #expect(broken.isEmpty, "\(broken.count) broken promises: \(broken.prefix(5))")
    #expect(
      (windows[.beforeTheCallback] ?? 0) >= 3,
      "too few kills between the write and the callback to show anything (seed \(seed))")
  }

  /// Starts `rewards` on a new folder, kills it after `delay` µs, then runs `claim` on the folder
  /// twice.
  private static func run(killedAfterMicroseconds delay: Int) async throws -> Run {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let printed = try await ExternalProgram.onOwnThread { () -> Result<String, any Error> in
      Result { try earnThenKill(folder: folder.url, afterMicroseconds: delay) }
    }.get()
    let claimed = try await claim(folder: folder.url)
    let claimedAgain = try await claim(folder: folder.url)
    let lines = printed.split(separator: "\n").compactMap { line -> (word: String, id: String)? in
      let parts = line.split(separator: " ")
      switch parts.count {
      case 3: return (String(parts[0]), String(parts[1]))
      case 2: return (String(parts[0]), "")
      default: return nil
      }
    }
    return Run(delay: delay, printed: lines, claimed: claimed, claimedAgain: claimedAgain)
  }

  /// Runs `rewards`, kills it with SIGKILL after `delay` µs, and returns what it printed. Blocks:
  /// on a thread of its own.
  private static func earnThenKill(folder: URL, afterMicroseconds delay: Int) throws -> String {
    let process = Process()
    process.executableURL = FaultHarness.executable
    process.arguments = ["rewards", folder.path, "\(limit)", "\(work)"]
    process.environment = FaultHarness.childEnvironment
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    usleep(UInt32(delay))
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  /// The ids a relaunch on `folder` was handed, in order; it must end with `done`.
  private static func claim(folder: URL) async throws -> [String] {
    let outcome = try await ExternalProgram.run(
      FaultHarness.executable, ["claim", folder.path], limit: 30,
      environment: FaultHarness.childEnvironment)
    let lines = outcome.output.split(separator: "\n").map { $0.split(separator: " ") }
    guard outcome.status == 0, lines.last?.first == "done" else {
      throw FaultHarness.Failure(
        description: "claim exited \(outcome.status): \(outcome.output) \(outcome.errors)")
    }
    return lines.filter { $0.first == "claimed" && $0.count >= 2 }.map { String($0[1]) }
  }
}
