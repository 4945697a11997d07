import Foundation
import Testing

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
    let outcome = try await ExternalProgram.run(
      node, ["--test", "Tests/Bridge"], in: RepositoryFolder.root)
    #expect(outcome.status == 0, "\(outcome.output)\n\(outcome.errors)")
    #expect(outcome.output.contains("# fail 0"))
    #expect(!outcome.output.contains("# pass 0"))
  }
}
