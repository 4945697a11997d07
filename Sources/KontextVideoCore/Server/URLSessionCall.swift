import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request's `URLSessionDataTask` and its waiting caller, answered exactly once: by the
/// task's completion, or by a cancel, whichever comes first.
///
/// A cancel answers the caller at once with `URLError(.cancelled)` and never calls into
/// `URLSession` on the cancelling thread (a `Task.cancel()` holds the Swift task's status lock
/// while its handlers run). On Apple platforms the data task is then cancelled from a global
/// queue. On Linux it is left to finish and its answer is dropped, because the open-source
/// `URLSession` is not safe to cancel: a cancel racing the response deadlocks its async API or
/// crashes ("Trying to access a behaviour for a task that in not in the registry"), and one
/// overlapping `resume()` crashes the same way. The session's own timeout still ends a task that
/// is left to run.
final class URLSessionCall: Sendable {
  private struct State {
    var caller: CheckedContinuation<HTTPResponseData, any Error>?
    var task: URLSessionDataTask?
    var isCancelled = false
  }

  private let state = Locked(State())

  /// Sends `request` on `session` and answers `caller` when it completes, unless cancelled first.
  func start(
    _ request: URLRequest, redirects: RedirectRule, on session: URLSession,
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
    let task = session.dataTask(with: request) { [self] data, response, error in
      let result: Result<HTTPResponseData, any Error>
      if let error {
        result = .failure(error)
      } else {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        result = .success(HTTPResponseData(status: status, body: data ?? Data()))
      }
      takeCaller()?.resume(with: result)
    }
    task.taskDescription = redirects.rawValue  // read by the session's RedirectGuard
    task.resume()
    let cancelledMeanwhile = state.withLock { state in
      state.task = task
      return state.isCancelled
    }
    if cancelledMeanwhile { Self.stop(task) }
  }

  /// Answers the caller with `URLError(.cancelled)` now, if the task has not answered yet.
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

  private func takeCaller() -> CheckedContinuation<HTTPResponseData, any Error>? {
    state.withLock { state in
      let caller = state.caller
      state.caller = nil
      return caller
    }
  }

  private static func stop(_ task: URLSessionDataTask) {
    #if canImport(FoundationNetworking)
      // Left to finish: see the type's documentation.
      _ = task
    #else
      let box = Locked(task)
      DispatchQueue.global().async { box.withLock { $0.cancel() } }
    #endif
  }
}
