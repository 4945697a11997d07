import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The Siri Remote's buttons as inputs to the ad rules, and where focus goes, on Apple TV.
@MainActor
struct RemoteAndFocusTests {
  @Test func theRuleForEveryFormatAndButton() {
    typealias Case = (RemoteButton, AdFormat, AdPlacementStyle?, Bool, RemoteAction)
    let table: [Case] = [
      (.playPause, .pause, .pauseCard, false, .resumeContent),
      (.menu, .pause, .pauseCard, false, .close),
      (.playPause, .pause, .pauseFullPlayer, false, .resumeContent),
      (.menu, .pause, .pauseFullPlayer, false, .resumeContent),
      (.menu, .linear, nil, false, .ignore),
      (.menu, .linear, nil, true, .skip),
      (.playPause, .linear, nil, true, .ignore),
      (.menu, .rewarded, nil, false, .tapClose),
      (.playPause, .rewarded, nil, false, .ignore),
      (.menu, .overlay, .overlay, false, .passThrough),
      (.playPause, .overlay, .overlay, false, .passThrough),
    ]
    for (button, format, style, canSkip, expected) in table {
      #expect(
        RemoteRule.action(for: button, format: format, style: style, canSkip: canSkip) == expected,
        "\(button) on \(format) \(style.map(\.rawValue) ?? "")")
    }
    for format in AdFormat.allCases {
      #expect(RemoteRule.action(for: .select, format: format) == .passThrough)
    }
    // A full-screen ad whose video was paused from outside: Play/Pause plays it on.
    for format in [AdFormat.linear, .rewarded] {
      #expect(RemoteRule.action(for: .playPause, format: format, isPaused: true) == .playAd)
    }
    #expect(RemoteRule.action(for: .menu, format: .linear, isPaused: true) == .ignore)
    #expect(RemoteRule.action(for: .playPause, format: .pause, isPaused: true) == .resumeContent)
  }

  @Test func playPauseOnALinearAdPausedFromOutsidePlaysItOnSoTheViewerIsNeverStuck()
    async throws
  {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.linear)
    let presentation = try #require(fixture.presenter.presentation)
    await fixture.clock.advance(by: 1)
    presentation.reportAudioRouteLost()  // headphones pulled: paused, its Play control drawn
    #expect(presentation.showsPlayControl)
    #expect(presentation.focusPlan.initialFocus == .play, "focus starts on the way back")
    #expect(!presentation.canSkip)  // not skippable yet: Menu cannot help
    #expect(presentation.remotePressed(.playPause))
    #expect(!presentation.showsPlayControl)
    #expect(presentation.focusPlan.initialFocus != .play)
    #expect(fixture.recorder.endReasons.isEmpty)
  }

  @Test func playPauseOnAPauseAdResumesTheContent() async throws {
    let fixture = Fixture(playing: false)
    let ad = try await fixture.shownAd(.pause)
    let placement = try #require(fixture.container.placement)
    #expect(placement.remotePressed(.playPause))
    #expect(fixture.recorder.endReasons == [.resumed])
    _ = ad
  }

  @Test func menuClosesAPauseCardAndNeverHoldsTheViewer() async throws {
    let fixture = Fixture(playing: false)
    _ = try await fixture.shownAd(.pause)
    let placement = try #require(fixture.container.placement)
    #expect(placement.remotePressed(.menu))
    #expect(fixture.recorder.endReasons == [.closed])
  }

  @Test func anOverlayTakesNoPressAndNoFocus() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.overlay)
    let placement = try #require(fixture.container.placement)
    for button in RemoteButton.allCases { #expect(!placement.remotePressed(button)) }
    #expect(fixture.recorder.endReasons.isEmpty)
    #expect(placement.focusPlan.initialFocus == nil)
  }

  @Test func menuSkipsALinearAdOnlyOnceAllowedAndNeverDismissesIt() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.linear)
    let presentation = try #require(fixture.presenter.presentation)
    await fixture.clock.advance(by: 2)
    #expect(presentation.remotePressed(.menu), "taken, so the system does not dismiss the ad")
    #expect(presentation.remotePressed(.playPause))
    await fixture.clock.advance(by: 1)
    #expect(fixture.recorder.endReasons.isEmpty)
    await fixture.clock.advance(by: 3)
    #expect(presentation.remotePressed(.menu))
    await fixture.clock.advance(by: 1)
    #expect(fixture.recorder.endReasons == [.skipped])
  }

  @Test func menuOnARewardedAdAsksBeforeClosing() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.rewarded)
    let presentation = try #require(fixture.presenter.presentation)
    await fixture.clock.advance(by: 3)
    #expect(presentation.remotePressed(.menu))
    #expect(presentation.isAskingToClose)
  }

  @Test(arguments: [AdPlacementStyle.pauseCard, .pauseFullPlayer])
  func aPauseAdsFocusStartsOnItsWayBackToTheEpisode(style: AdPlacementStyle) {
    let plan = AdFocusPlan(style: style)
    let controls = style.controls.map(\.element)
    #expect(plan.initialFocus == (style == .pauseFullPlayer ? .resume : .close))
    #expect(Set(plan.focusable) == Set(controls))
    #expect(plan.focusable.first == plan.initialFocus)
    #expect(plan.returnsFocusToPlayer)
  }

  @Test(arguments: [AdPlacementStyle.overlay, .pauseCard, .pauseFullPlayer])
  func onTelevisionOnlyControlsFocusCanReachAreDrawn(style: AdPlacementStyle) {
    let plan = AdFocusPlan(style: style)
    for control in style.controls {
      // A pause ad's controls are all reachable; an overlay's close and ⓘ are not, so the
      // tvOS layer leaves them out rather than drawing a control nobody can select.
      #expect(plan.reaches(control.element) == (style != .overlay))
    }
    #expect(!plan.reaches(.badge))
  }

  @Test func aFullScreenAdsFocusStartsOnSkipsPlace() {
    let linear = AdFocusPlan(fullScreen: [.info, .badge, .mute, .skip, .learnMore, .captionText])
    #expect(linear.initialFocus == .skip)
    #expect(linear.focusable == [.info, .mute, .skip, .learnMore])  // every control drawn
    let rewarded = AdFocusPlan(fullScreen: [.info, .badge, .mute, .close])
    #expect(rewarded.initialFocus == .close)
    let unskippable = AdFocusPlan(fullScreen: [.info, .badge, .mute])
    #expect(unskippable.initialFocus == nil)
    let paused = AdFocusPlan(fullScreen: [.info, .badge, .mute, .play, .skip])
    #expect(paused.initialFocus == .play)
  }
}
