import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The SDK session's delegate: decides each redirect by the request's ``RedirectRule``, which
/// the transport writes into the task's description. The ad server's API never follows a
/// redirect to another origin, so the publisher token goes nowhere else; pixels and VAST tags
/// follow a few `https` hops without credentials.
final class RedirectGuard: NSObject, URLSessionTaskDelegate, Sendable {
  /// Redirects followed so far, by task.
  private let hops = Locked<[Int: Int]>([:])

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    let rule = task.taskDescription.flatMap(RedirectRule.init(rawValue:)) ?? .sameOrigin
    let followed = hops.withLock { $0[task.taskIdentifier, default: 0] }
    let next = rule.follow(request, from: task.originalRequest?.url, hops: followed)
    if next != nil { hops.withLock { $0[task.taskIdentifier] = followed + 1 } }
    completionHandler(next)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    _ = hops.withLock { $0.removeValue(forKey: task.taskIdentifier) }
  }
}
