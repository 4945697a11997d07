#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  import UIKit

  /// Equips `KontextVideo.shared` on iOS the first time it is used, in an app and in an app
  /// extension alike: the UIKit creative renderer, App Tracking Transparency's status and the
  /// network's constraint, StoreKit's view-through impressions
  /// (``AppleViewThroughAttribution``; none on tvOS, whose StoreKit has no SKAdNetwork: the
  /// core then attributes nothing, as on any device without it), and a ``SceneScreen`` that
  /// stays empty until ``AppIntegration`` (installed after this one, in an app only) reads it:
  /// what needs the app itself (`UIApplication.shared`) is ``AppIntegration``'s.
  ///
  /// The core finds this class by its Objective-C name, so the integrator calls nothing.
  @objc(KontextVideoSDKPlatformIntegration)
  final class AppleIntegration: NSObject, PlatformIntegration {
    static func equip(_ environment: inout KontextVideo.Environment, clock: any AdClock) {
      let conditions = NetworkConditions()
      let screen = SceneScreen()
      let vendor = VendorIdentifier()
      vendor.refresh()
      environment.renderer = AppleCreativeRenderer(
        clock: clock, isConstrained: { conditions.isConstrained },
        screen: { screen.current })
      let base = environment.platformInfo
      environment.platformInfo = {
        var info = base()
        let current = screen.current
        info.screen = current?.size
        info.screenScale = current?.scale
        info.trackingAuthorization = TrackingStatus.current()
        info.isNetworkConstrained = conditions.isConstrained
        info.vendorID = vendor.current
        return info
      }
      #if !os(tvOS)
        environment.viewThroughAttribution = AppleViewThroughAttribution()
      #endif
      environment.platformServices.append(conditions)
      environment.platformServices.append(screen)
      environment.platformServices.append(vendor)
    }

    /// StoreKit's refusals are logged by the instance.
    static func attach(to sdk: KontextVideo) {
      #if !os(tvOS)
        (sdk.environment.viewThroughAttribution as? AppleViewThroughAttribution)?.logsTo(sdk)
      #endif
    }
  }
#endif
