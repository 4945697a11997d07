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
/// Tests make their own instance on a manual clock with `KontextVideo.testing`, so they share
/// no state: `VideoAds(content:sdk:)` uses it instead of ``shared``.
@MainActor
public final class KontextVideo: AdServices {
  /// The SDK name sent with requests.
  public nonisolated static let sdkName = "KontextVideoSDK"

  /// Kontext's SKAdNetwork ad network id, which your app's `Info.plist` must list under
  /// `SKAdNetworkItems` (key `SKAdNetworkIdentifier`) before you ship: StoreKit credits an
  /// install only to networks the app declares. The SDK drops a signature from an undeclared
  /// network and logs the entry to add. It is the id Kontext publishes for its other SDKs (the
  /// Kontext Flutter SDK's iOS set-up).
  public nonisolated static let adNetworkIdentifier = "mp7rpxwdrx.skadnetwork"

  /// The SDK version sent with requests.
  public nonisolated static let sdkVersion = "0.1.0"

  /// The instance the app uses; its clock is the system clock, which counts the device's
  /// sleep. On iOS it comes equipped with the UIKit renderer and, in an app (not an app
  /// extension), the presenter, the screen's facts and app-lifecycle observation.
  public static let shared = makeShared(integrations: registeredIntegrations())

  /// The configuration given to ``initialize(with:)``, if any.
  public private(set) var configuration: Configuration?

  /// Measures each ad the SDK shows (IAB Open Measurement, or another verification SDK the
  /// app brings); `nil`, the default, measures none. Set it before showing ads: an ad on
  /// screen keeps the session it started with.
  public var measurementProvider: (any AdMeasurementProvider)?

  /// Presents linear ads for ``VideoAd/show()``. On iOS the SDK presents from the top view
  /// controller when this is `nil`; elsewhere install one (or use `show(from:)`).
  public var fullScreenPresenter: (any FullScreenAdPresenter)?
  /// What the instance was built with: its renderer, presenter, opener, attribution, transport,
  /// platform facts and folders (``Environment``).
  package internal(set) var environment: Environment
  /// What a platform integration attached to the instance keeps alive for the instance's life
  /// (its observers of the app, which need the instance).
  private var attachedServices: [AnyObject] = []

  /// Keeps `service` alive as long as the instance (``PlatformIntegration/attach(to:)``).
  package func keepAlive(_ service: AnyObject) {
    attachedServices.append(service)
  }

  package let clock: any AdClock
  /// Where the one-ad-on-screen rule is kept: the app's, or a test instance's own.
  package let screen: ScreenArbiter
  /// Says once in this instance's log why no device identifier is sent, when the app's
  /// configuration is the reason.
  package let identifierNotices = IdentifierNotices()
  /// Says once in this instance's log that a consent string was over its bound.
  package let consentNotices = ConsentBoundNotices()
  /// Where the IAB strings are read now: the configuration's suite, else the environment's.
  package var currentConsentStore: IABConsentStore? {
    configuration?.consentDefaultsSuiteName.map { IABConsentStore(suiteName: $0) }
      ?? environment.consentStore
  }
  /// Where events are written as they are recorded; kept across configurations with the same
  /// beacon folder.
  package internal(set) var beaconJournal: BeaconJournal?
  /// Where earned rewards are kept until the app heard of them: beside the tracking journal.
  package lazy var rewardLedger = RewardLedger(
    directory: environment.beaconDirectory, log: { [weak self] in self?.log(.warning, $0) })

  /// Hands `grant` every reward earned but not yet handed to the app, oldest first, each once:
  /// one whose ad had no delegate when it was earned, or whose app was killed between the
  /// earning and ``VideoAdDelegate/videoAd(_:didEarn:)``. Each is marked delivered as `grant`
  /// returns, so a reward is handed over again only if the app is killed inside `grant`: grant
  /// by ``EarnedReward/transactionID``, as your server does.
  ///
  /// Call it at launch, once your app can grant rewards (its account is loaded). It reads a
  /// small file (at most 100 rewards) on the main actor.
  ///
  /// ```swift
  /// KontextVideo.shared.deliverUnclaimedRewards { reward in
  ///   wallet.grant(reward.reward.amount, of: reward.reward.type, once: reward.transactionID)
  /// }
  /// ```
  public func deliverUnclaimedRewards(_ grant: (EarnedReward) -> Void) {
    for reward in rewardLedger.unclaimed {
      grant(reward)
      rewardLedger.delivered(reward.transactionID)
    }
  }

