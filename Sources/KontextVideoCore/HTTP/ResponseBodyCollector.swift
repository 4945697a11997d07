import Foundation

/// Gathers one response as it arrives, within its ``ResponseBodyRule``: decides after the
/// headers and after each piece of the body whether to go on, answer now, or fail.
///
/// It holds at most the rule's limit: the piece that crosses it is never appended.
struct ResponseBodyCollector: Sendable {
  /// What to do after a step.
  package enum Step: Sendable, Hashable {
    /// Keep receiving.
    case proceed
    /// Answer the caller with this response now, and drop the rest of the transfer.
    case answer(HTTPResponseData)
    /// Fail the caller with this error now, and cancel the transfer.
    case fail(ResponseTooLarge)
    /// Fail the caller now because the body is compressed with this `Content-Encoding`, which
    /// the rule does not keep (see ``ResponseBodyRule/acceptedEncoding``), and cancel the
    /// transfer before any of it is inflated.
    case refuse(encoding: String)
    /// Cancel the transfer: the caller has its answer and the rest is not wanted.
    case stop
  }

  private let rule: ResponseBodyRule
  private var status = 0
  private var declaredLength: Int64 = -1
  private var retryAfter: TimeInterval?
  private var body = Data()
  private var received = 0
  private var answered = false
  private var began = false
  /// Whether the body is let go unread: the rule ignores it, or the response is a 3xx.
  private var ignoring = false

  package init(rule: ResponseBodyRule) {
    self.rule = rule
  }

  /// The bytes counted so far, kept or not.
  package var receivedBytes: Int { received }

  /// The response's headers arrived: `declaredLength` is `Content-Length`, or a negative
  /// number when the server did not say; `retryAfter` is its `Retry-After`, read;
  /// `contentEncoding` its `Content-Encoding`, nil when absent.
  package mutating func begin(
    status: Int, declaredLength: Int64, retryAfter: TimeInterval? = nil,
    contentEncoding: String? = nil
  ) -> Step {
    self.status = status
    self.declaredLength = declaredLength
    self.retryAfter = retryAfter
    began = true
    let limit: Int
    switch rule {
    case .keep(let kept) where !(300..<400).contains(status):
      limit = kept
    case .keep, .ignore:
      // A 3xx that reaches here is a redirect not followed (or a 300 or 304): every caller
      // reads its status alone, so its body is let go as an ignored one is, whatever its size
      // or encoding, and is never refused as too large nor waited for (issue 18).
      ignoring = true
      answered = true
      return .answer(HTTPResponseData(status: status, body: Data(), retryAfter: retryAfter))
    }
    // Before the length: a compressed body's `Content-Length` counts compressed bytes.
    guard ResponseBodyRule.isIdentity(contentEncoding) else {
      answered = true
      return .refuse(encoding: contentEncoding ?? "")
    }
    guard declaredLength <= Int64(limit) else {
      answered = true
      return .fail(ResponseTooLarge(limitBytes: limit, declared: true))
    }
    return .proceed
  }

  /// A piece of the body arrived.
  package mutating func append(_ piece: Data) -> Step {
    received += piece.count
    guard case .keep(let limit) = rule, !ignoring else {
      // Answered at the headers: the rest is let in only when it is already all here (a
      // pixel's few bytes in one piece, so the connection is kept for the next request). A
      // body still coming, however slowly, is cut, which frees its connection at once.
      let complete = declaredLength >= 0 && Int64(received) >= declaredLength
      return complete && received <= ResponseBodyRule.ignoredLimit ? .proceed : .stop
    }
    guard !answered else { return .stop }
    guard received <= limit else {
      answered = true
      body = Data()
      return .fail(ResponseTooLarge(limitBytes: limit, declared: false))
    }
    body.append(piece)
    return .proceed
  }

  /// The caller is gone (cancelled): keep nothing from now on.
  package mutating func abandon() {
    answered = true
    body = Data()
  }

  /// The transfer ended well: the response to answer with, unless the caller has had one or no
  /// response ever arrived.
  package mutating func finish() -> HTTPResponseData? {
    guard !answered else { return nil }
    answered = true
    guard began else { return nil }
    defer { body = Data() }
    return HTTPResponseData(status: status, body: body, retryAfter: retryAfter)
  }
}
