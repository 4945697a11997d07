import Foundation
import Testing

@testable import KontextVideoCore

/// A signature of a later SKAdNetwork version than the device's StoreKit takes would be
/// refused by it: it is not passed.
struct SKAdNetworkVersionTests {
  private func platform(_ os: String, _ version: String) -> PlatformInfo {
    var platform = PlatformInfo.current()
    platform.os = os
    platform.osVersion = version
    return platform
  }

  @Test(arguments: [
    ("15.0", 3, 0), ("14.5.1", 2, 2), ("14.6", 3, 0), ("16.0", 3, 0), ("16.1", 4, 0),
    ("17.4.1", 4, 0), ("14.4", 2, 0),
  ])
  func theDevicesVersionFollowsIOS(os: String, major: Int, minor: Int) {
    let version = platform("ios", os).skAdNetworkVersion
    #expect(version?.major == major && version?.minor == minor)
  }

  @Test func offIOSEveryVersionIsTaken() {
    #expect(platform("linux", "6.1").skAdNetworkVersion == nil)
  }

  @Test func aLaterVersionThanTheDevicesIsNotPassed() throws {
    let four = try SKAdNetworkParameters.read(SKAdNetworkParametersTests.object()).get()
    #expect(four.usable(upTo: (3, 0)) == nil)
    #expect(four.usable(upTo: (4, 0)) == four)
    #expect(four.usable(upTo: nil) == four)
    var two = four
    two.version = "2.2"
    #expect(two.usable(upTo: (3, 0)) == two)
  }
}
