import Foundation

/// One piece of work that many callers await together, resolved exactly once on the main actor.
///
/// Concurrent `format()` calls for one format share one request, and concurrent `load()` calls
/// share one load, through this. A caller whose task is cancelled stops waiting with
/// ``VideoAdError/cancelled``; the work goes on for the others.
@MainActor
final class SharedOperation<Value: Sendable> {
  private var waiters: [Int: CheckedContinuation<Value, any Error>] = [:]
  private var nextKey = 0
  private(set) var result: Result<Value, VideoAdError>?
  /// Told of every waiter woken, and of each one running again (a manual clock).
  private let tracker: (any ResumptionTracking)?

  init(tracker: (any ResumptionTracking)? = nil) {
    self.tracker = tracker
  }

  /// Waits for the result; a caller whose task is cancelled stops waiting with `cancelled`.
  func value() async throws(VideoAdError) -> Value {
    if let result { return try result.get() }
    do {
      return try await waitForResult()
    } catch let error as VideoAdError {
      throw error
    } catch {
      throw .cancelled  // the only other error a waiter is resumed with
    }
  }

  private func waitForResult() async throws -> Value {
    nextKey += 1
    let key = nextKey
    var waited = false
    defer { if waited { tracker?.callerRan() } }
    // Both closures stay on the main actor, so a resumed caller continues there directly, in
    // the order the callers were resumed, never by way of another thread.
    return try await withTaskCancellationHandler { @MainActor in
      try await withCheckedThrowingContinuation { continuation in
        if let result {
          continuation.resume(with: result.mapError { $0 as any Error })
        } else if Task.isCancelled {
          continuation.resume(throwing: CancellationError())
        } else {
          waited = true
          waiters[key] = continuation
        }
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.cancelWaiter(key) }
    }
  }

  /// Resolves every waiter; later calls do nothing. Returns whether this call resolved it.
  @discardableResult
  func finish(_ result: Result<Value, VideoAdError>) -> Bool {
    guard self.result == nil else { return false }
    self.result = result
    // In the order they started waiting, so resumptions happen in the same order every run.
    let waiting = waiters.keys.sorted().compactMap { waiters[$0] }
    waiters.removeAll()
    tracker?.callersWoken(waiting.count)
    for waiter in waiting { waiter.resume(with: result.mapError { $0 as any Error }) }
    return true
  }

  private func cancelWaiter(_ key: Int) {
    guard let waiter = waiters.removeValue(forKey: key) else { return }
    tracker?.callersWoken(1)
    waiter.resume(throwing: CancellationError())
  }
}
