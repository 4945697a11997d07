import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// "About this ad" over an overlay: the delegate hears the sheet open and close; the episode
/// plays on behind it while the overlay's time stops; and a sheet left open holds the overlay
/// for at most a minute, then the overlay ends `.interrupted`.
@MainActor
struct InfoSheetOverOverlayTests {
  @Test func theDelegateHearsTheSheetOpenAndClose() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    let sheets = ScriptedDelegate()
    ad.delegate = sheets
    fixture.container.openInfo()
    fixture.container.openInfo()  // once
    await fixture.clock.advance(by: 5)
    fixture.container.closeInfo()
    #expect(sheets.sheetsAndEnds == [.openInfo, .closeInfo])
  }

  @Test func theEpisodePlaysOnAndASheetLeftOpenEndsTheOverlayAfterAMinute() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    let sheets = ScriptedDelegate()
    ad.delegate = sheets
    await fixture.clock.advance(by: 2)
    fixture.container.openInfo()
    let limit = KontextVideo.Defaults.overlayInfoHoldLimit
    await fixture.clock.advance(by: limit - 0.1)
    #expect(fixture.player.isPlaying, "the episode is not paused for the sheet")
    #expect(sheets.sheetsAndEnds == [.openInfo], "held, not ended, within the limit")
    await fixture.clock.advance(by: 0.2)
    #expect(sheets.sheetsAndEnds == [.openInfo, .end(.interrupted)])
    #expect(!ad.isReady)
  }

  @Test func aSheetClosedInTimeLetsTheOverlayFinishItsTime() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    let sheets = ScriptedDelegate()
    ad.delegate = sheets
    fixture.container.openInfo()
    await fixture.clock.advance(by: KontextVideo.Defaults.overlayInfoHoldLimit - 1)
    fixture.container.closeInfo()
    await fixture.clock.advance(by: 5)
    #expect(sheets.sheetsAndEnds == [.openInfo, .closeInfo], "the limit no longer applies")
    await fixture.clock.advance(by: KontextVideo.Defaults.overlayDisplaySeconds)
    #expect(sheets.sheetsAndEnds == [.openInfo, .closeInfo, .end(.completed)])
  }

  @Test func aPauseAdsSheetHasNoLimit() async throws {
    let fixture = Fixture()
    let ad = try await fixture.readyAd(.pause)
    fixture.player.pause()
    try ad.show(in: fixture.container)
    let sheets = ScriptedDelegate()
    ad.delegate = sheets
    fixture.container.openInfo()
    await fixture.clock.advance(by: KontextVideo.Defaults.overlayInfoHoldLimit * 3)
    #expect(sheets.sheetsAndEnds == [.openInfo], "a pause ad waits for the viewer")
  }
}
