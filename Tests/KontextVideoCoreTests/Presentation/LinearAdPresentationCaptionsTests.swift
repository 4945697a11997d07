import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A linear ad's captions as its presentation gives them to the player (issue 32): the text at
/// the reported position, the CC control and its accessibility, the facts and the taps.
@MainActor
struct LinearAdPresentationCaptionsTests {
  static let track = CaptionTrack(
    format: .webVTT, language: "en",
    cues: [
      CaptionCue(start: 1, end: 3, text: "Hello"),
      CaptionCue(start: 2, end: 4, text: "Overlap"),
    ])

  func presentation(
    captions: CaptionTrack? = track, policy: CaptionPolicy = .automatic,
    events: Locked<[LinearPlaybackEvent]> = Locked([])
  ) -> LinearAdPresentation {
    LinearAdPresentation(
      duration: 10, skipOffset: nil, creative: ScriptedCreative(), captions: captions,
      captionPolicy: policy
    ) { event in events.withLock { $0.append(event) } }
  }

  @Test func showsTheCuesAtTheReportedPositionWhileOn() {
    let presentation = presentation()
    presentation.reportCaptionFacts(systemCaptionsOn: true, isMuted: false)
    #expect(presentation.captionText == nil)
    presentation.goLive()
    presentation.reportProgress(1.5)
    #expect(presentation.captionText == "Hello")
    presentation.reportProgress(2.5)
    #expect(presentation.captionText == "Hello\nOverlap")
    presentation.reportProgress(5)
    #expect(presentation.captionText == nil)
  }

  @Test func aMutedAdShowsThemAndTheCCTapHidesThem() {
    let changes = Locked(0)
    let presentation = presentation()
    presentation.onChromeChange = { changes.withLock { $0 += 1 } }
    presentation.goLive()
    presentation.reportProgress(1)
    #expect(presentation.captionText == nil)
    #expect(presentation.captionsControlAccessibility == (.closedCaptions, .captionsOff))
    let before = changes.withLock { $0 }
    presentation.reportMuted(true)
    #expect(changes.withLock { $0 } == before + 1, "the player redraws")
    #expect(presentation.captionText == "Hello")
    #expect(presentation.captionsControlAccessibility == (.closedCaptions, .captionsOn))
    presentation.viewerTappedCaptions()
    #expect(presentation.captionText == nil)
    #expect(!presentation.captionsAreOn)
  }

  @Test func theSystemSettingChangingMidAdCounts() {
    let presentation = presentation(policy: .whenSystemAsks)
    presentation.reportProgress(1)
    #expect(presentation.captionText == nil)
    presentation.reportSystemCaptions(true)
    #expect(presentation.captionText == "Hello")
    presentation.reportSystemCaptions(false)
    #expect(presentation.captionText == nil)
  }

  @Test func theCCControlShowsOnlyWithCaptionsAndNotWhenOff() {
    #expect(presentation().chromeElements.last == .captions)
    #expect(presentation().showsCaptionsControl)
    #expect(!presentation(captions: nil).chromeElements.contains(.captions))
    let off = presentation(policy: .off)
    #expect(!off.chromeElements.contains(.captions))
    #expect(off.captions == nil)
    off.reportCaptionFacts(systemCaptionsOn: true, isMuted: true)
    off.viewerTappedCaptions()
    off.reportProgress(1)
    #expect(off.captionText == nil)
  }

  @Test func captionFactsAreNotEventsOfTheAd() {
    let events = Locked<[LinearPlaybackEvent]>([])
    let presentation = presentation(events: events)
    presentation.goLive()
    presentation.reportCaptionFacts(systemCaptionsOn: true, isMuted: true)
    presentation.reportSystemCaptions(false)
    presentation.viewerTappedCaptions()
    #expect(events.withLock { $0 }.isEmpty)
  }

  @Test func theVideosOwnSubtitlesServeWhenVASTGivesNone() {
    let presentation = presentation(captions: nil)
    #expect(!presentation.showsCaptionsControl)
    presentation.reportMediaCaptions(available: true)
    #expect(presentation.usesMediaCaptions)
    #expect(presentation.showsCaptionsControl)
    #expect(!presentation.captionsAreOn)
    presentation.reportCaptionFacts(systemCaptionsOn: true, isMuted: false)
    #expect(presentation.captionsAreOn)
    presentation.reportProgress(2)
    #expect(presentation.captionText == nil, "the video layer draws them")
    presentation.viewerTappedCaptions()
    #expect(!presentation.captionsAreOn)
    // A VAST file comes first.
    let both = self.presentation()
    both.reportMediaCaptions(available: true)
    #expect(!both.usesMediaCaptions)
    // And with captions off, the video's own are not offered either.
    let off = self.presentation(captions: nil, policy: .off)
    off.reportMediaCaptions(available: true)
    #expect(!off.showsCaptionsControl && !off.captionsAreOn)
  }
}
