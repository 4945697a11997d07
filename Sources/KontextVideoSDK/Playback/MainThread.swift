#if canImport(UIKit)
  import Foundation

  /// Runs main-actor work from callbacks that AVFoundation and WebKit make on any thread:
  /// at once when already on the main thread, so nothing is reordered, else on the main queue.
  enum MainThread {
    /// Runs `work` on the main actor, synchronously when possible.
    static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
      if Thread.isMainThread {
        MainActor.assumeIsolated { work() }
      } else {
        DispatchQueue.main.async { work() }
      }
    }
  }
#endif
