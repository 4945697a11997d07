import Foundation

/// The SDK's entry point: configure it once at launch.
///
/// ```swift
/// KontextVideo.shared.initialize(with: .init(publisherToken: token, server: .url(serverURL)))
/// ```
///
/// `initialize(with:)` only stores the configuration: it does no network and no disk work.
/// Asking for an ad before it throws ``VideoAdError/notInitialized``.
///
/// Tests can make their own instance with a manual clock, so they share no state:
/// `VideoAds(content:sdk:)` uses it instead of ``shared``.
@MainActor
public final class KontextVideo {
  /// The SDK name sent with requests.
  public nonisolated static let sdkName = "KontextVideoSDK"
  /// The SDK version sent with requests.
  public nonisolated static let sdkVersion = "0.1.0"

  /// The instance the app uses; its clock is the ``SystemClock``.
  public static let shared = KontextVideo()

  /// The configuration given to ``initialize(with:)``, if any.
  public private(set) var configuration: Configuration?

  /// Presents linear ads for ``VideoAd/show()``. On iOS the SDK presents from the top view
  /// controller when this is `nil`; elsewhere install one (or use `show(from:)`).
  public var fullScreenPresenter: (any FullScreenAdPresenter)?

  package let clock: any AdClock
  package let screen = ScreenArbiter()
  package var renderer: any CreativeRenderer
  package private(set) var client: AdServerClient?
  /// A random id for this installation of the app, sent with requests.
  package let installID = UUID().uuidString
  let events: EventHub

  /// Creates an SDK instance on `clock`; apps use ``shared``.
  public init(clock: any AdClock = SystemClock()) {
    self.clock = clock
    renderer = HeadlessCreativeRenderer(clock: clock)
    events = EventHub(logger: Logger(level: .warning))
  }

  /// Whether ``initialize(with:)`` has been called.
  public var isInitialized: Bool { configuration != nil }

  /// Configures the SDK. Call it once at launch; calling it again replaces the configuration
  /// for later requests. It does no network or disk work.
  public func initialize(with configuration: Configuration) {
    self.configuration = configuration
    events.logger = Logger(level: configuration.logLevel)
    switch configuration.server {
    case .url(let url):
      client = AdServerClient(
        baseURL: url, token: configuration.publisherToken, transport: URLSessionTransport())
    case .sandbox(let scenario):
      client = AdServerClient(
        baseURL: SandboxServer.baseURL,
        token: configuration.publisherToken,
        transport: SandboxServer(scenario: scenario, clock: clock)
      )
    }
    if configuration.publisherToken.isEmpty {
      events.logger.log(.warning, "The publisher token is empty; the server will refuse requests.")
    }
  }

  /// Calls `observer` with every event of every ad, until the observation is cancelled.
  public func addEventObserver(_ observer: @escaping @MainActor (AdEvent) -> Void)
    -> EventObservation
  {
    events.add(observer)
  }

  /// The most recent events (up to 500), oldest first.
  public var recentEvents: [AdEvent] { events.recent }
}
