import Foundation

/// Runs a program the tests need (node, a headless Chromium) and collects what it printed.
///
/// The wait is asynchronous (a termination handler, since `Process.waitUntilExit()` spins on
/// Linux off the main thread), and a program still running after `limit` seconds of real time
/// is terminated: a guard against a hang, not a measure of speed.
struct ExternalProgram {
  struct Outcome {
    var status: Int32
    var output: String
    var errors: String
  }

  struct NotFound: Error, CustomStringConvertible {
    var name: String
    var description: String { "\(name) is not installed" }
  }

  /// The first of `names` found on `PATH` (or given by the environment variable `override`).
  static func find(_ names: [String], override: String? = nil) -> URL? {
    let environment = ProcessInfo.processInfo.environment
    if let override, let path = environment[override], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in names {
      for folder in folders {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
    }
    return nil
  }

  /// Whether the environment says a missing program must fail the test (CI sets it).
  static func isRequired(_ variable: String) -> Bool {
    ProcessInfo.processInfo.environment[variable] == "1"
  }

  static func run(
    _ executable: URL, _ arguments: [String], in folder: URL? = nil, limit: TimeInterval = 60,
    environment: [String: String] = [:]
  ) async throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    if let folder { process.currentDirectoryURL = folder }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    let finished = AsyncStream<Int32>.makeStream()
    process.terminationHandler = { finished.continuation.yield($0.terminationStatus) }
    try process.run()
    let guardTimer = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: guardTimer)
    async let printed = Self.readAll(output)
    async let complaints = Self.readAll(errors)
    var status: Int32 = -1
    for await code in finished.stream {
      status = code
      break
    }
    guardTimer.cancel()
    return Outcome(status: status, output: await printed, errors: await complaints)
  }

  /// Reads to the end on a thread of its own.
  static func readAll(_ pipe: Pipe) async -> String {
    await onOwnThread {
      String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
  }

  /// Runs blocking `work` on a thread of its own. Not on Dispatch's global queues: on Linux
  /// they have as many threads as the machine has cores, and Swift's concurrency runs on them
  /// too, so two reads blocked there on a 2-core machine stop every task of the test run.
  static func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread { continuation.resume(returning: work()) }
    }
  }
}
