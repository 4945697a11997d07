import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The sandbox's VAST linear ad carries `<AdVerifications>` (issue 31, item 5), so that a
/// measurement provider's handling of verification scripts and `verificationNotExecuted` can be
/// exercised offline: one script a provider is handed, one it cannot be (plain http).
@MainActor
struct SandboxVerificationTests {
  private func notExecuted(measured: Bool) async throws -> (RecordingMeasurementProvider, [String])
  {
    let fixture = Fixture(.vastLinear)
    let provider = RecordingMeasurementProvider()
    if measured { fixture.sdk.measurementProvider = provider }
    _ = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 2)
    await fixture.sdk.deliverPendingEvents()
    let urls = fixture.sdk.inspector.snapshot().beacons.map(\.url)
      .filter { $0.contains("verification-not-executed") }
    return (provider, urls.sorted())
  }

  @Test func aProviderIsHandedTheHttpsScriptAndTheOtherReportsItsRejection() async throws {
    let (provider, urls) = try await notExecuted(measured: true)
    let handed = provider.ads.flatMap(\.verifications)
    #expect(handed.map(\.vendor) == ["sandbox.kontext-omid"])
    #expect(handed.first?.parameters == #"{"sandbox":true}"#)
    #expect(handed.first?.apiFramework == "omid")
    let base = "https://sandbox.kontext.invalid/pixel/verification-not-executed"
    #expect(urls == ["\(base)?vendor=legacy&reason=1"])
  }

  @Test func withoutAProviderBothReportTheyWereNotExecuted() async throws {
    let (_, urls) = try await notExecuted(measured: false)
    let base = "https://sandbox.kontext.invalid/pixel/verification-not-executed"
    #expect(urls == ["\(base)?vendor=legacy&reason=2", "\(base)?vendor=omid&reason=2"])
  }
}
