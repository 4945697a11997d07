#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  import UIKit

  /// Tells the SDK when the app goes to the background and comes back, and asks iOS for a
  /// little background time so pending tracking beacons get their flush.
  @available(iOSApplicationExtension, unavailable)
  @available(tvOSApplicationExtension, unavailable)
  @MainActor
  final class AppLifecycleObserver {
    private weak var sdk: KontextVideo?
    private var tokens: [NSObjectProtocol] = []
    private var backgroundTask = UIBackgroundTaskIdentifier.invalid

    init(sdk: KontextVideo) {
      self.sdk = sdk
      let center = NotificationCenter.default
      tokens.append(
        center.addObserver(
          forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
        ) { [weak self] _ in
          MainActor.assumeIsolated { self?.didEnterBackground() }
        })
      tokens.append(
        center.addObserver(
          forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main
        ) { [weak self] _ in
          MainActor.assumeIsolated { self?.willEnterForeground() }
        })
      // Control Center, a call or an alert over the app: not the viewer moving an ad away.
      tokens.append(
        center.addObserver(
          forName: UIApplication.willResignActiveNotification, object: nil, queue: .main
        ) { [weak sdk] _ in
          MainActor.assumeIsolated { sdk?.isSystemUIOverApp = true }
        })
      tokens.append(
        center.addObserver(
          forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
        ) { [weak sdk] _ in
          MainActor.assumeIsolated { sdk?.isSystemUIOverApp = false }
        })
    }

    private func didEnterBackground() {
      endBackgroundTask()
      backgroundTask = UIApplication.shared.beginBackgroundTask(
        withName: "KontextVideoSDK tracking flush"
      ) { [weak self] in
        MainActor.assumeIsolated { self?.endBackgroundTask() }
      }
      sdk?.appDidEnterBackground()
      // The flush runs off the main actor; end this task after a short bound whatever happens,
      // so iOS never has to end it for us (a later task is not this timer's to end).
      let task = backgroundTask
      DispatchQueue.main.asyncAfter(deadline: .now() + KontextVideo.backgroundFlushAllowance) {
        [weak self] in
        MainActor.assumeIsolated {
          guard let self, self.backgroundTask == task else { return }
          self.endBackgroundTask()
        }
      }
    }

    private func willEnterForeground() {
      endBackgroundTask()
      sdk?.appWillEnterForeground()
    }

    /// Ends the background task exactly once.
    private func endBackgroundTask() {
      guard backgroundTask != .invalid else { return }
      let task = backgroundTask
      backgroundTask = .invalid
      UIApplication.shared.endBackgroundTask(task)
    }
  }
#endif
