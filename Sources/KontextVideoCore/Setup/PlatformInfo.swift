import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// What the SDK says about the app and the device in ad requests.
///
/// The core fills it from Foundation; the Apple layer adds the screen, the vendor id and App
/// Tracking Transparency (it reads the status, and never prompts).
package struct PlatformInfo: Sendable, Hashable {
  package var bundleID: String?
  package var appVersion: String?
  package var os: String
  package var osVersion: String
  package var model: String
  package var locale: String
  package var timeZone: String
  package var screen: AdSize?
  package var screenScale: Double?
  package var vendorID: String?
  package var trackingAuthorization: TrackingAuthorization
  /// Whether the network is constrained (Low Data Mode; see ``NetworkPath``): a
  /// linear ad then plays its lightest media file.
  package var isNetworkConstrained = false
  /// The ad network ids the app's `Info.plist` declares under `SKAdNetworkItems` (read on iOS
  /// only; empty elsewhere).
  package var declaredAdNetworks: [String] = []

  /// The app's App Tracking Transparency status, as the platform reports it.
  package enum TrackingAuthorization: String, Sendable, Hashable {
    case notDetermined = "not_determined"
    case restricted
    case denied
    case authorized
  }

  /// What Foundation tells on any platform, read once per launch: these facts are asked for on
  /// every request, and reading them cold costs more than the request's own encoding.
  package static func current() -> PlatformInfo { atLaunch }

  private static let atLaunch = read()

  private static func read() -> PlatformInfo {
    let info = Bundle.main.infoDictionary
    let version = ProcessInfo.processInfo.operatingSystemVersion
    var platform = PlatformInfo(
      bundleID: Bundle.main.bundleIdentifier,
      appVersion: info?["CFBundleShortVersionString"] as? String,
      os: BuildPlatform.os,
      osVersion: "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)",
      model: machine(),
      locale: Locale.current.identifier,
      timeZone: TimeZone.current.identifier,
      screen: nil,
      screenScale: nil,
      vendorID: nil,
      trackingAuthorization: .notDetermined
    )
    // The main bundle's Info.plist, which Foundation reads the same way on every platform;
    // only iOS has SKAdNetwork (`Bundle.infoDictionary` is documented as the bundle's
    // Info.plist, or nil without one).
    if platform.os == "ios" {
      platform.declaredAdNetworks = SKAdNetworkSupport.declaredNetworks(in: info)
    }
    return platform
  }

  /// What the device and app can take of SKAdNetwork: the versions of this iOS and the
  /// networks the app declares; nil off iOS (tests and the demo, which take every version and
  /// network).
  /// Whether the device draws HTML creatives: not on Apple TV, which has no web view (tvOS
  /// has no WebKit).
  package var rendersHTML: Bool { os.lowercased() != "tvos" }

  /// Whether the device can show a web page for a click: not Apple TV, which has no browser (no
  /// Safari, no Safari view).
  package var opensWebPages: Bool { rendersHTML }

  /// Whether the player offers "Learn more" for a click that goes to `url`: everywhere but
  /// where the page could not be shown (a web page on Apple TV; a link into an app, which the
  /// system hands over, is offered there too).
  package func offersLandingPage(_ url: URL?) -> Bool {
    guard let url else { return false }
    let scheme = url.scheme?.lowercased()
    return opensWebPages || (scheme != "http" && scheme != "https")
  }

  /// The kinds of creative the device draws, as ad requests name them: `image` and `vast`
  /// everywhere, `html` where it ``rendersHTML``.
  package var creativeTypes: [String] {
    ["image", "vast"] + (rendersHTML ? ["html"] : [])
  }

  package var skAdNetwork: SKAdNetworkSupport? {
    guard os.lowercased() == "ios" else { return nil }
    return SKAdNetworkSupport(
      versions: SKAdNetworkSupport.versions(forIOS: osVersion),
      declaredNetworks: declaredAdNetworks)
  }

  /// The latest SKAdNetwork version the device's StoreKit takes: 4.0 from iOS 16.1, 3.0 from
  /// 14.6, 2.2 from 14.5, 2.1 from 14.0; nil off iOS, and before iOS 14 (no signed version).
  package var skAdNetworkVersion: (major: Int, minor: Int)? {
    skAdNetwork?.versions.last.flatMap(SKAdNetworkParameters.versionNumbers)
  }

  /// The hardware model, such as `iPhone15,2` or `x86_64`.
  private static func machine() -> String {
    var system = utsname()
    uname(&system)
    return withUnsafeBytes(of: &system.machine) { bytes in
      String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
    }
  }
}
