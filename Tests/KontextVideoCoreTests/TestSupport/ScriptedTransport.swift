import Foundation

@testable import KontextVideoCore

/// The one scripted server of the tests: answers by URL (`answer(_:with:)`), or by a script of
/// statuses in order for any other request, then 200; it records every request it was sent.
///
/// An answer can be a status with a body, the network being down, or a request that never
/// answers until its caller gives up (it ends when its task is cancelled).
final class ScriptedTransport: HTTPTransport {
  /// What a request is answered with.
  enum Answer: Sendable {
    /// An HTTP response.
    case status(Int, body: Data = Data(), retryAfter: TimeInterval? = nil)
    /// No network: the send throws `notConnectedToInternet`.
    case networkDown
    /// No answer until the caller's task is cancelled.
    case hang
  }

  /// Which requests a rule answers.
  typealias Match = @Sendable (HTTPRequestData) -> Bool

  private struct State {
    var script: [Int?] = []
    var rules: [(match: Match, answer: @Sendable (HTTPRequestData) -> Answer)] = []
    var sent: [HTTPRequestData] = []
    var answered: [HTTPRequestData] = []
  }

  private let state = Locked(State())
  /// What a send hands to `inspect` before answering (to see the disk at that moment).
  let inspect: (@Sendable (HTTPRequestData) -> Void)?
  /// Holds the first send until opened.
  let gate: Gate?

  /// A server answering every request from `script` in order (nil: the network is down), then
  /// 200 with `{}`.
  init(
    _ script: [Int?] = [], gate: Gate? = nil, inspect: (@Sendable (HTTPRequestData) -> Void)? = nil
  ) {
    state.withLock { $0.script = script }
    self.gate = gate
    self.inspect = inspect
  }

  /// Answers the next sends with `script` (nil: the network is down), then 200.
  func script(_ script: [Int?]) { state.withLock { $0.script = script } }

  /// Answers the requests `match` selects with what `answer` says, before the script; the
  /// latest rule that matches wins.
  func answer(
    _ match: @escaping Match, with answer: @escaping @Sendable (HTTPRequestData) -> Answer
  ) {
    state.withLock { $0.rules.append((match, answer)) }
  }

  /// Answers requests to `url` (the whole URL) with `answer`.
  func answer(url: String, with answer: Answer) {
    self.answer({ $0.url.absoluteString == url }, with: { _ in answer })
  }

  /// Answers requests to `host` with `answer`.
  func answer(host: String, with answer: Answer) {
    self.answer({ $0.url.host == host }, with: { _ in answer })
  }

  /// Answers requests whose path ends with `suffix` with `answer`.
  func answer(pathSuffix suffix: String, with answer: Answer) {
    self.answer({ $0.url.path.hasSuffix(suffix) }, with: { _ in answer })
  }

  /// Every request sent, in order.
  var sent: [HTTPRequestData] { state.withLock { $0.sent } }

  /// The requests answered with a status, in the order of their answers.
  var answered: [HTTPRequestData] { state.withLock { $0.answered } }

  /// How many requests went to each host.
  var hitsByHost: [String: Int] {
    sent.reduce(into: [:]) { hits, request in hits[request.url.host ?? "", default: 0] += 1 }
  }

  /// The event ids in every `/v1/events` request, in order.
  var sentEventIDs: [String] {
    sent.filter { $0.url.path.hasSuffix("/v1/events") }.flatMap { request -> [String] in
      let object = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any]
      let events = object?["events"] as? [[String: Any]] ?? []
      return events.compactMap { $0["event_id"] as? String }
    }
  }

  /// Each report in every `/v1/reports` request, in order: its event id, name and reason.
  var sentReports: [(id: String, name: String, reason: String)] {
    sent.filter { $0.url.path.hasSuffix("/v1/reports") }.flatMap { request in
      let object = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any]
      return (object?["reports"] as? [[String: Any]] ?? []).map {
        (
          $0["event_id"] as? String ?? "", $0["name"] as? String ?? "",
          $0["reason"] as? String ?? ""
        )
      }
    }
  }

  func send(_ request: HTTPRequestData) async throws -> HTTPResponseData {
    inspect?(request)
    if let gate, !gate.isOpen { await gate.pass() }
    let answer = state.withLock { state -> Answer in
      state.sent.append(request)
      if let rule = state.rules.last(where: { $0.match(request) }) { return rule.answer(request) }
      guard !state.script.isEmpty else { return .status(200, body: Data("{}".utf8)) }
      return state.script.removeFirst().map { .status($0, body: Data("{}".utf8)) } ?? .networkDown
    }
    switch answer {
    case .status(let status, let body, let retryAfter):
      state.withLock { $0.answered.append(request) }
      return HTTPResponseData(status: status, body: body, retryAfter: retryAfter)
    case .networkDown:
      throw URLError(.notConnectedToInternet)
    case .hang:
      try await Self.hangUntilCancelled()
      throw CancellationError()
    }
  }

  /// Suspends until the calling task is cancelled.
  private static func hangUntilCancelled() async throws {
    let waiting = Locked<CheckedContinuation<Void, any Error>?>(nil)
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        waiting.withLock { $0 = continuation }
        if Task.isCancelled { waiting.withLock { $0 }?.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      waiting.withLock { continuation -> CheckedContinuation<Void, any Error>? in
        defer { continuation = nil }
        return continuation
      }?.resume(throwing: CancellationError())
    }
  }
}

/// A temporary folder for a queue file, removed by `cleanUp()`.
struct TemporaryFolder {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("kontext-\(UUID().uuidString)", isDirectory: true)

  func cleanUp() { try? FileManager.default.removeItem(at: url) }
}

extension ScriptedTransport {
  /// An ad server that has no ad for any request (events are accepted).
  static func noFillServer() -> ScriptedTransport {
    let server = ScriptedTransport()
    server.answer(
      { $0.url.path.hasSuffix("/v1/ads") },
      with: { request in
        let object = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any]
        let requestID = object?["request_id"] as? String ?? ""
        let answer = #"{"request_id":"\#(requestID)","slots":[],"no_fill_reason":"no_inventory"}"#
        return .status(200, body: Data(answer.utf8))
      })
    return server
  }

  /// The `regulatory` object of every ad request sent, in order.
  var regulatory: [[String: Any]] { adRequestField("regulatory") }

  /// The `user` object of every ad request, in order.
  var users: [[String: Any]] { adRequestField("user") }

  private func adRequestField(_ name: String) -> [[String: Any]] {
    sent.filter { $0.url.path.hasSuffix("/v1/ads") }.compactMap { request in
      let object = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any]
      return object?[name] as? [String: Any]
    }
  }
}
