import Foundation

/// The environment's members one by one, for the core's tests that change one after making an
/// instance (and before they use it): internal, so that everything else in the package gives an
/// instance its ``Environment`` once, at `init`. Each reads and writes
/// ``KontextVideo/environment``. The click opener, the view-through attribution and the
/// platform facts stay settable in the package: the test kit's public `installHeadlessClicks()`
/// and `simulatedTrackingAuthorization` change them on an instance the test already has.
extension KontextVideo {
  /// ``Environment/renderer``.
  var renderer: any CreativeRenderer {
    get { environment.renderer }
    set { environment.renderer = newValue }
  }
  /// ``Environment/platformPresenter``.
  var platformPresenter: (any FullScreenAdPresenter)? {
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
  var refreshPlatformFacts: (@MainActor () -> Void)? {
    get { environment.refreshPlatformFacts }
    set { environment.refreshPlatformFacts = newValue }
  }
  /// ``Environment/platformServices``.
  var platformServices: [AnyObject] {
    get { environment.platformServices }
    set { environment.platformServices = newValue }
  }
  /// ``Environment/platformInfo``.
  package var platformInfo: @Sendable () -> PlatformInfo {
    get { environment.platformInfo }
    set { environment.platformInfo = newValue }
  }
  /// ``Environment/installIdentity``.
  var installIdentity: InstallIdentity {
    get { environment.installIdentity }
    set { environment.installIdentity = newValue }
  }
  /// ``Environment/consentStore``.
  var consentStore: IABConsentStore? {
    get { environment.consentStore }
    set { environment.consentStore = newValue }
  }
  /// ``Environment/beaconDirectory``.
  var beaconDirectory: URL? {
    get { environment.beaconDirectory }
    set { environment.beaconDirectory = newValue }
  }
  /// ``Environment/transportOverride``.
  var transportOverride: (any HTTPTransport)? {
    get { environment.transportOverride }
    set { environment.transportOverride = newValue }
  }
}
