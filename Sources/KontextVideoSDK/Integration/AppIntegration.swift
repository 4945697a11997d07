#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  import UIKit

  /// Equips `KontextVideo.shared` with what needs the app (`UIApplication.shared`), after
  /// ``AppleIntegration``: the presenter that shows linear ads from the top view controller,
  /// the foreground scene's screen read before each request, the opener of a click's page
  /// (``AppleClickOpener``), and the app's background and foreground.
  ///
  /// Unavailable in app extensions, where the core does not look for it: there `show(from:)`
  /// presents linear ads and a click opens nothing by itself (the delegate still hears it).
  @available(iOSApplicationExtension, unavailable)
  @available(tvOSApplicationExtension, unavailable)
  @objc(KontextVideoSDKAppIntegration)
  final class AppIntegration: NSObject, PlatformIntegration {
    static func equip(_ environment: inout KontextVideo.Environment, clock: any AdClock) {
      // AppleIntegration equips first (`integrationClassNames` lists it first, tested in the
      // core), so its screen is among the services already.
      let services = environment.platformServices
      let vendor = services.lazy.compactMap { $0 as? VendorIdentifier }.first
      if let screen = services.lazy.compactMap({ $0 as? SceneScreen }).first {
        screen.refresh()
        environment.refreshPlatformFacts = {
          screen.refresh()
          vendor?.refresh()
        }
      }
      environment.platformPresenter = ViewControllerPresenter(
        findingSourceWith: TopViewController.find)
      environment.clickOpener = AppleClickOpener()
    }

    /// The app's background and foreground reach the instance.
    static func attach(to sdk: KontextVideo) {
      sdk.keepAlive(AppLifecycleObserver(sdk: sdk))
    }
  }
#endif
