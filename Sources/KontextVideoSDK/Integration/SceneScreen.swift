#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  /// The screen of the app's foreground scene, read on the main actor when the SDK is about to
  /// use it (an ad request, a load), and kept for readers on other threads.
  ///
  /// `UIScreen.main` is deprecated (iOS 16) and names no scene; the window scene's `screen`
  /// (iOS 13) is the one the viewer looks at, and its `bounds` follow the interface
  /// orientation, so a rotation since launch is seen.
  final class SceneScreen: Sendable {
    private let latest = Locked<PlatformScreen?>(nil)

    /// The last screen read, from any thread.
    var current: PlatformScreen? { latest.withLock { $0 } }

    /// Reads the screen of the foreground scene (active first) now.
    @available(iOSApplicationExtension, unavailable)
    @available(tvOSApplicationExtension, unavailable)
    @MainActor
    func refresh() {
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      let scene =
        scenes.first { $0.activationState == .foregroundActive }
        ?? scenes.first { $0.activationState == .foregroundInactive }
      guard let screen = scene?.screen else { return }
      let facts = PlatformScreen(
        size: AdSize(width: Double(screen.bounds.width), height: Double(screen.bounds.height)),
        scale: Double(screen.scale))
      latest.withLock { $0 = facts }
    }
  }
#endif
