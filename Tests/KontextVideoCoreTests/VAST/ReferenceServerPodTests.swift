import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The reference server's ad pods, read as breaks: the pod in its order, and a failing pod ad
/// stood in for by the buffet's ad, reported to its own `<Error>` URL.
extension ReferenceServerSuites {
  @MainActor
  @Suite
  struct ReferenceServerPodTests {
    private func adBreak(pod: Int, failing: Bool = false) async throws -> VASTBreak {
      let server = try ReferenceServer.shared.get()
      let titleID = "pod-\(UUID().uuidString.prefix(8))"
      try await server.setScenario(
        titleID: titleID, format: .linear, ["mode": "fill", "pod": pod, "pod_failing": failing])
      let document = try await server.linearVAST(titleID: titleID)
      let resolver = VASTResolver(transport: URLSessionTransport(), clock: ManualClock())
      return await resolver.resolveBreak(document)
    }

    @Test func aPodOfThreeIsABreakOfThreeInOrder() async throws {
      let adBreak = try await adBreak(pod: 3)
      #expect(adBreak.ads.map(\.sequence) == [1, 2, 3])
      #expect(adBreak.ads.map(\.linear?.duration) == [15, 20, 10])
      #expect(adBreak.failures.isEmpty)
    }

    @Test func aFailingPodAdIsStoodInForByTheBuffet() async throws {
      let adBreak = try await adBreak(pod: 2, failing: true)
      #expect(adBreak.ads.count == 2)
      #expect(adBreak.ads.last?.sequence == nil, "the buffet's ad stands in")
      #expect(adBreak.stoodIn == 1)
      let failure = try #require(adBreak.failures.first)
      #expect(failure.errorURLs.count == 1)
      #expect(failure.errorURLs.first?.contains("ad=") == true)
    }
  }
}
