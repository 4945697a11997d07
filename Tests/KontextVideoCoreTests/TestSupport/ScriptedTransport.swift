import Foundation

@testable import KontextVideoCore

/// A transport whose answers a test scripts: statuses in order, or the network down; it
/// records every request it was sent.
final class ScriptedTransport: HTTPTransport {
  private let state = Locked<(script: [Int?], sent: [HTTPRequestData])>(([], []))
  /// What a send hands to `inspect` before answering (to see the disk at that moment).
  let inspect: (@Sendable (HTTPRequestData) -> Void)?
  /// Holds the first send until opened.
  let gate: Gate?

  init(
    _ script: [Int?] = [], gate: Gate? = nil, inspect: (@Sendable (HTTPRequestData) -> Void)? = nil
  ) {
    state.withLock { $0.script = script }
    self.gate = gate
    self.inspect = inspect
  }

  /// Answers the next sends with `script` (nil: the network is down), then 200.
  func script(_ script: [Int?]) { state.withLock { $0.script = script } }

  var sent: [HTTPRequestData] { state.withLock { $0.sent } }

  /// The event ids in every `/v1/events` request, in order.
  var sentEventIDs: [String] {
    sent.filter { $0.url.path.hasSuffix("/v1/events") }.flatMap { request -> [String] in
      let object = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any]
      let events = object?["events"] as? [[String: Any]] ?? []
      return events.compactMap { $0["event_id"] as? String }
    }
  }

  func send(_ request: HTTPRequestData) async throws -> HTTPResponseData {
    inspect?(request)
    if let gate, !gate.isOpen { await gate.pass() }
    let next = state.withLock { state -> Int?? in
      state.sent.append(request)
      return state.script.isEmpty ? .some(200) : state.script.removeFirst()
    }
    guard let status = next ?? nil else { throw URLError(.notConnectedToInternet) }
    return HTTPResponseData(status: status, body: Data("{}".utf8))
  }
}

/// A temporary folder for a queue file, removed by `cleanUp()`.
struct TemporaryFolder {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("kontext-\(UUID().uuidString)", isDirectory: true)

  func cleanUp() { try? FileManager.default.removeItem(at: url) }
}
