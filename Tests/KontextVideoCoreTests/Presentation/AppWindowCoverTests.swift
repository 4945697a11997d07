import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The app's own window over a linear ad (an in-app message, a paywall, a custom alert in a
/// window of the same scene, above the ad's) pauses it and counts nothing, as a view controller
/// presented over it does: the higher-window cover.
@MainActor
struct AppWindowCoverTests {
  private static let screen = AdRect(x: 0, y: 0, width: 390, height: 844)

  private static func window(
    level: Double = 1, isShown: Bool = true, frame: AdRect = screen, takesTouches: Bool = true
  ) -> SceneWindow {
    SceneWindow(level: level, isShown: isShown, frame: frame, takesTouches: takesTouches)
  }

  @Test func theHigherWindowCoverPausesTheAdAndNothingCounts() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.linear)
    let presentation = try #require(fixture.presenter.presentation)
    await fixture.clock.advance(by: 1)
    // The app's paywall, in its own window above the ad's.
    let watching = presentation.reportSceneWindows(
      [Self.window(level: 1)], adWindow: Self.screen, level: 0)
    #expect(watching)
    #expect(fixture.presenter.isPlaybackPaused)
    #expect(!presentation.showsPlayControl)  // the SDK's pause: it plays again by itself
    await fixture.clock.advance(by: 60)
    #expect(fixture.recorder.endReasons.isEmpty)  // no stall failure under the paywall
    #expect(!fixture.names(ad).contains(.viewable))
    #expect(presentation.progress == 1)

    presentation.reportSceneWindows(
      [Self.window(level: 1, isShown: false)], adWindow: Self.screen, level: 0)
    #expect(!fixture.presenter.isPlaybackPaused)
    await fixture.clock.advance(by: 2)
    #expect(fixture.names(ad).contains(.viewable))
    await fixture.clock.advance(by: 12.3)
    #expect(fixture.recorder.endReasons == [.completed])
  }

  @Test func theHigherWindowAndAPresentedScreenEachHoldTheAd() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.linear)
    let presentation = try #require(fixture.presenter.presentation)
    presentation.reportSceneWindows([Self.window()], adWindow: Self.screen, level: 0)
    fixture.presenter.setCovered(true)
    fixture.presenter.setCovered(false)  // the presented screen went; the window still covers
    #expect(fixture.presenter.isPlaybackPaused)
    presentation.reportSceneWindows([], adWindow: Self.screen, level: 0)
    #expect(!fixture.presenter.isPlaybackPaused)
  }

  @Test func aWindowCoversOnlyAboveShownTakingTouchesAndOverHalfTheAd() {
    let covers = { (windows: [SceneWindow]) in
      AppWindowCover.covers(adWindow: Self.screen, level: 0, by: windows)
    }
    #expect(covers([Self.window()]))
    #expect(!covers([Self.window(level: 0)]))  // the same level: no documented order
    #expect(!covers([Self.window(level: -1)]))
    #expect(!covers([Self.window(isShown: false)]))
    // The keyboard's and text effects' windows let touches through.
    #expect(!covers([Self.window(level: 10_000_000, takesTouches: false)]))
    // A toast at the top leaves most of the ad in view.
    #expect(!covers([Self.window(frame: AdRect(x: 0, y: 0, width: 390, height: 120))]))
    // A sheet over the lower 60 %, or two windows that together hide more than half.
    #expect(covers([Self.window(frame: AdRect(x: 0, y: 338, width: 390, height: 506))]))
    #expect(
      covers([
        Self.window(frame: AdRect(x: 0, y: 0, width: 390, height: 300)),
        Self.window(level: 2, frame: AdRect(x: 0, y: 250, width: 390, height: 200)),
      ]))
    #expect(
      !AppWindowCover.covers(
        adWindow: .init(x: 0, y: 0, width: 0, height: 0), level: 0, by: [Self.window()]))
  }

  @Test func theWindowsAreWatchedWhileOneAboveTheAdIsShown() {
    #expect(AppWindowCover.needsWatching(level: 0, windows: [Self.window(takesTouches: false)]))
    #expect(!AppWindowCover.needsWatching(level: 0, windows: [Self.window(isShown: false)]))
    #expect(!AppWindowCover.needsWatching(level: 1, windows: [Self.window(level: 1)]))
  }
}
