import Foundation

/// The environment's members one by one, for the tests that change one after making an
/// instance (and before they use it): an instance is otherwise given its ``Environment`` once,
/// at `init`. Each reads and writes ``KontextVideo/environment``.
extension KontextVideo {
  /// ``Environment/renderer``.
  package var renderer: any CreativeRenderer {
    get { environment.renderer }
    set { environment.renderer = newValue }
  }
  /// ``Environment/platformPresenter``.
  package var platformPresenter: (any FullScreenAdPresenter)? {
    get { environment.platformPresenter }
    set { environment.platformPresenter = newValue }
  }
  /// ``Environment/clickOpener``.
  package var clickOpener: (any ClickOpener)? {
    get { environment.clickOpener }
    set { environment.clickOpener = newValue }
  }
  /// ``Environment/viewThroughAttribution``.
  package var viewThroughAttribution: (any ViewThroughAttribution)? {
    get { environment.viewThroughAttribution }
    set { environment.viewThroughAttribution = newValue }
  }
  /// ``Environment/refreshPlatformFacts``.
  package var refreshPlatformFacts: (@MainActor () -> Void)? {
    get { environment.refreshPlatformFacts }
    set { environment.refreshPlatformFacts = newValue }
  }
  /// ``Environment/platformServices``.
  package var platformServices: [AnyObject] {
    get { environment.platformServices }
    set { environment.platformServices = newValue }
  }
  /// ``Environment/platformInfo``.
  package var platformInfo: @Sendable () -> PlatformInfo {
    get { environment.platformInfo }
    set { environment.platformInfo = newValue }
  }
  /// ``Environment/installIdentity``.
  package var installIdentity: InstallIdentity {
    get { environment.installIdentity }
    set { environment.installIdentity = newValue }
  }
  /// ``Environment/consentStore``.
  package var consentStore: IABConsentStore? {
    get { environment.consentStore }
    set { environment.consentStore = newValue }
  }
  /// ``Environment/beaconDirectory``.
  package var beaconDirectory: URL? {
    get { environment.beaconDirectory }
    set { environment.beaconDirectory = newValue }
  }
  /// ``Environment/transportOverride``.
  package var transportOverride: (any HTTPTransport)? {
    get { environment.transportOverride }
    set { environment.transportOverride = newValue }
  }
}
