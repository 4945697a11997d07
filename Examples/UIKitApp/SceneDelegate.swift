import KontextVideoSDK
import UIKit

/// Puts the feed of episodes in the window.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene,
    willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = FeedViewController(episodes: Episode.samples)
    window.makeKeyAndVisible()
    self.window = window
    #if DEBUG
      // Three fingers, double tap anywhere: the ad inspector, in debug builds only.
      KontextVideo.shared.installInspectorGesture(in: window)
    #endif
  }
}
