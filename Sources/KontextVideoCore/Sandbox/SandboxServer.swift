import Foundation

/// The embedded sandbox: an ad server that answers in process, offline, with test ads for every
/// format. It speaks the same wire format as a real server, so its answers go through the same
/// decoding, and the SDK asks it through the transport seam like any server.
///
/// It answers on the main actor: the SDK calls its transport from there, so the sandbox sees
/// requests in the order the SDK sent them (the standard scenario's cap on linear ads counts
/// them in that order), and an ad request's answer arrives on a timer of the SDK's clock, among
/// the clock's other timers, in that order too. Runs on a manual clock are then the same every
/// time.
package final class SandboxServer: HTTPTransport {
  /// The sandbox's base URL; never contacted.
  package static let baseURL = URL(string: "https://sandbox.kontext.invalid")!
  /// The install id the sandbox's client sends: the sandbox needs none, so the app's stored id
  /// is neither read nor made for it.
  package static let installIdentity = InstallIdentity(fixed: "sandbox")

  package let scenario: SandboxScenario
  private let clock: any AdClock
  private let linearFills = Locked(0)
  private let line = Locked(AnswerLine())

  /// Its calls to the app's server for each reward earned.
  package let rewardCallbacks: SandboxRewardCallbacks

  @MainActor
  package init(scenario: SandboxScenario, clock: any AdClock) {
    self.scenario = scenario
    self.clock = clock
    rewardCallbacks = SandboxRewardCallbacks(
      clock: clock, failuresFirst: scenario == .rewarded ? 2 : 0)
  }

  @MainActor
  package func send(_ request: HTTPRequestData) async throws -> HTTPResponseData {
    if request.url.path.hasSuffix("/v1/events") {
      rewardCallbacks.eventsArrived(request.body)
      return HTTPResponseData(status: 200, body: Data(#"{"accepted":0}"#.utf8))
    }
    if request.url.path.hasSuffix("/v1/reports") {
      return HTTPResponseData(status: 200, body: Data(#"{"accepted":0}"#.utf8))
    }
    // Its own VAST's pixels (impression, quartiles, icons): taken, as a tracker takes them,
    // so that a healthy sandbox session's ledger is all delivered.
    if request.url.path.hasPrefix("/captions/") {
      return SandboxCaptions.answer(path: request.url.path)
    }
    if request.url.path == "/vast/empty" {
      return HTTPResponseData(status: 200, body: Data(SandboxPod.emptyResponse.utf8))
    }
    if request.url.path.hasPrefix("/pixel/") {
      return HTTPResponseData(status: 204, body: Data())
    }
    guard request.url.path.hasSuffix("/v1/ads") else {
      return HTTPResponseData(status: 404, body: Data(#"{"error":"not found"}"#.utf8))
    }
    let answer = answer(request)
    rememberRewardedFill(request)
    try await arrival(at: answer.at)
    return answer.response
  }

  /// A rewarded request's user id and custom data, for the calls its reward makes.
  @MainActor
  private func rememberRewardedFill(_ request: HTTPRequestData) {
    guard let json = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any],
      json["format"] as? String == AdFormat.rewarded.rawValue,
      let requestID = json["request_id"] as? String
    else { return }
    rewardCallbacks.filled(
      slotID: SandboxCatalog.slotID(format: .rewarded, requestID: requestID),
      requestID: requestID, json: json)
  }

  /// The answer to an ad request, and when on the SDK's clock it arrives.
  private func answer(_ request: HTTPRequestData) -> (at: TimeInterval, response: HTTPResponseData)
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
    // A device that draws no HTML (Apple TV) says so: its overlays come as images.
    let placement = json["placement"] as? [String: Any]
    let drawsHTML = (placement?["creative_types"] as? [String])?.contains("html") ?? true
    return (at, response(format: format, requestID: requestID, drawsHTML: drawsHTML))
  }

  /// Waits for the answer's time: a timer of the SDK's clock at `deadline` (one already due
  /// fires on the main actor's next turn), then this caller's turn. A timer rather than the
  /// clock's `sleep`, so answers come in order with the clock's other timers; and one caller
  /// at a time, in the order their timers fired, each counted by a manual clock until it runs
  /// (a resumed caller reaches the main actor by way of another thread, so two resumed at once
  /// would run in either order). The caller's cancellation cancels the timer.
  @MainActor
  private func arrival(at deadline: TimeInterval) async throws {
    let id = line.withLock { line -> Int in
      line.nextID += 1
      return line.nextID
    }
    let turn = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<WokenCaller, any Error>) in
        let waiting = line.withLock { line -> Bool in
          if case .cancelled? = line.answers.removeValue(forKey: id) { return false }
          line.answers[id] = .waiting(continuation, timer: nil)
          return true
        }
        guard waiting else { return continuation.resume(throwing: CancellationError()) }
        let timer = clock.schedule(at: deadline) { self.arrived(id) }
        // Cancelled between the two: the timer is not left on the clock.
        let keep = line.withLock { line -> Bool in
          guard case .waiting(let continuation, nil)? = line.answers[id] else { return false }
          line.answers[id] = .waiting(continuation, timer: timer)
          return true
        }
        if !keep { timer.cancel() }
      }
    } onCancel: {
      cancelArrival(id)
    }
    line.withLock { line in
      line.answers[id] = nil
      line.isReleasing = false
    }
    turn.ran()
    // This caller goes on in this job of the main actor; the next one follows it.
    releaseNext()
  }

  @MainActor
  private func arrived(_ id: Int) {
    line.withLock { line in
      if case .waiting(let continuation, _)? = line.answers[id] {
        line.answers[id] = .waiting(continuation, timer: nil)
        line.due.append(id)
      }
    }
    releaseNext()
  }

  /// Resumes the first caller whose answer is due, unless one resumed has not run yet.
  @MainActor
  private func releaseNext() {
    let next = line.withLock { line -> CheckedContinuation<WokenCaller, any Error>? in
      guard !line.isReleasing else { return nil }
      while !line.due.isEmpty {
        let id = line.due.removeFirst()
        if case .waiting(let continuation, _)? = line.answers[id] {
          line.answers[id] = .released
          line.isReleasing = true
          return continuation
        }
      }
      return nil
    }
    next?.resume(returning: clock.wakeCaller())
  }

  /// A caller's task was cancelled (on any thread): it stops waiting, and its timer goes.
  private func cancelArrival(_ id: Int) {
    let cancelled = line.withLock {
      line -> (CheckedContinuation<WokenCaller, any Error>, AdCancellable?)? in
      switch line.answers[id] {
      case nil:
        line.answers[id] = .cancelled  // before it waits: it will not
        return nil
      case .waiting(let continuation, let timer)?:
        line.answers[id] = nil
        line.due.removeAll { $0 == id }
        return (continuation, timer)
      case .released?, .cancelled?:
        return nil
      }
    }
    guard let (continuation, timer) = cancelled else { return }
    timer?.cancel()
    continuation.resume(throwing: CancellationError())
  }

  /// The ad requests waiting for their answers, and whose turn it is.
  private struct AnswerLine {
    enum Answer {
      case waiting(CheckedContinuation<WokenCaller, any Error>, timer: AdCancellable?)
      case released
      case cancelled
    }
    var nextID = 0
    var answers: [Int: Answer] = [:]
    /// Callers whose answer's time came, in that order, waiting for their turn.
    var due: [Int] = []
    /// One caller was resumed and has not run yet.
    var isReleasing = false
  }

  private func response(format: AdFormat, requestID: String, drawsHTML: Bool) -> HTTPResponseData {
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
    let slot = SandboxCatalog.slot(
      for: format, scenario: scenario, requestID: requestID, drawsHTML: drawsHTML)
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
