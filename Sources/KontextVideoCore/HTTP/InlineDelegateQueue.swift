#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking

  /// The SDK session's delegate queue on Linux: it runs each callback at once, on the thread
  /// that hands it over, instead of queueing it.
  ///
  /// FoundationNetworking hands every body piece to the delegate queue from inside libcurl's
  /// write callback, on the session's serial work queue, and goes on reading. With an ordinary
  /// `OperationQueue` nothing pushes back: on loopback, or when libcurl inflates a gzip bomb,
  /// pieces are produced far faster than the delegate takes them, and every piece queued
  /// before the delegate sees that a limit is crossed stays in memory (measured: 2.2 GiB for a
  /// 2 GiB body). Run in place, each piece is taken before libcurl reads the next one, so at
  /// most one piece is held, whatever the speed or the encoding.
  ///
  /// What this requires of the delegate (``SDKSessionDelegate``), since its callbacks then run
  /// on the work queue: never call a `URLSessionTask` method that waits for that queue (in
  /// Swift 6.3.1 `cancel()`, `suspend()` and `resume()` do), and return quickly, since every
  /// transfer of the session waits meanwhile. Completion handlers handed to it either ignore
  /// the answer or hop to the work queue asynchronously, except the authentication
  /// challenge's, which the delegate calls from another queue.
  ///
  /// Only `addOperation(_:)` with a block is run in place: FoundationNetworking uses nothing
  /// else of its delegate queue (swift-corelibs-foundation 6.3.1, `NativeProtocol.swift`,
  /// `URLSessionTask.swift`, `URLSession.swift`).
  final class InlineDelegateQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
      block()
    }
  }
#endif
