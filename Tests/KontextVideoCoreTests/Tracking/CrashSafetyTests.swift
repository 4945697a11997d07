import Dispatch
import Foundation
import Testing

@testable import KontextVideoCore

/// An app killed with SIGKILL at random moments loses no event and no viewer's report: each one
/// recorded more than 150 ms before the kill reaches the server once the app is launched again,
/// a report at `/v1/reports`.
extension ReferenceServerSuites {
  @Suite struct CrashSafetyTests {
    let server: ReferenceServer

    init() throws {
      server = try ReferenceServer.shared.get()
    }

    /// 50 runs: the harness records an impression every 2 ms through the SDK's event path
    /// (from 100 ms after its set-up) and is killed 250-750 ms after launch (a seeded choice,
    /// `KONTEXT_CRASH_SEED` replays it); a second launch on the same folder delivers what is
    /// left.
    @Test func eventsRecordedBeforeAKillAreDeliveredAfterTheRestart() async throws {
      let seed =
        UInt64(ProcessInfo.processInfo.environment["KONTEXT_CRASH_SEED"] ?? "") ?? 20_261_130
      var random = SeededGenerator(seed: seed)
      var owed = 0
      var reportsOwed = 0
      var missing: [String] = []
      // Tools/measure-kill-window.sh sets it, under CPU load: every lost event's age at the
      // kill is then measured and printed, and only what is older than the window SECURITY.md
      // states fails.
      let measuring = ProcessInfo.processInfo.environment["KONTEXT_CRASH_MEASURE"] == "1"
      // The window a loaded machine needs to run the journal's writer: under load it has been
      // measured at up to 52 ms on the 2-core test machine (a full suite beside the thread
      // sanitizer's), 89 ms in a review. A lost batch, or an event never written, is far older.
      let window: UInt64 = measuring ? 250_000_000 : 150_000_000
      var lostAges: [UInt64] = []
      for run in 0..<50 {
        let folder = TemporaryFolder()
        defer { folder.cleanUp() }
        let delay = 250 + Int(random.next() % 500)
        let (recorded, killedAt) = try recordThenKill(folder: folder.url, afterMilliseconds: delay)
        let drained = try FaultHarness.run([
          "drain", server.baseURL.absoluteString, folder.url.path,
        ])
        #expect(drained["pending"] as? Int == 0, "run \(run): \(drained)")
        let events = Set(try await server.eventIDs())
        let reports = Set(try await server.reportIDs())
        if measuring {
          lostAges += recorded.filter {
            !($0.isReport ? reports : events).contains($0.id)
          }.map { killedAt - $0.at }
        }
        let due = recorded.filter { $0.at + window < killedAt }
        owed += due.count
        reportsOwed += due.filter(\.isReport).count
        missing += due.filter { !($0.isReport ? reports : events).contains($0.id) }
          .map {
            "run \(run) (seed \(seed)): \($0.isReport ? "report" : "event") \($0.id), "
              + "\((killedAt - $0.at) / 1_000_000) ms before the kill"
          }
      }
      if measuring {
        let ages = lostAges.sorted().map { Double($0) / 1e6 }
        print(
          "KillWindow (seed \(seed)): \(ages.count) lost in 50 kills; the oldest "
            + String(format: "%.1f", ages.last ?? 0) + " ms before the kill, median "
            + String(format: "%.1f", ages.isEmpty ? 0 : ages[ages.count / 2]) + " ms")
      }
      #expect(missing.isEmpty, "\(missing.count) of \(owed) lost: \(missing.prefix(5))")
      #expect(owed > 1000, "too few events were recorded to show anything: \(owed)")
      #expect(reportsOwed > 100, "too few reports were recorded to show anything: \(reportsOwed)")
    }

    /// Starts the recorder, kills it after `delay` ms, and returns what it said it recorded
    /// (events, and reports), with the monotonic time of each, and the time of the kill.
    private func recordThenKill(folder: URL, afterMilliseconds delay: Int) throws
      -> ([(id: String, at: UInt64, isReport: Bool)], UInt64)
    {
      let process = Process()
      process.executableURL = FaultHarness.executable
      process.arguments = ["record", server.baseURL.absoluteString, folder.path]
      process.environment = FaultHarness.childEnvironment
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      usleep(UInt32(delay) * 1000)
      let killedAt = DispatchTime.now().uptimeNanoseconds
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let recorded = text.split(separator: "\n").compactMap {
        line -> (id: String, at: UInt64, isReport: Bool)? in
        let parts = line.split(separator: " ")
        guard parts.count == 3, parts[0] == "recorded" || parts[0] == "reported",
          let at = UInt64(parts[2])
        else { return nil }
        return (String(parts[1]), at, parts[0] == "reported")
      }
      return (recorded, killedAt)
    }
  }
}
