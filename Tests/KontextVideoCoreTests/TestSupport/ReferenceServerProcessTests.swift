import Foundation
import KontextVideoReferenceServer
import Testing

@testable import KontextVideoCore

/// A reference server that cannot start says why, in its own words, so CI shows the real error.
struct ReferenceServerProcessTests {
  @Test func aServerThatCrashesAtStartReportsItsOwnError() throws {
    let script = FileManager.default.temporaryDirectory
      .appendingPathComponent("broken-server-\(UUID().uuidString).py")
    try Data("raise SystemExit('port 0 is taken by a test fixture')\n".utf8).write(to: script)
    defer { try? FileManager.default.removeItem(at: script) }
    do {
      _ = try ReferenceServerProcess(script: script, token: "t")
      Issue.record("a broken server started")
    } catch {
      #expect(error.description.contains("instead of a port"))
      #expect(error.description.contains("port 0 is taken by a test fixture"))
    }
  }
}
