import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A publisher token too short for the inspector's export to mask (under 8 characters, which
/// no real token is) is a configuration error for a server; the sandbox takes any token.
@MainActor
struct ShortTokenTests {
  @Test(arguments: ["t", "abc1234"])
  func aShortTokenIsRefusedForAServer(token: String) async {
    let sdk = KontextVideo.isolated(clock: ManualClock())
    sdk.initialize(
      with: .init(publisherToken: token, server: .url(URL(string: "https://ads.example")!)))
    #expect(sdk.configurationProblem?.contains("shorter than 8 characters") == true)
    let ads = VideoAds(content: .init(id: "e", language: "en"), sdk: sdk)
    do {
      _ = try await ads.format(.overlay)
      Issue.record("a \(token.count)-character token was taken")
    } catch {
      guard case .invalidConfiguration = error else {
        Issue.record("\(error)")
        return
      }
    }
  }

  @Test func anEightCharacterTokenAndTheSandboxAreTaken() {
    let sdk = KontextVideo.isolated(clock: ManualClock())
    sdk.initialize(
      with: .init(publisherToken: "abcd1234", server: .url(URL(string: "https://ads.example")!)))
    #expect(sdk.configurationProblem == nil)
    sdk.initialize(with: .sandbox())
    #expect(sdk.configurationProblem == nil, "the sandbox's token is 'sandbox'")
  }
}
