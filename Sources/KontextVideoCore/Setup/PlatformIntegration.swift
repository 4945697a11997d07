import Foundation

/// A platform layer that equips ``KontextVideo/shared`` before its first use: on iOS, the
/// UIKit adapters of `KontextVideoSDK` install their creative renderer, full-screen presenter,
/// screen facts, landing-page opener and app-lifecycle observation, with no call from the
/// integrator.
///
/// The core cannot import the layer above it, so it finds the integrations by their Objective-C
/// class names (``KontextVideo/integrationClassNames(bundleURL:)``) when `shared` is first used. A
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
  /// The Objective-C name under which the iOS layer registers the ``PlatformIntegration``
  /// every process gets, an app or an app extension: the renderer, the tracking status and the
  /// network's constraint.
  package nonisolated static let platformIntegrationClassName = "KontextVideoSDKPlatformIntegration"
  /// The Objective-C name of the integration that needs the app itself (`UIApplication.shared`):
  /// the presenter from the top view controller, the landing-page opener, the app's lifecycle.
  package nonisolated static let appIntegrationClassName = "KontextVideoSDKAppIntegration"

  /// The integrations to look for in the process whose bundle is at `bundleURL`, in the order
  /// they are installed: in an app extension (`.appex`), not the one that needs the app.
  package nonisolated static func integrationClassNames(bundleURL: URL) -> [String] {
    isAppExtension(bundleURL: bundleURL)
      ? [platformIntegrationClassName] : [platformIntegrationClassName, appIntegrationClassName]
  }

  /// The platform's integrations the process links (on iOS, always), in install order.
  package static func registeredIntegrations(bundleURL: URL = Bundle.main.bundleURL)
    -> [any PlatformIntegration.Type]
  {
    #if canImport(ObjectiveC)
      return integrationClassNames(bundleURL: bundleURL).compactMap {
        NSClassFromString($0) as? any PlatformIntegration.Type
      }
    #else
      return []
    #endif
  }

  /// Whether the bundle at `bundleURL` is an app extension's.
  package nonisolated static func isAppExtension(bundleURL: URL) -> Bool {
    bundleURL.pathExtension.lowercased() == "appex"
  }

  /// A new instance on the system clock, equipped by `integrations`, in order.
  package static func makeShared(integrations: [any PlatformIntegration.Type]) -> KontextVideo {
    let sdk = KontextVideo()
    for integration in integrations { integration.install(into: sdk) }
    #if os(iOS)
      if integrations.isEmpty {
        sdk.events.logger.log(
          .warning,
          "The iOS layer of KontextVideoSDK was not found: linear ads cannot be presented and "
            + "creatives are not drawn. Link KontextVideoSDK (not only KontextVideoCore).")
      }
    #endif
    return sdk
  }
}
