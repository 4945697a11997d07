#if canImport(UIKit)
  import Foundation
  import UIKit

  extension UIViewControllerTransitionCoordinator {
    /// Runs `work` once the transition completes. `animate(alongsideTransition:completion:)`
    /// runs its completion on the main thread at the transition's end, but only when it
    /// returns `true` ("queued"); when it could not queue it, `work` runs on the next turn of
    /// the main queue instead, so it is never lost.
    func afterTransition(_ work: @escaping @MainActor () -> Void) {
      let queued = animate(alongsideTransition: nil) { _ in
        MainActor.assumeIsolated { work() }
      }
      guard !queued else { return }
      DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }
  }
#endif
