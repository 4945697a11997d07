import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The ordering promise holds for a player that reports from another thread: an overlay whose
/// player stopped ends before a pause or linear ad shows, whether or not the report has come.
@MainActor
struct ThreadedPlayerTests {
  @Test(arguments: [AdFormat.pause, .linear])
  func anOverlayEndsBeforeTheNextAdShowsThoughTheReportIsLate(next: AdFormat) async throws {
    let fixture = Fixture()
    let player = ScriptedPlayer(reports: .fromEngineThread, playheadSeconds: 12)
    fixture.ads.track(player)
    let overlay = try await fixture.shownAd(.overlay)
    let following = try await fixture.readyAd(next)
    await player.pauseOnEngineThread()  // paused; the report is still on its way
    if next == .linear { try following.show() } else { try following.show(in: fixture.container) }
    let names = fixture.recorder.events.map { "\($0.adID ?? "") \($0.name)" }
    let ended = try #require(names.firstIndex(of: "\(overlay.id) ended(contentPaused)"))
    let shown = try #require(names.firstIndex(of: "\(following.id) shown"))
    #expect(ended < shown)
    #expect(fixture.sdk.screen.current === following)
    for _ in 0..<100 { await Task.yield() }  // the late report finds nothing left to end
    #expect(fixture.recorder.endReasons == [.contentPaused])
  }
}

/// A rebuffer is not a pause: the content counts as playing while it buffers.
@MainActor
struct BufferingTests {
  @Test func anOverlayOutlastsARebufferAndThePlayheadWaits() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    await fixture.clock.advance(by: 2)
    fixture.player.startBuffering()
    let stalledAt = fixture.player.playheadSeconds
    await fixture.clock.advance(by: 3)
    #expect(fixture.player.isPlaying)
    #expect(fixture.player.playheadSeconds == stalledAt)
    #expect(fixture.recorder.endReasons.isEmpty)
    fixture.player.finishBuffering()
    await fixture.clock.advance(by: 1)
    #expect(fixture.player.playheadSeconds == stalledAt + 1)
    await fixture.clock.advance(by: 2)  // the overlay's 8 s display time
    #expect(fixture.recorder.endReasons == [.completed])
  }

  @Test func aPauseDuringARebufferIsAPause() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    fixture.player.startBuffering()
    fixture.player.pause()
    #expect(!fixture.player.isBuffering)
    #expect(fixture.recorder.endReasons == [.contentPaused])
  }
}
