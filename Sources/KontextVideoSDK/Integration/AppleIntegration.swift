#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  import UIKit

  /// Equips `KontextVideo.shared` on iOS the first time it is used: the UIKit creative
  /// renderer, the presenter that shows linear ads from the top view controller, the screen's
  /// size, the landing-page opener and the app's background and foreground.
  ///
  /// The core finds this class by its Objective-C name, so the integrator calls nothing.
  ///
  /// It needs the app (`UIApplication.shared`), so it is unavailable in app extensions, where
  /// the core does not look for it.
  @available(iOSApplicationExtension, unavailable)
  @objc(KontextVideoSDKPlatformIntegration)
  final class AppleIntegration: NSObject, PlatformIntegration {
    static func install(into sdk: KontextVideo) {
      let conditions = NetworkConditions()
      let screen = SceneScreen()
      screen.refresh()
      sdk.refreshPlatformFacts = { screen.refresh() }
      sdk.renderer = AppleCreativeRenderer(
        clock: sdk.clock, isConstrained: { conditions.isConstrained },
        screen: { screen.current })
      sdk.platformPresenter = ViewControllerPresenter(findingSourceWith: TopViewController.find)
      sdk.openLandingPage = LandingPageOpener.open
      let base = sdk.platformInfo
      sdk.platformInfo = {
        var info = base()
        let current = screen.current
        info.screen = current?.size
        info.screenScale = current?.scale
        info.trackingAuthorization = TrackingStatus.current()
        info.isNetworkConstrained = conditions.isConstrained
        return info
      }
      sdk.platformServices.append(conditions)
      sdk.platformServices.append(AppLifecycleObserver(sdk: sdk))
    }
  }
#endif
