import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A creative that breaks the moment it appears (an HTML creative whose web process died for
/// good): the ad ends `.failed` inside `show`, and nothing of its run is left running.
@MainActor
struct BrokenOnAppearTests {
  /// Renders creatives that report a failure as soon as they are on screen.
  static func breaksOnAppear() -> ScriptedRenderer {
    ScriptedRenderer { ScriptedCreative(failsOnAppear: "the page is gone") }
  }

  @Test func anOverlayThatBreaksAsItAppearsLeavesNoTimerNorObserver() async throws {
    let fixture = Fixture()
    fixture.sdk.renderer = Self.breaksOnAppear()
    let observers = fixture.player.observerCount
    let ad = try await fixture.readyAd(.overlay)
    try ad.show(in: fixture.container)
    #expect(fixture.recorder.endReasons == [.failed])
    #expect(fixture.player.observerCount == observers)
    #expect(fixture.container.placement == nil)
    await fixture.clock.advance(by: 10)  // no display timer, no sampler ends it again
    #expect(fixture.recorder.endReasons == [.failed])
    #expect(fixture.names(ad).filter { if case .ended = $0 { true } else { false } }.count == 1)
  }

  @Test func theSwiftUIHostForgetsAnAdThatEndedInsideItsShow() async throws {
    let fixture = Fixture()
    fixture.sdk.renderer = Self.breaksOnAppear()
    var later: [@MainActor () -> Void] = []
    let host = AdHostController(
      container: { fixture.container }, deliverLater: { later.append($0) })
    host.update(ad: try await fixture.readyAd(.overlay))
    while !later.isEmpty { later.removeFirst()() }
    #expect(host.adOnScreen == nil)
    #expect(fixture.sdk.screen.current == nil)
  }
}
