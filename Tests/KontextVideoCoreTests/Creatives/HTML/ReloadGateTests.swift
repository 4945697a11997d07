import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The reload gate: an HTML creative whose web content process ended before `show()` is loaded
/// again, and an ad shown before that reload finished shows a blank page. No impression is
/// counted for it until the reload finished.
@MainActor
struct ReloadGateTests {
  func loadedSession(clock: any AdClock) async throws -> HTMLCreativeSession {
    let session = try await HTMLCreativeSession.prepare(
      slotID: "slot", source: .htmlDocument("<p>ad</p>"), clock: clock)
    session.hostPageDidLoad()
    return session
  }

  @Test func theSessionsPageIsNotShownWhileAReloadIsPending() async throws {
    let session = try await loadedSession(clock: ManualClock())
    #expect(session.isShowingItsPage)
    #expect(session.webProcessEnded(isLoading: false, isOnScreen: false) == .reload)
    #expect(!session.isShowingItsPage)
    session.hostPageDidLoad()
    #expect(session.isShowingItsPage)
    // A reload the creative's ready ends as well.
    #expect(session.webProcessEnded(isLoading: false, isOnScreen: false) == .reload)
    #expect(!session.isShowingItsPage)
    session.receive(
      ["type": "kontext.ad.ready", "version": 1, "slot_id": "slot"], fromHostPage: true)
    #expect(session.isShowingItsPage)
  }

  @Test func anImpressionWaitsForAPendingReloadToFinish() async throws {
    let fixture = Fixture()
    let session = try await loadedSession(clock: fixture.clock)
    // A web creative as the Apple layer makes one: its content is shown when its session
    // says so. Every ad is handed this one.
    let creative = ScriptedCreative(showsContent: { session.isShowingItsPage })
    fixture.sdk.renderer = ScriptedRenderer { creative }
    let ad = try await fixture.readyAd(.overlay)
    #expect(session.webProcessEnded(isLoading: false, isOnScreen: false) == .reload)
    try ad.show(in: fixture.container)
    await fixture.clock.advance(by: 2)
    #expect(!fixture.names(ad).contains(.impression))
    #expect(!fixture.recorder.callbacks.contains(.impression(adID: ad.id)))
    #expect(fixture.recorder.endReasons.isEmpty, "a blank page is not an ad gone off screen")
    session.hostPageDidLoad()  // the reload finished
    await fixture.clock.advance(by: 0.5)
    #expect(fixture.names(ad).filter { $0 == .impression }.count == 1)
    #expect(fixture.recorder.callbacks.contains(.impression(adID: ad.id)))
  }
}
