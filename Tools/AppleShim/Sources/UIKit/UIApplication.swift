// Stub of UIKit: the application, scenes and the screen.

@preconcurrency @MainActor open class UIApplication: UIResponder {
  open class var shared: UIApplication { fatalError() }
  open func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {}
  open func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (() -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier { fatalError() }
  open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
  open var connectedScenes: Set<UIScene> { fatalError() }
  open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
    fatalError()
  }
}

extension UIApplication.OpenExternalURLOptionsKey {
  public static let universalLinksOnly = UIApplication.OpenExternalURLOptionsKey(
    rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
}

extension UIApplication {
  public struct LaunchOptionsKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  public struct OpenExternalURLOptionsKey: Hashable, Equatable, RawRepresentable,
    @unchecked Sendable
  {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  // `class let` constants imported from C globals: not isolated.
  nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
    "UIApplicationWillEnterForegroundNotification")
  nonisolated public static let willResignActiveNotification = NSNotification.Name(
    "UIApplicationWillResignActiveNotification")
  nonisolated public static let didBecomeActiveNotification = NSNotification.Name(
    "UIApplicationDidBecomeActiveNotification")
}

public struct UIBackgroundTaskIdentifier: Hashable, Equatable, RawRepresentable,
  @unchecked Sendable
{
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// Its requirements are `optional` on Apple platforms (an @objc protocol); here each has a
/// default implementation instead.
@preconcurrency @MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { fatalError() }
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration { fatalError() }
}

// UIKit's Swift overlay: what `@main` calls.
extension UIApplicationDelegate {
  @preconcurrency @MainActor public static func main() { fatalError() }
}

@preconcurrency @MainActor open class UIScene: UIResponder {
  open var activationState: UIScene.ActivationState { fatalError() }
}

extension UIScene {
  public enum ActivationState: Int, @unchecked Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  @preconcurrency @MainActor open class ConnectionOptions: NSObject {}
}

@preconcurrency @MainActor open class UIWindowScene: UIScene {
  open var windows: [UIWindow] { fatalError() }
  open var screen: UIScreen { fatalError() }
}

@preconcurrency @MainActor open class UISceneSession: NSObject {
  open var role: UISceneSession.Role { fatalError() }
}

extension UISceneSession {
  public struct Role: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

@preconcurrency @MainActor open class UISceneConfiguration: NSObject {
  public init(name: String?, sessionRole: UISceneSession.Role) { fatalError() }
  open var delegateClass: AnyClass? {
    get { fatalError() }
    set {}
  }
}

/// Its requirements are `optional` on Apple platforms (an @objc protocol); here each has a
/// default implementation instead.
@preconcurrency @MainActor public protocol UISceneDelegate: NSObjectProtocol {
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
}

/// `window` is an optional requirement on Apple platforms; here it is a plain requirement.
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}

@preconcurrency @MainActor open class UIScreen: NSObject {
  open class var main: UIScreen { fatalError() }
  open var bounds: CGRect { fatalError() }
  open var scale: CGFloat { fatalError() }
}
