import Foundation

/// The reference server (`Tools/reference-server/server.py`) started for a benchmark.
final class BenchmarkServer {
  let port: Int
  private let process: Process
  private let input: Pipe

  struct StartError: Error, CustomStringConvertible {
    var description: String
  }

  init() throws {
    let script = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Tools/reference-server/server.py").path
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script, "--port", "0"]
    let output = Pipe()
    input = Pipe()
    process.standardOutput = output
    process.standardInput = input
    try process.run()
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard let port = Int(text) else {
      throw StartError(description: "no port from the server: \(text)")
    }
    self.port = port
  }

  var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// Closes the server's standard input, which ends it, and signals it for good measure.
  /// (`waitUntilExit()` spins on Linux when called off the main thread, so it is not used.)
  func stop() {
    try? input.fileHandleForWriting.close()
    if process.isRunning { process.terminate() }
  }
}
