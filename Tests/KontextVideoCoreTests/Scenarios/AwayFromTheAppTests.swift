import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The background, and system UI over the app, are not the viewer moving an ad away.
@MainActor
struct AwayFromTheAppTests {
  @Test func aPauseAdStaysWhileTheAppIsInTheBackgroundEvenIfItsViewReportsOffScreen() async throws {
    let fixture = Fixture(playing: false)
    _ = try await fixture.shownAd(.pause)
    fixture.sdk.appDidEnterBackground()
    fixture.container.isInVisibleWindow = false  // what UIKit reports for a backgrounded scene
    await fixture.clock.advance(by: 5)
    #expect(fixture.recorder.endReasons.isEmpty)
    fixture.sdk.appWillEnterForeground()
    fixture.container.isInVisibleWindow = true
    await fixture.clock.advance(by: 5)
    #expect(fixture.recorder.endReasons.isEmpty)
  }

  @Test func systemUIOverTheAppNeitherEndsAnAdNorCountsAsViewing() async throws {
    let fixture = Fixture(playing: false)
    let ad = try await fixture.shownAd(.pause)
    fixture.sdk.isSystemUIOverApp = true  // Control Center pulled down
    fixture.container.visibleFraction = 0
    await fixture.clock.advance(by: 3)
    #expect(fixture.recorder.endReasons.isEmpty)
    #expect(!fixture.names(ad).contains(.viewable))
    fixture.sdk.isSystemUIOverApp = false
    await fixture.clock.advance(by: 1.5)  // still hidden once the app is back: the feed rule
    #expect(fixture.recorder.endReasons == [.interrupted])
  }

  @Test func playbackUnderSystemUICountsNoLinearViewability() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.linear)
    fixture.sdk.isSystemUIOverApp = true  // a call banner over the app; the video plays on
    await fixture.clock.advance(by: 3)
    #expect(!fixture.names(ad).contains(.viewable))
    fixture.sdk.isSystemUIOverApp = false
    await fixture.clock.advance(by: 2.5)
    #expect(fixture.names(ad).contains(.viewable))
  }
}
