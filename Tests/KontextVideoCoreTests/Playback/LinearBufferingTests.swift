import Testing

@testable import KontextVideoCore

/// A linear ad buffers little ahead, and less on a constrained network.
struct LinearBufferingTests {
  @Test func aConstrainedNetworkBuffersOneSecondAheadAndOthersFour() {
    #expect(LinearBuffering.forwardSeconds(constrained: true) == 1)
    #expect(LinearBuffering.forwardSeconds(constrained: false) == 4)
  }
}
