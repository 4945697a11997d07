import Foundation
import KontextVideoCore

extension KontextVideo {
  /// An SDK instance for a unit test: a manual clock, the embedded sandbox with `scenario`,
  /// and a headless presenter installed for linear ads. Request and event ids follow a fixed
  /// sequence (`test-1`, `test-2`, …), so a test's run is the same every time. It shares nothing with
  /// ``KontextVideo/shared`` or with other tests, keeps its install id and tracking queue in
  /// memory, reads no stored consent, and stamps events with a wall time that follows the
  /// manual clock. To read the IAB keys from a suite of your test's, or to simulate App
  /// Tracking Transparency's status, see ``testing(configuration:)`` and
  /// ``simulatedTrackingAuthorization``.
  ///
  /// ```swift
  /// let (sdk, clock, presenter) = KontextVideo.testing(.fill)
  /// let ads = VideoAds(content: content, sdk: sdk)
  /// ```
  public static func testing(
    _ scenario: SandboxScenario = .fill,
    logLevel: LogLevel = .none
  ) -> (sdk: KontextVideo, clock: ManualClock, presenter: HeadlessFullScreenPresenter) {
    testing(configuration: .sandbox(scenario, logLevel: logLevel))
  }

  /// An SDK instance for a unit test with any configuration, such as your own local test
  /// server: like ``testing(_:logLevel:)``, it writes nothing into the user's folders (its
  /// install id and tracking queue stay in memory), and it reads stored consent only from the
  /// suite the configuration names (`consentDefaultsSuiteName`), never the machine's standard
  /// defaults.
  ///
  /// ```swift
  /// let (sdk, clock, presenter) = KontextVideo.testing(
  ///   configuration: .init(publisherToken: "test-token", server: .url(localServer)))
  ///
  /// var configuration = KontextVideo.Configuration.sandbox(.fill)
  /// configuration.consentDefaultsSuiteName = suite  // IAB keys your test stored there
  /// let (sdk, _, _) = KontextVideo.testing(configuration: configuration)
  /// ```
  public static func testing(configuration: KontextVideo.Configuration) -> (
    sdk: KontextVideo, clock: ManualClock, presenter: HeadlessFullScreenPresenter
  ) {
    let clock = ManualClock()
    let sdk = KontextVideo.isolated(clock: clock)
    sdk.wallClock = { [clock] in Date(timeIntervalSince1970: 1_800_000_000 + clock.now) }
    sdk.events.makeID = UniqueID.sequence(prefix: "test")
    sdk.initialize(with: configuration)
    let presenter = HeadlessFullScreenPresenter(clock: clock)
    sdk.fullScreenPresenter = presenter
    return (sdk, clock, presenter)
  }

  /// An SDK instance that leaves nothing on the machine and reads nothing from it: its install
  /// id and tracking queue in memory, no consent read from user defaults (unless a
  /// configuration names a suite), and a screen of its
  /// own (not the app's), so parallel tests never see each other's ads. Tests, the demo and
  /// the benchmarks start from it.
  ///
  /// `equip` changes its environment before it is given (a test's transport, renderer or
  /// folder).
  package static func isolated(
    clock: any AdClock, equip: (inout Environment) -> Void = { _ in }
  ) -> KontextVideo {
    var environment = Environment.isolated(clock: clock)
    equip(&environment)
    return KontextVideo(clock: clock, screen: ScreenArbiter(), environment: environment)
  }
}
