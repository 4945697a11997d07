import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The SDK session's delegate. It hands each task's headers, body pieces and completion to
/// the task's ``URLSessionCall`` as they arrive (so size limits hold while the bytes come, not
/// after), and decides each redirect by the request's ``RedirectRule``, which the transport
/// writes into the task's description: the ad server's API never follows a redirect to another
/// origin, so the publisher token goes nowhere else; pixels and VAST tags follow a few `https`
/// hops without credentials.
///
/// On Linux its callbacks run on the session's work queue, inside libcurl's callbacks (see
/// ``InlineDelegateQueue``), which is what bounds the memory a fast or compressed body can
/// take; so it never calls into the task there, and cancels from another queue (``stop(_:)``).
final class SDKSessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
  private struct TaskState {
    var call: URLSessionCall
    var hops = 0
  }

  /// The calls in flight, by task.
  private let tasks = Locked<[Int: TaskState]>([:])

  /// Routes `task`'s callbacks to `call`; before the task is resumed.
  func register(_ call: URLSessionCall, for task: URLSessionTask) {
    tasks.withLock { $0[task.taskIdentifier] = TaskState(call: call) }
  }

  private func call(for task: URLSessionTask) -> URLSessionCall? {
    tasks.withLock { $0[task.taskIdentifier]?.call }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let cancel = call(for: dataTask)?.received(response) ?? false
    completionHandler(.allow)
    if cancel { Self.stop(dataTask) }
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    if call(for: dataTask)?.received(data) == true { Self.stop(dataTask) }
  }

  /// Cancels `task`, from within one of its callbacks, while its transfer is still running.
  ///
  /// On Linux the callback runs on the session's work queue, and `cancel()` waits for that
  /// queue: it is handed to another queue, and runs as soon as the callback returns and
  /// libcurl lets go of the queue. Meanwhile the call drops what arrives. That cancel cannot
  /// race the task's end: the delegate's callbacks run in place, so a task that ended in the
  /// meantime is already marked completed when the cancel looks, and the cancel does nothing.
  private static func stop(_ task: URLSessionDataTask) {
    #if canImport(FoundationNetworking)
      let box = Locked(task)
      DispatchQueue.global().async { box.withLock { $0.cancel() } }
    #else
      task.cancel()
    #endif
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let state = tasks.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    state?.call.completed(with: error)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    let rule = task.taskDescription.flatMap(RedirectRule.init(rawValue:)) ?? .sameOrigin
    let followed = tasks.withLock { $0[task.taskIdentifier]?.hops ?? 0 }
    let next = rule.follow(request, from: task.originalRequest?.url, hops: followed)
    if next != nil { tasks.withLock { $0[task.taskIdentifier]?.hops = followed + 1 } }
    completionHandler(next)
  }

  #if canImport(FoundationNetworking)
    /// The default handling, as without this method, but answered from another queue: on
    /// Linux the challenge arrives on the session's work queue (see ``InlineDelegateQueue``),
    /// and FoundationNetworking's default handling may suspend, resume or cancel the task,
    /// each of which waits for that queue.
    func urlSession(
      _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
      completionHandler:
        @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?)
        -> Void
    ) {
      DispatchQueue.global().async { completionHandler(.performDefaultHandling, nil) }
    }
  #endif
}
