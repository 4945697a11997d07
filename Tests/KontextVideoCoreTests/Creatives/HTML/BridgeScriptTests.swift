import Foundation
import Testing

@testable import KontextVideoCore

/// The bridge script's own unit tests (`node --test Tests/Bridge`), run as part of `swift test`.
/// Skipped without Node.js, unless `KONTEXT_REQUIRE_NODE=1` (CI) makes that a failure.
struct BridgeScriptTests {
  static let node = ExternalProgram.find(["node", "nodejs"])

  @Test(
    .enabled(
      if: node != nil || ExternalProgram.isRequired("KONTEXT_REQUIRE_NODE"),
      "Node.js is not installed"))
  func theBridgeScriptPassesItsNodeTests() async throws {
    let node = try #require(Self.node, "Node.js is required here (KONTEXT_REQUIRE_NODE=1)")
    // The script is tested with the click policy the native side writes into the host page.
    let policy = try JSONSerialization.data(withJSONObject: ClickPolicy.bridgeRules)
    let outcome = try await ExternalProgram.run(
      node, ["--test", "Tests/Bridge"], in: RepositoryFolder.root,
      environment: ["KONTEXT_CLICK_POLICY": String(decoding: policy, as: UTF8.self)])
    #expect(outcome.output.contains("the native click policy"))
    #expect(outcome.status == 0, "\(outcome.output)\n\(outcome.errors)")
    #expect(outcome.output.contains("# fail 0"))
    #expect(!outcome.output.contains("# pass 0"))
  }
}
