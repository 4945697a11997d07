import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Content in Picture in Picture or on another screen (AirPlay): no ad is shown, none counts.
@MainActor
struct ContentElsewhereTests {
  @Test(arguments: [AdFormat.overlay, .pause, .linear])
  func noAdIsShownWhileTheContentIsInPictureInPicture(format: AdFormat) async throws {
    let fixture = Fixture(playing: format == .overlay)
    let ad = try await fixture.readyAd(format)
    fixture.ads.isContentInPictureInPicture = true
    let error = thrownError {
      if format == .linear { try ad.show() } else { try ad.show(in: fixture.container) }
    }
    #expect(error == .contentPlayingElsewhere)
    #expect(ad.isReady)
    #expect(fixture.container.installCount == 0 && fixture.presenter.presentCount == 0)

    fixture.ads.isContentInPictureInPicture = false
    if format == .linear { try ad.show() } else { try ad.show(in: fixture.container) }
    #expect(fixture.sdk.screen.current === ad)
  }

  @Test func aLinearAdIsNotPresentedWhileTheContentPlaysOnAnotherScreen() async throws {
    let fixture = Fixture(playing: false)
    let ad = try await fixture.readyAd(.linear)
    fixture.player.isPlayingElsewhere = true  // AirPlay: the ad's sound would go to the TV
    #expect(thrownError { try ad.show() } == .contentPlayingElsewhere)
    #expect(fixture.presenter.presentCount == 0)
    #expect(!fixture.names(ad).contains(.shown))
  }

  @Test func anOverlayEndsInterruptedWithoutAnImpressionWhenPictureInPictureStarts() async throws {
    let fixture = Fixture()
    let ad = try await fixture.readyAd(.overlay)
    try ad.show(in: fixture.container)
    fixture.ads.isContentInPictureInPicture = true  // before the first sample
    await fixture.clock.advance(by: 1.5)
    #expect(!fixture.names(ad).contains(.impression))
    #expect(fixture.recorder.endReasons == [.interrupted])
  }
}

extension ContentElsewhereTests {
  @Test func anOverlayIsNotShownOverContentPlayingElsewhere() async throws {
    let fixture = Fixture()
    fixture.player.isPlayingElsewhere = true
    let ad = try await fixture.readyAd(.overlay)
    #expect(thrownError { try ad.show(in: fixture.container) } == .contentPlayingElsewhere)
    #expect(ad.isReady)
    #expect(fixture.container.installCount == 0)
  }

  @Test func anAdOverContentPlayingElsewhereCountsNoImpressionAndEndsInterrupted() async throws {
    let fixture = Fixture(playing: false)
    let ad = try await fixture.readyAd(.pause)
    try ad.show(in: fixture.container)
    fixture.player.isPlayingElsewhere = true  // AirPlay starts before the first sample
    await fixture.clock.advance(by: 1.5)
    #expect(!fixture.names(ad).contains(.impression))
    #expect(fixture.recorder.endReasons == [.interrupted])
  }
}
