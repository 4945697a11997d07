import Foundation

/// What this device and app can take of SKAdNetwork: the versions the device's StoreKit
/// verifies, and the ad networks the app declares in its `Info.plist`.
///
/// Apple: "Only ads from ad networks that have an entry in the app's Info.plist file are
/// eligible for install validation." A signature from a network the app does not declare, or of
/// a version later than the device's, would be taken by StoreKit and credit nothing, so the SDK
/// drops it with a typed reason (``SKAdNetworkUnusable``) and tells the ad server both facts in
/// every ad request, so that it never signs what would be dropped.
package struct SKAdNetworkSupport: Sendable, Hashable {
  /// The versions StoreKit takes on this device, oldest first, such as `["2.0", "2.1", "2.2",
  /// "3.0", "4.0"]`.
  package var versions: [String]
  /// The ad network ids the app declares under `SKAdNetworkItems`, lowercased, sorted.
  package var declaredNetworks: [String]

  /// Support with both facts given.
  package init(versions: [String], declaredNetworks: [String]) {
    self.versions = versions
    self.declaredNetworks = declaredNetworks
  }

  /// The `Info.plist` key that lists the app's ad networks.
  package static let infoPlistKey = "SKAdNetworkItems"
  /// The key of each entry's network id.
  package static let identifierKey = "SKAdNetworkIdentifier"

  /// Each SKAdNetwork version that signs an ad, with the iOS version whose StoreKit first takes
  /// it (Apple's SKAdNetwork release notes): 2.0 and 2.1 in iOS 14, 2.2 in 14.5 (view-through
  /// impressions), 3.0 in 14.6, 4.0 in 16.1. Version 1.0 signs no version, so it is not listed.
  package static let versionsByIOS: [(version: String, iOS: (major: Int, minor: Int))] = [
    ("2.0", (14, 0)), ("2.1", (14, 0)), ("2.2", (14, 5)), ("3.0", (14, 6)), ("4.0", (16, 1)),
  ]

  /// The versions StoreKit takes on iOS `osVersion` (such as `17.4.1`), oldest first.
  package static func versions(forIOS osVersion: String) -> [String] {
    let parts = osVersion.split(separator: ".").map { Int($0) ?? 0 }
    let os = (parts.first ?? 0, parts.count > 1 ? parts[1] : 0)
    return versionsByIOS.filter { os >= $0.iOS }.map(\.version)
  }

  /// The network ids an app's `Info.plist` declares: each `SKAdNetworkIdentifier` text under
  /// `SKAdNetworkItems`, trimmed and lowercased (Apple's ids are lowercase; a copy in capitals
  /// is the same id), without duplicates, sorted. Entries of another shape are skipped.
  package static func declaredNetworks(in info: [String: Any]?) -> [String] {
    guard let items = info?[infoPlistKey] as? [Any] else { return [] }
    var networks = Set<String>()
    for item in items {
      guard let entry = item as? [String: Any], let id = entry[identifierKey] as? String else {
        continue
      }
      let trimmed = id.trimmedWhitespace.lowercased()
      if !trimmed.isEmpty { networks.insert(trimmed) }
    }
    return networks.sorted()
  }

  /// `parameters` if StoreKit can credit them here: of a version the device takes, from a
  /// network the app declares; else why not.
  package func check(_ parameters: SKAdNetworkParameters) -> Result<
    SKAdNetworkParameters, SKAdNetworkUnusable
  > {
    guard isNoLaterThanLatest(parameters.version) else {
      return .failure(
        .versionNotSupported(version: parameters.version, latest: versions.last ?? "none"))
    }
    guard declaredNetworks.contains(parameters.network.lowercased()) else {
      return .failure(.networkNotDeclared(parameters.network))
    }
    return .success(parameters)
  }

  /// Whether `version` is no later than the latest version the device takes, judged by its
  /// numbers (a signature of an earlier version is verified by a later StoreKit).
  private func isNoLaterThanLatest(_ version: String) -> Bool {
    guard let own = SKAdNetworkParameters.versionNumbers(version),
      let latest = versions.last.flatMap(SKAdNetworkParameters.versionNumbers)
    else { return false }
    return own.major < latest.major || (own.major == latest.major && own.minor <= latest.minor)
  }
}
