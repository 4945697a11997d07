import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Each sandbox scenario, through the public API, with its exact event sequence.
@MainActor
struct SandboxTests {
  @Test(arguments: AdFormat.allCases)
  func fillServesEveryFormat(format: AdFormat) async throws {
    let fixture = Fixture(.fill)
    let ad = try await fixture.readyAd(format)
    #expect(ad.format == format)
    #expect(fixture.recorder.eventNames == [.requested, .filled, .loadStarted, .loaded])
  }

  @Test func standardCapsLinearAfterTheFirst() async throws {
    let fixture = Fixture(.standard)
    let first = try await fixture.shownAd(.linear)
    await fixture.clock.advance(by: 16)
    let error = await awaitedError { _ = try await fixture.ads.format(.linear) }
    #expect(error == .noFill(reason: .frequencyCapped))
    let overlay = try await fixture.ads.format(.overlay)
    #expect(overlay.format == .overlay && first.format == .linear)
  }

  @Test func slowResponseUnderTheDeadlineFills() async throws {
    let fixture = Fixture(.slowResponse(seconds: 3))
    let task = Task { try await fixture.ads.format(.pause) }
    await fixture.waitUntil { fixture.recorder.eventNames.contains(.requested) }
    await fixture.clock.advance(by: 3)
    let ad = try await task.value
    #expect(ad.format == .pause)
    #expect(fixture.recorder.eventNames == [.requested, .filled])
  }

  /// The sandbox answers through the transport like any server, off the main actor and back:
  /// answers due at one time still come in the order they were asked for, every run.
  @Test func answersDueTogetherComeInTheOrderAsked() async throws {
    for _ in 0..<20 {
      let fixture = Fixture(.slowResponse(seconds: 3))
      let tasks = AdFormat.allCases.map { format in
        Task { try await fixture.ads.format(format) }
      }
      await fixture.clock.runDue()
      await fixture.clock.advance(by: 3)
      for task in tasks { _ = try await task.value }
      let order = fixture.recorder.events.map { "\($0.name) \($0.format)" }
      let formats = AdFormat.allCases.map(\.rawValue)
      #expect(order == formats.map { "requested \($0)" } + formats.map { "filled \($0)" })
    }
  }

  @Test func creativeFailureSequence() async throws {
    // Viewable after 1 s on screen; the creative breaks half a second later.
    let fixture = Fixture(.creativeFailure(afterSeconds: 1.5))
    let ad = try await fixture.shownAd(.overlay)
    await fixture.clock.advance(by: 1.5)
    #expect(
      fixture.names(ad) == [
        .filled, .loadStarted, .loaded, .shown, .impression, .viewable,
        .creativeFailed("the sandbox creative is set to fail on screen"), .ended(.failed),
      ])
  }

  @Test func loadFailureSequence() async throws {
    let fixture = Fixture(.loadFailure)
    let ad = try await fixture.ads.format(.pause)
    _ = await awaitedError { try await ad.load() }
    #expect(
      fixture.names(ad) == [
        .filled, .loadStarted,
        .loadFailed(.loadFailed("the sandbox creative is set to fail to load")),
        .notUsed(.failed),
      ])
  }

  @Test func everyFilledAdHasItsOwnID() async throws {
    let fixture = Fixture(.fill)
    var ids: Set<String> = []
    for _ in 0..<20 {
      let ad = try await fixture.ads.format(.overlay)
      ids.insert(ad.id)
      try ad.reject()
    }
    #expect(ids.count == 20)
  }

  @Test func theNamedScenariosAreExactlyTheOnesTheReadmeLists() throws {
    #expect(SandboxScenario.named["standard"] == .standard)
    let readme = RepositoryFolder.root.appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let start = try #require(text.range(of: "`--scenario NAME` picks a sandbox scenario"))
    let end = try #require(text.range(of: ").", range: start.upperBound..<text.endIndex))
    let listed = Set(
      text[start.upperBound..<end.lowerBound].split(separator: "`").enumerated()
        .filter { $0.offset % 2 == 1 }.map { String($0.element) })
    #expect(listed == Set(SandboxScenario.named.keys))
  }

  @Test func sandboxRefusesUnreadableRequests() async throws {
    let sandbox = SandboxServer(scenario: .fill, clock: ManualClock())
    let response = try await sandbox.send(
      HTTPRequestData(
        method: "POST", url: SandboxServer.baseURL.appendingPathComponent("v1/ads"), headers: [:],
        body: Data("nope".utf8), sentAt: 0))
    #expect(response.status == 400)
  }
}
