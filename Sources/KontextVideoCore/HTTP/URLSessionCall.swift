import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request's `URLSessionDataTask` and its waiting caller, answered exactly once: by the
/// response (see ``ResponseBodyCollector``), by a failure, or by a cancel, whichever comes
/// first. The session's delegate (``SDKSessionDelegate``) feeds it the task's headers, body
/// pieces and completion as they arrive, so a body over its limit fails the moment it crosses
/// it and is never held whole.
///
/// A cancel answers the caller at once with `URLError(.cancelled)` and never calls into
/// `URLSession` on the cancelling thread (a `Task.cancel()` holds the Swift task's status lock
/// while its handlers run). On Apple platforms the data task is then cancelled from a global
/// queue. On Linux it is left to run and what it receives is dropped, because the open-source
/// `URLSession` is not safe to cancel from outside: a cancel racing the response deadlocks its
/// async API or crashes ("Trying to access a behaviour for a task that in not in the
/// registry"), and one overlapping `resume()` crashes the same way. A body over its limit (or
/// compressed), and the rest of a transfer whose caller gave up, are cancelled from within the
/// delegate's own callback, while the transfer is still running, which is safe on both (on
/// Linux the cancel is handed to another queue from there, see `SDKSessionDelegate`).
final class URLSessionCall: Sendable {
  private struct State {
    var caller: CheckedContinuation<HTTPResponseData, any Error>?
    var task: URLSessionDataTask?
    var collector: ResponseBodyCollector
    var isCancelled = false
    /// Whether the transfer was already told to stop.
    var isStopping = false
  }

  private let state: Locked<State>

  init(rule: ResponseBodyRule) {
    state = Locked(State(collector: ResponseBodyCollector(rule: rule)))
  }

  /// Sends `request` on `session`, whose delegate is `delegate`, and answers `caller` when the
  /// response is in, unless cancelled first.
  func start(
    _ request: URLRequest, redirects: RedirectRule, on session: URLSession,
    delegate: SDKSessionDelegate,
    answering caller: CheckedContinuation<HTTPResponseData, any Error>
  ) {
    let alreadyCancelled = state.withLock { state in
      if state.isCancelled { return true }
      state.caller = caller
      return false
    }
    if alreadyCancelled {
      caller.resume(throwing: URLError(.cancelled))
      return
    }
    let task = session.dataTask(with: request)
    task.taskDescription = redirects.rawValue  // read by the session's delegate
    delegate.register(self, for: task)
    task.resume()
    let cancelledMeanwhile = state.withLock { state in
      state.task = task
      return state.isCancelled
    }
    if cancelledMeanwhile { Self.stop(task) }
  }

  /// Answers the caller with `URLError(.cancelled)` now, if it has not had an answer.
  func cancel() {
    let (caller, task) = state.withLock { state in
      state.isCancelled = true
      let caller = state.caller
      state.caller = nil
      return (caller, state.task)
    }
    caller?.resume(throwing: URLError(.cancelled))
    if let task { Self.stop(task) }
  }

  /// The headers arrived. Returns whether to cancel the transfer.
  func received(_ response: URLResponse) -> Bool {
    let http = response as? HTTPURLResponse
    let status = http?.statusCode ?? 0
    let length = response.expectedContentLength
    let retryAfter = RetryAfter.seconds(
      in: http?.value(forHTTPHeaderField: "Retry-After"), now: Date())
    let encoding = http?.value(forHTTPHeaderField: "Content-Encoding")
    return settle {
      $0.begin(
        status: status, declaredLength: length, retryAfter: retryAfter, contentEncoding: encoding)
    }
  }

  /// A piece of the body arrived. Returns whether to cancel the transfer.
  func received(_ piece: Data) -> Bool {
    settle { $0.append(piece) }
  }

  /// The transfer ended, with `error` or well.
  func completed(with error: (any Error)?) {
    let (caller, response) = state.withLock { state in
      let caller = state.caller
      state.caller = nil
      let response = state.collector.finish()
      return (caller, response)
    }
    guard let caller else { return }
    if let error {
      caller.resume(throwing: error)
    } else if let response {
      caller.resume(returning: response)
    } else {
      // Ended without error and without a response: nothing an HTTP server sent.
      caller.resume(throwing: URLError(.badServerResponse))
    }
  }

  /// Applies one step of the collector and answers the caller when it says so (the collector
  /// answers at most once). Returns whether to cancel the transfer, true at most once.
  private func settle(_ step: (inout ResponseBodyCollector) -> ResponseBodyCollector.Step)
    -> Bool
  {
    var caller: CheckedContinuation<HTTPResponseData, any Error>?
    var outcome = ResponseBodyCollector.Step.proceed
    var cancelTransfer = false
    state.withLock { state in
      if state.isCancelled {
        // The caller gave up: keep nothing more, and end the transfer from here, inside the
        // delegate's callback (on Linux too, see above).
        state.collector.abandon()
        cancelTransfer = !state.isStopping
        state.isStopping = true
        return
      }
      outcome = step(&state.collector)
      switch outcome {
      case .answer, .fail, .refuse:
        caller = state.caller
        state.caller = nil
      case .proceed, .stop: break
      }
      switch outcome {
      case .stop, .fail, .refuse:
        cancelTransfer = !state.isStopping
        state.isStopping = true
      case .proceed, .answer: break
      }
    }
    switch outcome {
    case .answer(let response): caller?.resume(returning: response)
    case .fail(let error): caller?.resume(throwing: error)
    case .refuse(let encoding): caller?.resume(throwing: Self.encodingRefused(encoding))
    case .proceed, .stop: break
    }
    return cancelTransfer
  }

  /// The error for a kept body compressed with `encoding`: the platform's own code for
  /// content it cannot decode, so that every caller already reports it as a failed download.
  static func encodingRefused(_ encoding: String) -> URLError {
    URLError(
      .cannotDecodeContentData,
      userInfo: [
        NSLocalizedDescriptionKey:
          "the response is compressed (Content-Encoding: \(encoding)); the SDK accepts "
          + "\(ResponseBodyRule.acceptedEncoding) only"
      ])
  }

  private static func stop(_ task: URLSessionDataTask) {
    #if canImport(FoundationNetworking)
      // Left to run, its body dropped: see the type's documentation.
      _ = task
    #else
      let box = Locked(task)
      DispatchQueue.global().async { box.withLock { $0.cancel() } }
    #endif
  }
}
