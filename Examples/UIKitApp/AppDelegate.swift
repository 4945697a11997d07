import KontextVideoSDK
import UIKit

/// Starts the SDK at launch and hands each window to ``SceneDelegate``.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // The embedded sandbox: test ads for every format, offline. In production:
    // KontextVideo.shared.initialize(with: .init(publisherToken: token, server: .url(serverURL)))
    KontextVideo.shared.initialize(with: .sandbox())
    return true
  }

  /// A production configuration whose linear ads show their captions only when the viewer
  /// turned closed captions on in Settings, not also while an ad plays muted (UIKit.md,
  /// "Captions").
  static func captionsWhenTheSystemAsks(token: String, serverURL: URL)
    -> KontextVideo.Configuration
  {
    var configuration = KontextVideo.Configuration(
      publisherToken: token, server: .url(serverURL))
    configuration.captions = .whenSystemAsks
    return configuration
  }

  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: nil, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}
