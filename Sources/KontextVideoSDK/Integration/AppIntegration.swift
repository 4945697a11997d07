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
  @objc(KontextVideoSDKAppIntegration)
  final class AppIntegration: NSObject, PlatformIntegration {
    static func install(into sdk: KontextVideo) {
      // AppleIntegration is installed first (`integrationClassNames` lists it first, tested in
      // the core), so its screen is among the services already.
      let vendor = sdk.platformServices.lazy.compactMap { $0 as? VendorIdentifier }.first
      if let screen = sdk.platformServices.lazy.compactMap({ $0 as? SceneScreen }).first {
        screen.refresh()
        sdk.refreshPlatformFacts = {
          screen.refresh()
          vendor?.refresh()
        }
      }
      sdk.platformPresenter = ViewControllerPresenter(findingSourceWith: TopViewController.find)
      sdk.clickOpener = AppleClickOpener()
      sdk.platformServices.append(AppLifecycleObserver(sdk: sdk))
    }
  }
#endif
