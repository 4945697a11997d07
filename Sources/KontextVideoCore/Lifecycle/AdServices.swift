import Foundation

/// What an ad, and the ``AdSession`` that asks for it, use of the SDK instance that made them:
/// the environment it was built with (renderer, presenter, opener, attribution, platform
/// facts), and the live services and state of the instance (its clock, the one-ad screen, the
/// event stream, the inspector, the configuration of the moment, whether the viewer is there).
/// ``KontextVideo`` provides it; `Lifecycle` reads nothing else of it.
@MainActor
protocol AdServices: AnyObject {
  /// What the instance was built with.
  var environment: KontextVideo.Environment { get }
  /// The instance's clock: every time and timer of an ad.
  var clock: any AdClock { get }
  /// Where the one-ad-on-screen rule is kept, and the ad on screen held.
  var screen: ScreenArbiter { get }
  /// The event stream, its log and the delivery of third-party pixels.
  var events: EventHub { get }
  /// The ad inspector's records.
  var inspector: AdInspector { get }
  /// The configuration of the moment (``KontextVideo/initialize(with:)`` may replace it).
  var configuration: KontextVideo.Configuration? { get }
  /// Why the configuration cannot be used, or nil.
  var configurationProblem: String? { get }
  /// The client for the configured server.
  var client: AdServerClient? { get }
  /// The app's measurement provider, asked as each ad goes on screen.
  var measurementProvider: (any AdMeasurementProvider)? { get }
  /// The app's full-screen presenter, used before the platform's.
  var fullScreenPresenter: (any FullScreenAdPresenter)? { get }
  /// Whether the app is in the foreground.
  var isAppActive: Bool { get }
  /// Whether on-screen time counts now: the app is active and nothing covers it.
  var isViewerPresent: Bool { get }
  /// The wall clock events and rewards are stamped with.
  var wallClock: @Sendable () -> Date { get }
  /// The creatives the viewer reported.
  var reportedCreatives: ReportedCreatives { get }
  /// Where earned rewards are kept until the app heard of them.
  var rewardLedger: RewardLedger { get }
  /// Whether the log has yet to name `network` as missing from the app's `SKAdNetworkItems`;
  /// it is then noted as named (each network is said once per instance).
  func noteUndeclaredAdNetwork(_ network: String) -> Bool
}
