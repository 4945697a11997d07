import Foundation
import Testing

@testable import KontextVideoCore

/// Every ad request says what the device and app take of SKAdNetwork, in the shape of OpenRTB's
/// SKAdNetwork extension: the versions StoreKit verifies on this iOS and the network ids the
/// app declares, so that the server never signs what the SDK must then drop.
struct AdRequestSKAdNetworkTests {
  private func skadn(_ platform: PlatformInfo) throws -> [String: Any]? {
    try AdRequestBodyTests.requestJSON(format: .overlay, platform: platform)["skadn"]
      as? [String: Any]
  }

  @Test(arguments: [
    ("14.5", ["2.0", "2.1", "2.2"]), ("15.0", ["2.0", "2.1", "2.2", "3.0"]),
    ("16.0", ["2.0", "2.1", "2.2", "3.0"]), ("16.1", ["2.0", "2.1", "2.2", "3.0", "4.0"]),
    ("17.4", ["2.0", "2.1", "2.2", "3.0", "4.0"]),
  ])
  func theRequestCarriesTheDevicesVersionsAndTheDeclaredNetworks(iOS: String, versions: [String])
    throws
  {
    let declaring = try #require(
      try skadn(
        SKAdNetworkSupportTests.platform(
          "ios", iOS, declaring: ["cstr6suwn9.skadnetwork", "v9wttpbfk9.skadnetwork"])))
    #expect(declaring["versions"] as? [String] == versions)
    #expect(
      declaring["skadnetids"] as? [String] == ["cstr6suwn9.skadnetwork", "v9wttpbfk9.skadnetwork"])
    let none = try #require(try skadn(SKAdNetworkSupportTests.platform("ios", iOS)))
    #expect(none["versions"] as? [String] == versions)
    #expect(none["skadnetids"] as? [String] == [])
  }

  @Test func offIOSTheRequestCarriesNone() throws {
    #expect(try skadn(SKAdNetworkSupportTests.platform("linux", "6.1")) == nil)
  }

  @Test func aLongListIsCut() throws {
    let many = (0..<(AdRequestBody.maximumNetworkIDsSent + 40)).map {
      String(format: "n%04d.skadnetwork", $0)
    }
    let sent = try #require(
      try skadn(SKAdNetworkSupportTests.platform("ios", "17.4", declaring: many)))
    #expect((sent["skadnetids"] as? [String])?.count == AdRequestBody.maximumNetworkIDsSent)
  }
}
