import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// "About this ad" over an overlay: the delegate hears the sheet open and close; the episode
/// plays on behind it while the overlay's time stops; and a sheet left open holds the overlay
/// for at most a minute, then the overlay ends `.interrupted`.
@MainActor
struct InfoSheetOverOverlayTests {
  final class Sheets: VideoAdDelegate {
    var heard: [String] = []
    func videoAdDidOpenInfo(_ ad: VideoAd) { heard.append("open") }
    func videoAdDidCloseInfo(_ ad: VideoAd) { heard.append("close") }
    func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) { heard.append("end \(reason)") }
  }

  @Test func theDelegateHearsTheSheetOpenAndClose() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    let sheets = Sheets()
    ad.delegate = sheets
    fixture.container.openInfo()
    fixture.container.openInfo()  // once
    await fixture.clock.advance(by: 5)
    fixture.container.closeInfo()
    #expect(sheets.heard == ["open", "close"])
  }

  @Test func theEpisodePlaysOnAndASheetLeftOpenEndsTheOverlayAfterAMinute() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    let sheets = Sheets()
    ad.delegate = sheets
    await fixture.clock.advance(by: 2)
    fixture.container.openInfo()
    let limit = KontextVideo.Defaults.overlayInfoHoldLimit
    await fixture.clock.advance(by: limit - 0.1)
    #expect(fixture.player.isPlaying, "the episode is not paused for the sheet")
    #expect(sheets.heard == ["open"], "held, not ended, within the limit")
    await fixture.clock.advance(by: 0.2)
    #expect(sheets.heard == ["open", "end interrupted"])
    #expect(!ad.isReady)
  }

  @Test func aSheetClosedInTimeLetsTheOverlayFinishItsTime() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.overlay)
    let sheets = Sheets()
    ad.delegate = sheets
    fixture.container.openInfo()
    await fixture.clock.advance(by: KontextVideo.Defaults.overlayInfoHoldLimit - 1)
    fixture.container.closeInfo()
    await fixture.clock.advance(by: 5)
    #expect(sheets.heard == ["open", "close"], "the limit no longer applies")
    await fixture.clock.advance(by: KontextVideo.Defaults.overlayDisplaySeconds)
    #expect(sheets.heard == ["open", "close", "end completed"])
  }

  @Test func aPauseAdsSheetHasNoLimit() async throws {
    let fixture = Fixture()
    let ad = try await fixture.readyAd(.pause)
    fixture.player.pause()
    try ad.show(in: fixture.container)
    let sheets = Sheets()
    ad.delegate = sheets
    fixture.container.openInfo()
    await fixture.clock.advance(by: KontextVideo.Defaults.overlayInfoHoldLimit * 3)
    #expect(sheets.heard == ["open"], "a pause ad waits for the viewer")
  }
}
