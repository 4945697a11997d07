import Testing

@testable import KontextVideoCore

/// Only Low Data Mode makes the network constrained; cellular does not.
struct NetworkPathTests {
  @Test func cellularAloneIsNotConstrained() {
    #expect(!NetworkPath(isLowDataMode: false, isExpensive: true).isConstrained)
  }

  @Test func lowDataModeIsConstrainedOnAnyPath() {
    #expect(NetworkPath(isLowDataMode: true, isExpensive: false).isConstrained)
    #expect(NetworkPath(isLowDataMode: true, isExpensive: true).isConstrained)
  }
}
