import Dispatch
import Foundation
import Testing

@testable import KontextVideoCore

/// Runs `KontextVideoFaultHarness`, built beside the tests, as a child process.
enum FaultHarness {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The harness executable, in the build folder the tests run from.
  static var executable: URL {
    let here = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = here.deletingLastPathComponent()
    // On Linux the tests run from `.build/<triple>/<config>/...PackageTests.xctest`; elsewhere
    // from inside a bundle: walk up to the folder holding the harness.
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("KontextVideoFaultHarness")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return here.deletingLastPathComponent().appendingPathComponent("KontextVideoFaultHarness")
  }

  /// The test process's environment, for a child built with `--sanitize=address` too: no
  /// LeakSanitizer report at its exit (it would turn the exit status to 1; the child's own
  /// leaks are not what these tests measure), and no quarantine of freed memory (which keeps
  /// every freed block resident, so the child's memory would measure AddressSanitizer, not
  /// the SDK). Without the sanitizer these options are read by nothing.
  static var childEnvironment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    let options = environment["ASAN_OPTIONS"].map { $0 + ":" } ?? ""
    environment["ASAN_OPTIONS"] = options + "detect_leaks=0:quarantine_size_mb=0"
    return environment
  }

  /// Runs the harness to its end and returns the JSON object it printed last. `launcher`, when
  /// given, is a program and its arguments that start the harness (such as `unshare`).
  static func run(_ arguments: [String], launcher: [String] = []) throws -> [String: Any] {
    let process = Process()
    if let program = launcher.first {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = Array(launcher.dropFirst()) + [executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    process.environment = childEnvironment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Both pipes are read at once, so that a child writing much to one never blocks on it.
    let errorData = Locked(Data())
    let errorsRead = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      let data = errors.fileHandleForReading.readDataToEndOfFile()
      errorData.withLock { $0 = data }
      errorsRead.signal()
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    errorsRead.wait()
    process.waitUntilExit()
    let errorText = String(decoding: errorData.withLock { $0 }, as: UTF8.self)
    // What the child said on stderr reaches the test's own (a sanitizer's report among it).
    if !errorText.isEmpty { FileHandle.standardError.write(Data(errorText.utf8)) }
    guard process.terminationStatus == 0 else {
      throw Failure(description: "the harness exited \(process.terminationStatus): \(errorText)")
    }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    guard let last = lines.last,
      let object = try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any]
    else {
      throw Failure(
        description: "the harness printed no JSON: \(String(decoding: data, as: UTF8.self))")
    }
    return object
  }
}
