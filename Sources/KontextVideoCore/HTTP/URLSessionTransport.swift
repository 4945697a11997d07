import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends requests with `URLSession`. Deadlines are enforced by the caller on the SDK's clock,
/// since per-request timeouts are not honoured everywhere.
///
/// It does not use `URLSession`'s `async` methods: on Linux their cancellation handler calls
/// `URLSessionTask.cancel()`, which waits on the session's queue while `Task.cancel()` holds the
/// task's status lock; when the response arrives at that moment, the session's queue waits for
/// the same lock to resume the caller, and both threads hang. A cancelled call here answers its
/// caller at once and touches `URLSession` only where that is safe (see `URLSessionCall`).
package struct URLSessionTransport: HTTPTransport {
  /// The delegate of ``sdkSession``.
  static let sdkDelegate = SDKSessionDelegate()

  /// The SDK's own session: ephemeral (no cookies, cache or credentials kept on disk, so
  /// nothing of the app's web traffic mixes with ads'), a whole-transfer limit of
  /// 60 s, so that a request the SDK gave up on cannot hold a connection open for long (on
  /// Apple platforms; FoundationNetworking stores that limit but never applies it, and on Linux
  /// a given-up request is left to finish, see `URLSessionCall`), and redirects decided by each
  /// request's ``RedirectRule``, bodies collected as they arrive within each request's
  /// ``ResponseBodyRule`` (``SDKSessionDelegate``). On Linux the delegate's callbacks run in
  /// place on the session's own queue (``InlineDelegateQueue``), so that the body is read no
  /// faster than the delegate takes it.
  package static let sdkSession: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 30
    configuration.timeoutIntervalForResource = 60
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    #if canImport(FoundationNetworking)
      let delegateQueue: OperationQueue? = InlineDelegateQueue()
    #else
      let delegateQueue: OperationQueue? = nil
    #endif
    return URLSession(
      configuration: configuration, delegate: sdkDelegate, delegateQueue: delegateQueue)
  }()

  /// A transport on the SDK's own session.
  package init() {}

  package func send(_ request: HTTPRequestData) async throws -> HTTPResponseData {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    if !request.body.isEmpty { urlRequest.httpBody = request.body }
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    // Uncompressed bodies only, on every request (see `ResponseBodyRule.acceptedEncoding`).
    // FoundationNetworking (libcurl) sends this header in place of its own list; Apple's
    // URLSession is assumed to do the same with a header the app sets (its documentation
    // reserves only the authentication and connection headers). Either library still inflates
    // a body a server compresses regardless, keeping its `Content-Encoding` header, which is
    // what `ResponseBodyCollector` refuses.
    urlRequest.setValue(
      ResponseBodyRule.acceptedEncoding, forHTTPHeaderField: "Accept-Encoding")
    let call = URLSessionCall(rule: request.responseBody)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { caller in
        call.start(
          urlRequest, redirects: request.redirects, on: Self.sdkSession,
          delegate: Self.sdkDelegate, answering: caller)
      }
    } onCancel: {
      call.cancel()
    }
  }
}
