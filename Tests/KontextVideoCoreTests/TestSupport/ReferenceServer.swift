import Foundation
import KontextVideoReferenceServer
import Testing

@testable import KontextVideoCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The suites that talk to the reference server. They run one test at a time, since some script
/// server-wide behaviour (failing `/v1/events`). When the server cannot start they are skipped
/// with its real error, unless `KONTEXT_REQUIRE_SERVER=1` (CI) makes that a failure: each test
/// then fails with the same error.
@Suite(
  .serialized,
  .enabled(
    if: ReferenceServer.isRunning || ExternalProgram.isRequired("KONTEXT_REQUIRE_SERVER"),
    ReferenceServer.notRunningReason))
enum ReferenceServerSuites {}

/// The project's reference ad server (`Tools/reference-server/server.py`), started once for the
/// whole test run on an ephemeral loopback port. Tests keep apart by using their own
/// `title_id`, which scenarios and records are keyed by.
final class ReferenceServer: Sendable {
  let port: Int
  let baseURL: URL
  /// Never stopped: the server ends when the test process does.
  private let process: ReferenceServerProcess

  static let token = "test-token"

  /// Whether the server is up for this test run.
  static var isRunning: Bool { (try? shared.get()) != nil }

  /// Why the server is not up, in its own words.
  static var notRunningReason: Comment {
    switch shared {
    case .success: "the reference server is running"
    case .failure(let error): Comment(rawValue: "the reference server did not start: \(error)")
    }
  }

  /// The server, or why it could not start (for example, no `python3`).
  static let shared: Result<ReferenceServer, ReferenceServerProcess.StartError> = Result {
    () throws(ReferenceServerProcess.StartError) in
    try ReferenceServer()
  }

  private init() throws(ReferenceServerProcess.StartError) {
    process = try ReferenceServerProcess(
      script: ReferenceServerProcess.script(besides: #filePath, levels: 4), token: Self.token)
    port = process.port
    baseURL = process.baseURL
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

  /// Makes the next `failNext` answers of `/v1/events` fail with `status`, with a
  /// `Retry-After` of `retryAfter` when given.
  func controlEvents(failNext: Int, status: Int, retryAfter: String? = nil) async throws {
    var control: [String: Any] = ["fail_next": failNext, "status": status]
    if let retryAfter { control["retry_after"] = retryAfter }
    let body = try JSONSerialization.data(withJSONObject: control)
    _ = try await call("POST", "/_control/events", body: body)
  }

  /// The tracking pixel paths the server was hit on, oldest first.
  func pixels() async throws -> [String] {
    let data = try await call("GET", "/_debug/pixels")
    return (try JSONSerialization.jsonObject(with: data) as? [String]) ?? []
  }

  /// The ids of the tracking events the server received, de-duplicated, oldest first.
  func eventIDs() async throws -> [String] {
    let data = try await call("GET", "/_debug/events")
    let events = (try JSONSerialization.jsonObject(with: data) as? [[String: Any]]) ?? []
    return events.compactMap { $0["event_id"] as? String }
  }

  /// The reward transactions the server received (`reward_earned` events), oldest first, with
  /// their state and attempts.
  func rewards() async throws -> [[String: Any]] {
    let data = try await call("GET", "/_debug/rewards")
    return (try JSONSerialization.jsonObject(with: data) as? [[String: Any]]) ?? []
  }

  /// The ids of the viewers' reports the server received at `/v1/reports`, oldest first.
  func reportIDs() async throws -> [String] {
    let data = try await call("GET", "/_debug/reports")
    let reports = (try JSONSerialization.jsonObject(with: data) as? [[String: Any]]) ?? []
    return reports.compactMap { $0["event_id"] as? String }
  }

  /// The ad requests the server received for `titleID`, oldest first.
  func requests(titleID: String) async throws -> [[String: Any]] {
    let data = try await call("GET", "/_debug/requests?title_id=\(titleID)")
    return (try JSONSerialization.jsonObject(with: data) as? [[String: Any]]) ?? []
  }

  /// The server's two loopback origins: the API's and the creatives'.
  /// The requests `/_test/record` received, with the credentials each carried.
  func recorded() async throws -> [[String: Any]] {
    let data = try await call("GET", "/_debug/recorded")
    return (try JSONSerialization.jsonObject(with: data) as? [[String: Any]]) ?? []
  }

  func origins() async throws -> (api: String, creative: String) {
    let data = try await call("GET", "/_debug/origins")
    let origins = try JSONSerialization.jsonObject(with: data) as? [String: String] ?? [:]
    return (origins["api"] ?? "", origins["creative"] ?? "")
  }

  /// Makes the server serve `html` at `path` (which starts with `/_test/`).
  func servePage(path: String, html: String) async throws {
    let body = try JSONSerialization.data(withJSONObject: ["path": path, "html": html])
    _ = try await call("POST", "/_control/page", body: body)
  }

  /// The VAST document of the linear ad the server fills for `titleID` now.
  func linearVAST(titleID: String) async throws -> Data {
    let body = try JSONSerialization.data(withJSONObject: [
      "title_id": titleID, "format": "linear", "request_id": UUID().uuidString,
    ])
    let answer = try JSONSerialization.jsonObject(
      with: try await call("POST", "/v1/ads", body: body))
    let slots = (answer as? [String: Any])?["slots"] as? [[String: Any]]
    let xml = (slots?.first?["creative"] as? [String: Any])?["xml"] as? String
    return Data((xml ?? "").utf8)
  }

  private func call(_ method: String, _ path: String, body: Data? = nil) async throws -> Data {
    var request = URLRequest(url: URL(string: baseURL.absoluteString + path)!)
    request.httpMethod = method
    request.httpBody = body
    request.setValue("Bearer \(Self.token)", forHTTPHeaderField: "Authorization")
    return try await URLSession.shared.data(for: request).0
  }
}
