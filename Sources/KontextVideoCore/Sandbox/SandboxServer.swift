import Foundation

/// The embedded sandbox: an ad server that answers in process, offline, with test ads for every
/// format. It speaks the same wire format as a real server, so its answers go through the same
/// decoding.
package final class SandboxServer: HTTPTransport {
  /// The sandbox's base URL; never contacted.
  package static let baseURL = URL(string: "https://sandbox.kontext.invalid")!
  /// The install id sent to the sandbox: it needs none, and reading the stored one would touch
  /// a file on the main actor, where the sandbox is asked.
  package static let installID = "sandbox"

  package let scenario: SandboxScenario
  private let clock: any AdClock
  private let linearFills = Locked(0)

  package init(scenario: SandboxScenario, clock: any AdClock) {
    self.scenario = scenario
    self.clock = clock
  }

  package func send(_ request: HTTPRequestData) async throws -> HTTPResponseData {
    if request.url.path.hasSuffix("/v1/events") {
      return HTTPResponseData(status: 200, body: Data(#"{"accepted":0}"#.utf8))
    }
    guard request.url.path.hasSuffix("/v1/ads") else {
      return HTTPResponseData(status: 404, body: Data(#"{"error":"not found"}"#.utf8))
    }
    let answer = answer(request)
    try await clock.sleep(until: answer.at)
    return answer.response
  }

  /// Answers an ad request in process, without leaving the caller's actor: the response, and
  /// when on the SDK's clock it arrives. The SDK asks the sandbox this way, so runs on a manual
  /// clock happen in the same order every time.
  package func answer(_ request: HTTPRequestData) -> (at: TimeInterval, response: HTTPResponseData)
  {
    guard let json = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any],
      let format = (json["format"] as? String).flatMap(AdFormat.init(rawValue:)),
      let requestID = json["request_id"] as? String
    else {
      return (
        request.sentAt,
        HTTPResponseData(status: 400, body: Data(#"{"error":"unreadable request"}"#.utf8))
      )
    }
    var at = request.sentAt
    if case .slowResponse(let seconds) = scenario { at += seconds }
    return (at, response(format: format, requestID: requestID))
  }

  private func response(format: AdFormat, requestID: String) -> HTTPResponseData {
    switch scenario {
    case .serverError(let status):
      return HTTPResponseData(status: status, body: Data(#"{"error":"sandbox error"}"#.utf8))
    case .noFill(let reason):
      return noFill(requestID: requestID, reason: reason)
    case .standard where format == .linear:
      let fills = linearFills.withLock { count -> Int in
        count += 1
        return count
      }
      if fills > 1 { return noFill(requestID: requestID, reason: .frequencyCapped) }
    default:
      break
    }
    let slot = SandboxCatalog.slot(for: format, scenario: scenario, requestID: requestID)
    return encode(["request_id": requestID, "slots": [slot]])
  }

  private func noFill(requestID: String, reason: NoFillReason) -> HTTPResponseData {
    encode(["request_id": requestID, "slots": [], "no_fill_reason": reason.code])
  }

  private func encode(_ object: [String: Any]) -> HTTPResponseData {
    let body =
      (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    return HTTPResponseData(status: 200, body: body)
  }
}
