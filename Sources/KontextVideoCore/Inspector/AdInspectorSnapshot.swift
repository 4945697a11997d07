import Foundation

/// What the ad inspector holds at one moment: the session's recent ads and the ledger of every
/// recent beacon. A value: take one with ``AdInspector/snapshot()``.
public struct AdInspectorSnapshot: Codable, Sendable, Hashable {
  /// The SDK's version.
  public var sdkVersion: String
  /// The ad server's host, or `sandbox` for the embedded sandbox.
  public var server: String
  /// The most recent ads, in the order they were requested (at most
  /// ``AdInspector/maximumAds``).
  public var ads: [InspectedAd]
  /// The most recent beacons, in the order they were recorded (at most
  /// ``AdInspector/maximumBeacons``).
  public var beacons: [InspectedBeacon]

  /// The beacons of one ad request.
  public func beacons(of ad: InspectedAd) -> [InspectedBeacon] {
    beacons.filter { $0.requestID == ad.requestID }
  }
}
