#if os(macOS) || os(Linux)
  import Foundation
  import KontextVideoCore

  /// The project's reference ad server (`Tools/reference-server/server.py`) run as a child
  /// process on an ephemeral loopback port, for the project's own tests and benchmarks.
  ///
  /// The server ends when its standard input closes: when ``stop()`` is called, or when this
  /// process exits. (`Process.waitUntilExit()` spins on Linux off the main thread; it is not used.)
  package final class ReferenceServerProcess: Sendable {
    /// The port the server bound on 127.0.0.1.
    package let port: Int
    private let process: Locked<Process>
    private let input: Locked<Pipe>

    /// Why the server could not start.
    package struct StartError: Error, CustomStringConvertible {
      package var description: String
    }

    /// Starts `script` with `python3` and waits for the port it prints on its first line.
    package init(script: URL, token: String) throws(StartError) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["python3", script.path, "--port", "0", "--token", token]
      let output = Pipe()
      let input = Pipe()
      // What the server says when it fails (a traceback): read only if no port comes. The
      // server logs nothing else, so the pipe never fills.
      let errors = Pipe()
      process.standardOutput = output
      process.standardInput = input
      process.standardError = errors
      do { try process.run() } catch {
        throw StartError(description: "could not start python3 \(script.path): \(error)")
      }
      var line = Data()
      while !line.contains(UInt8(ascii: "\n")) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        line.append(chunk)
      }
      let text = String(decoding: line, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      guard let port = Int(text) else {
        if process.isRunning { process.terminate() }
        let said = String(
          decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self
        )
        .trimmingCharacters(in: .whitespacesAndNewlines)
        throw StartError(
          description: "the reference server (\(script.path)) printed '\(text)' instead of a port"
            + (said.isEmpty ? "" : "; it said:\n\(said.suffix(2000))"))
      }
      self.port = port
      self.process = Locked(process)
      self.input = Locked(input)
    }

    /// `http://127.0.0.1:<port>`.
    package var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Closes the server's standard input, which ends it, and signals it for good measure.
    package func stop() {
      input.withLock { try? $0.fileHandleForWriting.close() }
      process.withLock { if $0.isRunning { $0.terminate() } }
    }

    /// `Tools/reference-server/server.py` of the repository that holds `file`, `levels` folders up.
    package static func script(besides file: String, levels: Int) -> URL {
      var url = URL(fileURLWithPath: file)
      for _ in 0..<levels { url.deleteLastPathComponent() }
      return url.appendingPathComponent("Tools/reference-server/server.py")
    }
  }
#endif
