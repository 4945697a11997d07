#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  import UIKit

  /// Equips `KontextVideo.shared` on iOS the first time it is used: the UIKit creative
  /// renderer, the presenter that shows linear ads from the top view controller, the screen's
  /// size, the landing-page opener and the app's background and foreground.
  ///
  /// The core finds this class by its Objective-C name, so the integrator calls nothing.
  @objc(KontextVideoSDKPlatformIntegration)
  final class AppleIntegration: NSObject, PlatformIntegration {
    static func install(into sdk: KontextVideo) {
      let conditions = NetworkConditions()
      sdk.renderer = AppleCreativeRenderer(clock: sdk.clock) { conditions.isConstrained }
      sdk.platformPresenter = ViewControllerPresenter(from: nil)
      sdk.openLandingPage = LandingPageOpener.open
      let screen = UIScreen.main
      let size = AdSize(width: screen.bounds.width, height: screen.bounds.height)
      let scale = Double(screen.scale)
      let base = sdk.platformInfo
      sdk.platformInfo = {
        var info = base()
        info.screen = size
        info.screenScale = scale
        info.trackingAuthorization = TrackingStatus.current()
        info.isNetworkConstrained = conditions.isConstrained
        return info
      }
      sdk.platformServices.append(conditions)
      sdk.platformServices.append(AppLifecycleObserver(sdk: sdk))
    }
  }
#endif
