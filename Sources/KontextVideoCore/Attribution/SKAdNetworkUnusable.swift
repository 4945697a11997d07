/// Why an ad's SKAdNetwork attribution is not used on this device: the ad is shown all the
/// same, and StoreKit is told nothing of it.
///
/// The inspector shows it with the ad, and the log says it (an undeclared network once per
/// network, with the `Info.plist` entry that declares it). A minor release may add cases:
/// switch over it with `@unknown default`.
public enum SKAdNetworkUnusable: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// The server's `skadn` object was refused (a missing or wrong field).
  case refused(SKAdNetworkRefusal)
  /// The signature follows a later SKAdNetwork version than the device's StoreKit takes;
  /// `latest` is the device's latest version.
  case versionNotSupported(version: String, latest: String)
  /// The app's `Info.plist` does not declare the network under `SKAdNetworkItems`, so StoreKit
  /// would validate no install for it.
  case networkNotDeclared(String)

  /// What was wrong, in a sentence.
  public var description: String {
    switch self {
    case .refused(let refusal): "\(refusal)"
    case .versionNotSupported(let version, let latest):
      "the SKAdNetwork version \(version) is later than this device's (\(latest))"
    case .networkNotDeclared(let network):
      "the app's Info.plist does not declare the ad network \(network) under SKAdNetworkItems, "
        + "so StoreKit would credit no install to it"
    }
  }

  /// For an undeclared network, the `Info.plist` entry that declares it (inside the
  /// `SKAdNetworkItems` array); nil otherwise.
  public var infoPlistEntry: String? {
    guard case .networkNotDeclared(let network) = self else { return nil }
    return """
      <key>SKAdNetworkItems</key>
      <array>
        <dict>
          <key>SKAdNetworkIdentifier</key>
          <string>\(network)</string>
        </dict>
      </array>
      """
  }
}
