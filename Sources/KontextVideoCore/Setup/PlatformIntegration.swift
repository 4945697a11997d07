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
  /// Puts the platform's services in the environment `shared` is built with, before it exists
  /// (integrations in order: a later one finds an earlier one's services). Called once.
  static func equip(_ environment: inout KontextVideo.Environment, clock: any AdClock)
  /// Starts what needs the instance itself (an observer that tells it of the app's
  /// background), once it is built. Called once, after every integration equipped it.
  static func attach(to sdk: KontextVideo)
}

extension PlatformIntegration {
  /// Nothing needs the instance.
  package static func attach(to sdk: KontextVideo) {}
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

  /// A new instance on the system clock, built with the environment `integrations` equip, in
  /// order, then attached to them.
  package static func makeShared(integrations: [any PlatformIntegration.Type]) -> KontextVideo {
    let clock = SystemClock()
    var environment = Environment(clock: clock)
    for integration in integrations { integration.equip(&environment, clock: clock) }
    let sdk = KontextVideo(clock: clock, environment: environment)
    for integration in integrations { integration.attach(to: sdk) }
    #if os(iOS) || os(tvOS)
      if integrations.isEmpty {
        sdk.events.logger.log(
          .warning,
          "The Apple layer of KontextVideoSDK was not found: linear ads cannot be presented and "
            + "creatives are not drawn. Link KontextVideoSDK (not only KontextVideoCore).")
      }
    #endif
    return sdk
  }
}