  /// The tracking delivery queue for the current configuration.
  package internal(set) var beaconQueue: BeaconQueue?
  /// The wall clock events are stamped with; tests make it follow their manual clock.
  package var wallClock: @Sendable () -> Date {
    get { events.wallClock }
    set { events.wallClock = newValue }
  }
  package let events: EventHub
  /// What the SDK did in this session, for a tester: each ad's request, answer, VAST chain,
  /// media and timeline, and the ledger of every beacon with its attempts. On iOS,
  /// `presentInspector(from:)` draws it.
  public nonisolated let inspector = AdInspector(sdkVersion: sdkVersion)
  /// Logs `message` at `level` through the SDK's logger: for the platform layer, whose
  /// failures (StoreKit's, say) are otherwise silent.
  package func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
    events.logger.log(level, message())
  }

  /// The creatives the viewer reported (by digest, across launches, beside the tracking
  /// journal): none is shown again while its report lasts.
  package lazy var reportedCreatives = ReportedCreatives(
    directory: environment.beaconDirectory, now: { [weak self] in self?.wallClock() ?? Date() })
  /// The ad networks the log already named as missing from the app's `SKAdNetworkItems`: each
  /// is said once per instance.
  private var undeclaredAdNetworksLogged: Set<String> = []

  /// Whether the log has yet to name `network` as missing from the app's `SKAdNetworkItems`;
  /// it is then noted as named.
  func noteUndeclaredAdNetwork(_ network: String) -> Bool {
    undeclaredAdNetworksLogged.insert(network).inserted
  }

  /// Creates an SDK instance on `clock`; apps use ``shared``. Every instance made this way
  /// shares the app's one screen with ``shared``: one ad on screen in the whole app.
  package convenience init(clock: any AdClock = SystemClock(), environment: Environment? = nil) {
    self.init(clock: clock, screen: .app, environment: environment)
  }

  /// Creates an SDK instance on `clock` keeping the one-ad rule on `screen` (a test's own),
  /// built with `environment` (by default an app's, before a platform layer equips it).
  package init(clock: any AdClock, screen: ScreenArbiter, environment: Environment? = nil) {
    self.clock = clock
    self.screen = screen
    self.environment = environment ?? Environment(clock: clock)
    events = EventHub(logger: Logger(level: .warning))
    events.inspector = inspector
  }

  /// Whether ``initialize(with:)`` has been called.
  public var isInitialized: Bool { configuration != nil }

  /// Configures the SDK. Call it once at launch; calling it again replaces the configuration
  /// for later requests. It does no network or disk work: a configuration that cannot be
  /// used is logged here, and ``VideoAds/format(_:)`` throws `invalidConfiguration`.
  public func initialize(with configuration: Configuration) {
    var configuration = configuration
    if let early = consentBeforeInitialize {
      consentBeforeInitialize = nil
      configuration.consent = early.givenEarly(over: configuration.consent)
    }
    configuration.consent = configuration.consent.bounded()
    self.configuration = configuration
    configurationProblem = Self.problem(with: configuration)
    events.logger.level = configuration.logLevel
    if let problem = configurationProblem {
      events.logger.log(.error, "The configuration cannot be used: \(problem).")
    }
    inspector.noteConsentStrings(
      tcString: configuration.consent.gdprConsent, gpp: configuration.consent.gpp)
    switch configuration.server {
    case .url(let url):
      inspector.configured(
        server: url.host ?? url.absoluteString, token: configuration.publisherToken)
    case .sandbox:
      inspector.configured(server: "sandbox", token: configuration.publisherToken)
    }
    startDelivery()
  }

  /// Consent given with ``updateConsent(_:)`` before ``initialize(with:)``, applied there.
  private var consentBeforeInitialize: ConsentSignals?

  /// Why the configuration cannot be used, or nil. Never mentions the token's value. Worked
  /// out once, in ``initialize(with:)``, rather than on every request.
  package private(set) var configurationProblem: String?

  private static func problem(with configuration: Configuration) -> String? {
    if configuration.publisherToken.trimmingCharacters(in: .whitespaces).isEmpty {
      return "the publisher token is empty"
    }
    // The inspector's export masks the token only when it is long enough not to match ordinary
    // words; a real token always is. The sandbox takes any.
    if case .url = configuration.server,
      configuration.publisherToken.count < InspectorMask.minimumLength
    {
      return "the publisher token is shorter than \(InspectorMask.minimumLength) characters, "
        + "too short to be a real one or to be masked in the ad inspector's export"
    }
    if case .url(let url) = configuration.server,
      let refusal = ServerEndpointPolicy.refusal(for: url)
    {
      return refusal
    }
    if let tracking = configuration.identifiers.advertisingIdentifierServer {
      if let refusal = ServerEndpointPolicy.refusal(for: tracking) {
        return "identifiers.advertisingIdentifierServer: \(refusal)"
      }
      if case .url(let url) = configuration.server,
        url.host?.lowercased() == tracking.host?.lowercased()
      {
        return "identifiers.advertisingIdentifierServer must be on a host of its own, not the "
          + "ad server's (\(url.host ?? "")): iOS blocks the hosts a privacy manifest lists as "
          + "tracking domains for viewers who did not allow tracking"
      }
    }
    return nil
  }

  /// The client for the configured server, with this instance's dependencies.
  package var client: AdServerClient? {
    guard let configuration else { return nil }
    let transport: any HTTPTransport
    let baseURL: URL
    var identity = environment.installIdentity
    switch configuration.server {
    case .url(let url):
      baseURL = url
      transport = environment.transportOverride ?? URLSessionTransport()
    case .sandbox(let scenario):
      baseURL = SandboxServer.baseURL
      transport = sandbox(for: scenario)
      // The sandbox needs no install id: the app's file is neither read nor made for it.
      identity = SandboxServer.installIdentity
    }
    var client = AdServerClient(
      baseURL: baseURL,
      token: configuration.publisherToken,
      transport: transport,
      installIdentity: identity,
      consentStore: currentConsentStore,
      platform: environment.platformInfo,
      identifiers: configuration.identifiers
    )
    client.inspector = inspector
    client.logger = events.logger
    client.consentNotices = consentNotices
    if case .url = configuration.server { client.identifierNotices = identifierNotices }
    return client
  }

  private var sandboxServer: SandboxServer?
  /// The embedded sandbox the configuration uses, once it answered a request; nil otherwise.
  package var sandbox: SandboxServer? { sandboxServer }

  /// One sandbox per scenario, so its state (the standard scenario's cap) lasts the session.
  private func sandbox(for scenario: SandboxScenario) -> SandboxServer {
    if let sandboxServer, sandboxServer.scenario == scenario { return sandboxServer }
    let server = SandboxServer(scenario: scenario, clock: clock)
    sandboxServer = server
    return server
  }

  /// Whether the app is in the foreground, as last reported to the SDK.
  public private(set) var isAppActive = true

  /// Whether system UI covers the app for a moment (Control Center, a call, an alert): set by
  /// the iOS layer between `willResignActive` and `didBecomeActive`. Like the background, it
  /// stops viewability time and never counts as the viewer moving an ad away.
  package var isSystemUIOverApp = false

  /// Whether on-screen time counts now: the app is active and nothing covers it.
  package var isViewerPresent: Bool { isAppActive && !isSystemUIOverApp }

  /// Tells the SDK the app went to the background. On iOS the SDK observes this itself.
  ///
  /// An overlay on screen ends `.interrupted`; a pause ad stays, its viewability time stopped;
  /// a linear ad's video pauses until ``appWillEnterForeground()``.
  public func appDidEnterBackground() {
    guard isAppActive else { return }
    isAppActive = false
    screen.current?.controller.appWentToBackground()
    flushTracking()
  }

  /// Tells the SDK the app is back in the foreground. On iOS the SDK observes this itself.
  ///
  /// Every timer that fell due while the app was suspended runs first, on a clock that
  /// counted the device's sleep: an unshown ad whose lifetime ran out meanwhile is expired
  /// before the app can show it.
  public func appWillEnterForeground() {
    clock.catchUpAfterSleep()
    guard !isAppActive else { return }
    isAppActive = true
    screen.current?.controller.appReturnedToForeground()
  }

  /// Replaces the consent signals sent with later requests, without initialising again: for an
  /// app whose consent platform does not store the IAB keys, call it whenever the viewer's
  /// choice changes. Fields left unknown (`nil`) are still read from the IAB keys at each
  /// request. Requests already sent keep what they carried.
  ///
  /// Called before ``initialize(with:)`` (a consent platform that answers before your launch
  /// code runs), the signals are kept and applied there, over the configuration's: a field set
  /// here wins, one left unknown keeps the configuration's, and `childDirected` or
  /// `underAgeOfConsent` set in either stays set. A later call before it replaces an earlier
  /// one.
  public func updateConsent(_ consent: ConsentSignals) {
    guard configuration != nil else {
      consentBeforeInitialize = consent
      events.logger.log(.info, "updateConsent(_:) before initialize(with:): applied there.")
      return
    }
    let consent = consent.bounded()
    configuration?.consent = consent
    inspector.noteConsentStrings(tcString: consent.gdprConsent, gpp: consent.gpp)
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
