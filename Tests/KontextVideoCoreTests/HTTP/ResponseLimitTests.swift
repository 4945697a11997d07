import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Size limits hold while the bytes arrive, against the reference server's endless bodies:
/// the error comes the moment the limit is crossed, and nothing past it is kept.
extension ReferenceServerSuites {
  @Suite struct ResponseLimitTests {
    let server: ReferenceServer

    init() throws {
      server = try ReferenceServer.shared.get()
    }

    private func huge(bytes: Int, declare: Bool, rate: Int = 0) -> URL {
      URL(
        string:
          "\(server.baseURL.absoluteString)/_test/huge?bytes=\(bytes)&declare=\(declare ? 1 : 0)&rate=\(rate)"
      )!
    }

    private func get(_ url: URL, _ rule: ResponseBodyRule) async throws -> HTTPResponseData {
      try await URLSessionTransport().send(
        HTTPRequestData(
          method: "GET", url: url, headers: [:], body: Data(), sentAt: 0, responseBody: rule))
    }

    @Test(arguments: [true, false])
    func aBodyOneByteOverTheLimitFailsTyped(declared: Bool) async throws {
      let error = await #expect(throws: ResponseTooLarge.self) {
        _ = try await get(huge(bytes: 4097, declare: declared), .keep(limit: 4096))
      }
      #expect(error == ResponseTooLarge(limitBytes: 4096, declared: declared))
    }

    @Test(arguments: [true, false])
    func aBodyOfExactlyTheLimitArrivesWhole(declared: Bool) async throws {
      let response = try await get(huge(bytes: 4096, declare: declared), .keep(limit: 4096))
      #expect(response.status == 200)
      #expect(response.body == Data(repeating: UInt8(ascii: "x"), count: 4096))
    }

    @Test func anIgnoredBodyAnswersAtTheHeadersEvenWhenItNeverEnds() async throws {
      // 2 GiB at 1 Gbit/s would take 17 s to arrive; the status is all a pixel needs.
      let response = try await get(huge(bytes: 2 << 30, declare: false, rate: 125_000_000), .ignore)
      #expect(response == HTTPResponseData(status: 200, body: Data()))
    }

    @MainActor
    @Test func anAdResponseOverTheLimitFailsWithItsTypedError() async throws {
      let titleID = "huge-\(UUID().uuidString)"
      try await server.setScenario(
        titleID: titleID, ["mode": "huge", "bytes": 3 << 20, "declare": false])
      let (_, ads) = NetworkTests.makeSDK(
        clock: ManualClock(), server: server.baseURL, token: ReferenceServer.token,
        titleID: titleID)
      let error = await awaitedError { _ = try await ads.format(.overlay) }
      #expect(error == .requestFailed(.responseTooLarge(limitBytes: 1 << 20)))
    }

    /// The measure, in a child process of its own so that its memory is its own: a
    /// 2 GiB ad response and a 2 GiB wrapped VAST document, declared or not, served at 1 Gbit/s
    /// (faster than a phone's network). Each fails within a second, and the process's peak
    /// resident memory grows by less than 16 MiB.
    @Test(arguments: [true, false])
    func twoGiBBodiesFailFastWithoutGrowingMemory(declared: Bool) async throws {
      let titleID = "huge-\(UUID().uuidString)"
      let rate = 125_000_000
      try await server.setScenario(
        titleID: titleID,
        ["mode": "huge", "bytes": 2 << 30, "declare": declared, "rate": rate])
      let path = "/_test/huge?bytes=\(2 << 30)&declare=\(declared ? 1 : 0)&rate=\(rate)"
      let report = try FaultHarness.run(["limits", server.baseURL.absoluteString, titleID, path])
      let adError = try #require(report["adError"] as? String)
      let vastError = try #require(report["vastError"] as? String)
      #expect(adError.contains("over the 1024 KiB limit"), "\(report)")
      #expect(vastError.hasPrefix("100 "), "\(report)")
      #expect(try #require(report["adSeconds"] as? Double) < 1, "\(report)")
      #expect(try #require(report["vastSeconds"] as? Double) < 1, "\(report)")
      let growth = try #require(report["peakGrowthKiB"] as? Int)
      // Under a sanitizer (Tools/sanitize.sh address or thread) its allocator's or shadow
      // memory's own overhead is counted too: bounded, but not to the 16 MiB the plain build is
      // held to.
      let underSanitizer = report["sanitizer"] as? String != "none"
      #expect(growth < (underSanitizer ? 64 : 16) * 1024, "\(report)")
      #expect(
        try #require(report["baselineKiB"] as? Int) > 0, "the child could not read its memory")
    }
  }
}
