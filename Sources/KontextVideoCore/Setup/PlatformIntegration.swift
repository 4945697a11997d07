import Foundation

/// A platform layer that equips ``KontextVideo/shared`` before its first use: on iOS, the
/// UIKit adapters of `KontextVideoSDK` install their creative renderer, full-screen presenter,
/// screen facts, landing-page opener and app-lifecycle observation, with no call from the
/// integrator.
///
/// The core cannot import the layer above it, so it finds the integration by its Objective-C
/// class name (``KontextVideo/platformIntegrationClassName``) when `shared` is first used. A
/// class registered with the Objective-C runtime survives dead stripping once its object file
/// is linked, as it is when Xcode links the package's targets; an app that links the SDK as a
/// static archive without `-ObjC` and uses nothing else of `KontextVideoSDK` could lose it, and
/// the SDK then logs a warning at its first use.
@MainActor
package protocol PlatformIntegration: AnyObject {
  /// Installs the platform's services into `sdk`. Called once, on the main actor.
  static func install(into sdk: KontextVideo)
}

extension KontextVideo {
  /// The Objective-C name under which the iOS layer registers its ``PlatformIntegration``.
  package nonisolated static let platformIntegrationClassName = "KontextVideoSDKPlatformIntegration"

  /// The platform's integration, when the app links one (on iOS, always), and when the
  /// process is an app: in an app extension (`.appex`) the integration, which needs
  /// `UIApplication.shared`, is not installed.
  package static func registeredIntegration(bundleURL: URL = Bundle.main.bundleURL)
    -> (any PlatformIntegration.Type)?
  {
    guard !isAppExtension(bundleURL: bundleURL) else { return nil }
    #if canImport(ObjectiveC)
      return NSClassFromString(platformIntegrationClassName) as? any PlatformIntegration.Type
    #else
      return nil
    #endif
  }

  /// Whether the bundle at `bundleURL` is an app extension's.
  package nonisolated static func isAppExtension(bundleURL: URL) -> Bool {
    bundleURL.pathExtension.lowercased() == "appex"
  }

  /// A new instance on the system clock, equipped by `integration`.
  package static func makeShared(integration: (any PlatformIntegration.Type)?) -> KontextVideo {
    let sdk = KontextVideo()
    integration?.install(into: sdk)
    #if os(iOS)
      if integration == nil {
        sdk.events.logger.log(
          .warning,
          "The iOS layer of KontextVideoSDK was not found: linear ads cannot be presented and "
            + "creatives are not drawn. Link KontextVideoSDK (not only KontextVideoCore).")
      }
    #endif
    return sdk
  }
}
