import Foundation

extension KontextVideo {
  /// How the SDK reaches its ad server, and what it sends.
  ///
  /// ```swift
  /// KontextVideo.shared.initialize(with: .init(
  ///   publisherToken: "pk_live_…",
  ///   server: .url(URL(string: "https://ads.example.com")!)))
  /// // during development, offline:
  /// KontextVideo.shared.initialize(with: .sandbox())
  /// ```
  ///
  /// Leave `consent` out when your consent platform stores the IAB keys (`IABTCF_*`,
  /// `IABGPP_*`, `IABUSPrivacy_String`): the SDK reads them at every request, so a viewer's
  /// new choice reaches the next request. Pass values only to override them.
  public struct Configuration: Sendable {
    /// Your publisher token, sent as a bearer token. Never logged. For a server, one under 8
    /// characters (which no real token is, and which the ad inspector's export could not mask)
    /// is a configuration error; the sandbox takes any.
    public var publisherToken: String
    /// The ad server.
    public var server: Server
    /// Privacy signals forwarded with every request, over what the IAB keys say: a field set
    /// here wins, a field left unknown (`nil`) is read from the keys at each request. Change
    /// it later with ``KontextVideo/updateConsent(_:)``.
    public var consent: ConsentSignals
    /// How much the SDK logs; default ``LogLevel/warning``.
    public var logLevel: LogLevel
    /// How long an ad request may take before it throws `timedOut(.request)`; default 8 s.
    public var requestTimeout: TimeInterval
    /// How long `load()` may take before it throws `timedOut(.load)`; default 10 s.
    public var loadTimeout: TimeInterval
    /// Where a click's web page opens: in your app (the default) or in the viewer's browser.
    /// App Store links open in your app either way.
    public var landingPages: LandingPageMode
    /// Whether a click's web page opens the advertiser's app first, when it is installed and
    /// the page is one of its universal links; default `false`. When no installed app takes
    /// the link, the page opens as ``landingPages`` says.
    public var opensInstalledAppsFirst = false
    /// Which device identifiers the SDK may send, when the viewer's consent allows; by default
    /// none.
    public var identifiers = IdentifierPolicy()
    /// The user defaults suite the IAB keys are read from, at every request: `nil` (the
    /// default) reads the app's standard defaults, where consent platforms store them; an app
    /// group's suite name (`"group.com.example.shared"`) reads that group's, for a consent
    /// platform that stores them there. A name `UserDefaults(suiteName:)` refuses (the app's
    /// bundle id) reads the standard defaults. A test instance (`KontextVideo.testing`) reads no
    /// defaults unless this names a suite.
    public var consentDefaultsSuiteName: String?
    /// When linear and rewarded ads show the closed captions their VAST document offers in the
    /// viewer's language: by default ``CaptionPolicy/automatic`` (when the viewer turned on
    /// closed captions in the system's settings, or the ad plays muted). The player's CC
    /// control lets the viewer change it for each ad, but with ``CaptionPolicy/off``.
    public var captions: CaptionPolicy = .automatic

    /// Creates a configuration; only the token and the server are required.
    public init(
      publisherToken: String,
      server: Server,
      consent: ConsentSignals = ConsentSignals(),
      logLevel: LogLevel = .warning,
      requestTimeout: TimeInterval = KontextVideo.Defaults.requestTimeout,
      loadTimeout: TimeInterval = KontextVideo.Defaults.loadTimeout,
      landingPages: LandingPageMode = .inApp
    ) {
      self.publisherToken = publisherToken
      self.server = server
      self.consent = consent
      self.logLevel = logLevel
      self.requestTimeout = requestTimeout
      self.loadTimeout = loadTimeout
      self.landingPages = landingPages
    }

    /// The embedded sandbox: test ads for every format, in process and offline.
    public static func sandbox(
      _ scenario: SandboxScenario = .standard,
      logLevel: LogLevel = .warning
    ) -> Configuration {
      Configuration(publisherToken: "sandbox", server: .sandbox(scenario), logLevel: logLevel)
    }

    /// Where ad requests go.
    public enum Server: Sendable, Hashable {
      /// An ad server speaking Kontext's Video Ads API at this base URL.
      case url(URL)
      /// The embedded sandbox with a scenario.
      case sandbox(SandboxScenario)
    }
  }

  /// The SDK's documented defaults.
  public enum Defaults {
    /// The ad request deadline: 8 s, like Google IMA's.
    public static let requestTimeout: TimeInterval = 8
    /// The load deadline: 10 s.
    public static let loadTimeout: TimeInterval = 10
    /// How long an overlay stays up when the server gives no `display_seconds`: 8 s.
    public static let overlayDisplaySeconds: TimeInterval = 8
    /// How long an overlay's ⓘ sheet may hold it (its display time stopped, the content playing
    /// on behind the sheet): 60 s. Then the overlay ends ``VideoAd/EndReason/interrupted``, and
    /// the sheet goes with it, so that the next ad is not held back by a sheet left open.
    public static let overlayInfoHoldLimit: TimeInterval = 60
    /// How long a container may be off screen before its ad ends `.interrupted`: 1 s.
    public static let interruptionGrace: TimeInterval = 1
    /// An ad's lifetime when the server gives none: 1 hour.
    public static let adLifetime: TimeInterval = 3600
    /// How often the SDK samples an inline ad's exposure and the player: every 0.1 s.
    public static let samplingInterval: TimeInterval = 0.1
    /// The latest skip offset of a linear ad longer than 31 s: 6 s.
    public static let longLinearSkipOffset: TimeInterval = 6
    /// Linear ads longer than this many seconds must be skippable.
    public static let longLinearThreshold: TimeInterval = 31
    /// How long a linear ad's video may make no progress, with the app in front, before the ad
    /// fails (`.failed`), so a stalled or frozen video never traps the viewer: 10 s.
    public static let linearStallLimit: TimeInterval = 10
  }
}
