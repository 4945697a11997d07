import Foundation

extension KontextVideo {
  /// What an instance is built with, given once when it is made (as Nuke's
  /// `ImagePipeline.Configuration`): how it draws creatives, presents, opens pages, attributes
  /// installs and reaches the network, what it knows of the platform, and where it keeps its
  /// files. The platform layer fills it on iOS (``PlatformIntegration``); tests, the demo and
  /// the benchmarks give their own (``isolated(clock:)``).
  @MainActor
  package struct Environment {
    /// Prepares creatives off screen; the platform layer's draws them with UIKit.
    package var renderer: any CreativeRenderer
    /// The platform's own presenter (on iOS, from the top view controller), used when
    /// ``KontextVideo/fullScreenPresenter`` is `nil`.
    package var platformPresenter: (any FullScreenAdPresenter)?
    /// Opens a counted click's landing page; on iOS the platform layer installs it. `nil` opens
    /// nothing (the delegate still hears the click).
    package var clickOpener: (any ClickOpener)?
    /// Starts and ends view-through impressions with StoreKit: the platform layer's.
    package var viewThroughAttribution: (any ViewThroughAttribution)?
    /// Reads the facts of the app's screen again, on the main actor, before they are used (an
    /// ad request, a load): the platform layer installs it; the screen may have rotated or moved
    /// to another scene since launch.
    package var refreshPlatformFacts: (@MainActor () -> Void)?
    /// What the platform layer keeps alive for the instance's life (its app observers).
    package var platformServices: [AnyObject] = []
    /// What the SDK says about the app and device; the Apple layer adds screen and tracking.
    package var platformInfo: @Sendable () -> PlatformInfo = PlatformInfo.current
    /// Where the install id is kept; tests keep it in memory.
    package var installIdentity = InstallIdentity(directory: InstallIdentity.defaultDirectory)
    /// Where a consent platform's IAB strings are read when the configuration names no suite
    /// (``Configuration/consentDefaultsSuiteName``): the app's standard defaults; `nil` reads
    /// none (a test instance).
    package var consentStore: IABConsentStore? = IABConsentStore(suiteName: nil)
    /// Where undelivered tracking beacons, unclaimed rewards and reported creatives are kept;
    /// `nil` keeps them in memory (tests).
    package var beaconDirectory: URL? = BeaconFile.defaultDirectory
    /// Replaces the transport of a `.url` server (tests and benchmarks use it).
    package var transportOverride: (any HTTPTransport)?

    /// An app's environment on `clock`, before a platform layer equips it: creatives rendered
    /// headless, files in the app's folders, consent read from its standard defaults.
    package init(clock: any AdClock) {
      renderer = HeadlessCreativeRenderer(clock: clock)
    }

    /// An environment that leaves nothing on the machine and reads nothing from it: the install
    /// id and tracking queue in memory, and no consent read from user defaults (unless a
    /// configuration names a suite).
    package static func isolated(clock: any AdClock) -> Environment {
      var environment = Environment(clock: clock)
      environment.installIdentity = InstallIdentity(directory: nil)
      environment.consentStore = nil
      environment.beaconDirectory = nil
      return environment
    }
  }
}
