import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The suites that talk to the reference server. They run one test at a time, since some script
/// server-wide behaviour (failing `/v1/events`), and are skipped with a reason without python3.
@Suite(
  .serialized,
  .enabled(if: (try? ReferenceServer.shared.get()) != nil, "the reference server needs python3"))
enum ReferenceServerSuites {}

/// The project's reference ad server (`Tools/reference-server/server.py`), started once for the
/// whole test run on an ephemeral loopback port. Tests keep apart by using their own
/// `title_id`, which scenarios and records are keyed by.
final class ReferenceServer: Sendable {
  let port: Int
  let baseURL: URL
  private let process: Locked<Process>
  /// Held open for the life of the test process; when it closes, the server exits.
  private let stdin: Locked<Pipe>

  static let token = "test-token"

  /// The server, or why it could not start (for example, no `python3`).
  static let shared: Result<ReferenceServer, ServerError> = Result { () throws(ServerError) in
    try ReferenceServer()
  }

  struct ServerError: Error, CustomStringConvertible {
    var description: String
  }

  private init() throws(ServerError) {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let script = root.appendingPathComponent("Tools/reference-server/server.py").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script, "--port", "0", "--token", Self.token]
    let output = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardInput = input
    do { try process.run() } catch {
      throw ServerError(description: "could not start python3 \(script): \(error)")
    }
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard let port = Int(text) else {
      throw ServerError(description: "the reference server printed '\(text)' instead of a port")
    }
    self.port = port
    baseURL = URL(string: "http://127.0.0.1:\(port)")!
    self.process = Locked(process)
    stdin = Locked(input)
  }

  /// Sets what `/v1/ads` does for `titleID` (and `format`, or every format).
  func setScenario(titleID: String, format: AdFormat? = nil, _ scenario: [String: Any]) async throws
  {
    var body = scenario
    body["title_id"] = titleID
    if let format { body["format"] = format.rawValue }
    _ = try await call(
      "POST", "/_control/scenario", body: JSONSerialization.data(withJSONObject: body))
  }

  /// Makes the next `failNext` answers of `/v1/events` fail with `status`.
  func controlEvents(failNext: Int, status: Int) async throws {
    let body = try JSONSerialization.data(withJSONObject: ["fail_next": failNext, "status": status])
    _ = try await call("POST", "/_control/events", body: body)
  }

  /// The tracking pixel paths the server was hit on, oldest first.
  func pixels() async throws -> [String] {
    let data = try await call("GET", "/_debug/pixels")
    return (try JSONSerialization.jsonObject(with: data) as? [String]) ?? []
  }

  /// The ad requests the server received for `titleID`, oldest first.
  func requests(titleID: String) async throws -> [[String: Any]] {
    let data = try await call("GET", "/_debug/requests?title_id=\(titleID)")
    return (try JSONSerialization.jsonObject(with: data) as? [[String: Any]]) ?? []
  }

  private func call(_ method: String, _ path: String, body: Data? = nil) async throws -> Data {
    var request = URLRequest(url: URL(string: baseURL.absoluteString + path)!)
    request.httpMethod = method
    request.httpBody = body
    return try await URLSession.shared.data(for: request).0
  }
}
