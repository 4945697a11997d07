import Foundation
import Testing

@testable import KontextVideoCore

/// What the device and app can take of SKAdNetwork: the versions of the device's StoreKit and
/// the networks the app declares. A signature either would make StoreKit credit nothing for is
/// not used, with a typed reason.
struct SKAdNetworkSupportTests {
  static func platform(_ os: String, _ version: String, declaring networks: [String] = [])
    -> PlatformInfo
  {
    var platform = PlatformInfo.current()
    platform.os = os
    platform.osVersion = version
    platform.declaredAdNetworks = networks
    return platform
  }

  @Test(arguments: [
    ("14.4", ["2.0", "2.1"]), ("14.5.1", ["2.0", "2.1", "2.2"]),
    ("14.6", ["2.0", "2.1", "2.2", "3.0"]), ("15.0", ["2.0", "2.1", "2.2", "3.0"]),
    ("16.0", ["2.0", "2.1", "2.2", "3.0"]), ("16.1", ["2.0", "2.1", "2.2", "3.0", "4.0"]),
    ("17.4.1", ["2.0", "2.1", "2.2", "3.0", "4.0"]), ("13.7", []),
  ])
  func theDevicesVersionsFollowIOS(os: String, versions: [String]) {
    #expect(Self.platform("ios", os).skAdNetwork?.versions == versions)
    let latest = versions.last.flatMap(SKAdNetworkParameters.versionNumbers)
    #expect(Self.platform("ios", os).skAdNetworkVersion?.major == latest?.major)
    #expect(Self.platform("ios", os).skAdNetworkVersion?.minor == latest?.minor)
  }

  @Test func offIOSEveryVersionAndNetworkIsTaken() {
    #expect(Self.platform("linux", "6.1").skAdNetwork == nil)
    #expect(Self.platform("linux", "6.1").skAdNetworkVersion == nil)
  }

  @Test func theDeclaredNetworksAreReadFromInfoPlistWhateverElseItHolds() {
    let info: [String: Any] = [
      "SKAdNetworkItems": [
        ["SKAdNetworkIdentifier": "cstr6suwn9.skadnetwork"],
        ["SKAdNetworkIdentifier": " V9WTTPBFK9.skadnetwork "],
        ["SKAdNetworkIdentifier": "cstr6suwn9.skadnetwork"],
        ["SKAdNetworkIdentifier": 42],
        ["Other": "x.skadnetwork"],
        "not a dictionary",
        ["SKAdNetworkIdentifier": ""],
      ]
    ]
    #expect(
      SKAdNetworkSupport.declaredNetworks(in: info) == [
        "cstr6suwn9.skadnetwork", "v9wttpbfk9.skadnetwork",
      ])
    #expect(SKAdNetworkSupport.declaredNetworks(in: nil).isEmpty)
    #expect(SKAdNetworkSupport.declaredNetworks(in: ["SKAdNetworkItems": "x"]).isEmpty)
    #expect(SKAdNetworkSupport.declaredNetworks(in: [:]).isEmpty)
  }

  /// One row of the truth table: the device, what the app declares, what the server signed.
  struct Row: Sendable, CustomStringConvertible {
    var iOS: String
    var declared: [String]
    var version: String
    var network: String
    var expected: SKAdNetworkUnusable?
    var description: String {
      "iOS \(iOS), declares \(declared), \(version) from \(network)"
    }
  }

  static let ours = "example123.skadnetwork"
  static let rows: [Row] = {
    var rows: [Row] = []
    let latest = ["14.5": "2.2", "15.0": "3.0", "16.0": "3.0", "16.1": "4.0", "17.4": "4.0"]
    let declarations: [[String]] = [
      [], ["other.skadnetwork"], [ours], ["other.skadnetwork", ours],
    ]
    for (iOS, deviceLatest) in latest.sorted(by: { $0.key < $1.key }) {
      for declared in declarations {
        for version in ["2.2", "3.0", "4.0"] {
          for network in [ours, "EXAMPLE123.skadnetwork"] {
            let numbers = SKAdNetworkParameters.versionNumbers(version)!
            let device = SKAdNetworkParameters.versionNumbers(deviceLatest)!
            let tooNew =
              numbers.major > device.major
              || (numbers.major == device.major && numbers.minor > device.minor)
            let expected: SKAdNetworkUnusable? =
              tooNew
              ? .versionNotSupported(version: version, latest: deviceLatest)
              : declared.contains(ours) ? nil : .networkNotDeclared(network)
            rows.append(
              Row(
                iOS: iOS, declared: declared, version: version, network: network,
                expected: expected))
          }
        }
      }
    }
    return rows
  }()

  @Test(arguments: rows)
  func aSignatureIsUsedOnlyWhereStoreKitCanCreditIt(_ row: Row) throws {
    var parameters = try SKAdNetworkParameters.read(SKAdNetworkParametersTests.object()).get()
    parameters.version = row.version
    parameters.network = row.network
    if row.version != "4.0" { parameters.campaign = 7 }
    let support = try #require(Self.platform("ios", row.iOS, declaring: row.declared).skAdNetwork)
    switch support.check(parameters) {
    case .success(let used):
      #expect(row.expected == nil)
      #expect(used == parameters)
    case .failure(let reason):
      #expect(reason == row.expected)
    }
  }

  @Test func anUndeclaredNetworkIsToldWithTheEntryThatDeclaresIt() throws {
    let reason = SKAdNetworkUnusable.networkNotDeclared("cstr6suwn9.skadnetwork")
    let entry = try #require(reason.infoPlistEntry)
    #expect(entry.contains("<key>SKAdNetworkItems</key>"))
    #expect(entry.contains("<string>cstr6suwn9.skadnetwork</string>"))
    #expect(
      SKAdNetworkUnusable.versionNotSupported(version: "4.0", latest: "3.0").infoPlistEntry == nil)
    #expect("\(reason)".contains("Info.plist"))
  }
}
