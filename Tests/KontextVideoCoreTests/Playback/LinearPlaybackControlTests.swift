import Foundation
import Testing

@testable import KontextVideoCore

/// Who paused a linear ad's video, and who may play it again.
struct LinearPlaybackControlTests {
  @Test func theSDKsOwnPausesEndOnTheirOwn() {
    var control = LinearPlaybackControl()
    #expect(control.hold(.appInBackground) == .pause)
    #expect(control.hold(.coveredByApp) == nil)  // already paused
    #expect(control.release(.coveredByApp) == nil)  // the background still holds it
    #expect(control.appReturned() == .play)
    #expect(control.isPlaying)
    #expect(!control.showsPlayControl)
  }

  @Test func aPauseTheSDKDidNotAskForIsTheViewersToEnd() {
    var control = LinearPlaybackControl()
    #expect(control.playerReported(isPaused: true) == nil)  // the player is paused already
    #expect(control.causes == [.external])
    #expect(control.showsPlayControl)
    #expect(control.hold(.appInBackground) == nil)
    #expect(control.appReturned() == nil)  // coming back does not play it
    #expect(control.showsPlayControl)
    #expect(control.viewerTappedPlay() == .play)
    #expect(!control.showsPlayControl)
  }

  @Test func thePlayerPausedBecauseTheSDKAskedIsNoExternalPause() {
    var control = LinearPlaybackControl()
    _ = control.hold(.coveredByApp)
    #expect(control.playerReported(isPaused: true) == nil)
    #expect(control.causes == [.coveredByApp])
    #expect(control.playerReported(isPaused: false) == .pause)  // held: paused again
  }

  @Test func aPlayerPlayedAgainFromOutsideEndsTheExternalPause() {
    var control = LinearPlaybackControl()
    _ = control.playerReported(isPaused: true)
    #expect(control.playerReported(isPaused: false) == nil)
    #expect(control.isPlaying)
  }

  @Test func anInterruptionResumesOnlyWithShouldResume() {
    var control = LinearPlaybackControl()
    #expect(control.interruptionBegan(appWasSuspended: false) == .pause)
    #expect(control.interruptionEnded(shouldResume: true) == .play)

    #expect(control.interruptionBegan(appWasSuspended: false) == .pause)
    #expect(control.interruptionEnded(shouldResume: false) == nil)
    #expect(control.showsPlayControl)
  }

  @Test func anInterruptionThatOnlyReportsASuspensionIsIgnored() {
    var control = LinearPlaybackControl()
    #expect(control.interruptionBegan(appWasSuspended: true) == nil)
    #expect(control.isPlaying)
    #expect(control.interruptionEnded(shouldResume: true) == nil)  // no interruption to end
  }

  @Test func anInterruptionWhoseEndNeverCameIsLeftToTheViewer() {
    var control = LinearPlaybackControl()
    _ = control.interruptionBegan(appWasSuspended: false)
    _ = control.hold(.appInBackground)
    #expect(control.appReturned() == nil)
    #expect(control.causes == [.external])
  }

  @Test func aRouteLostWhileTheSDKHoldsTheVideoIsTheViewersToEnd() {
    var control = LinearPlaybackControl()
    _ = control.hold(.appInBackground)
    #expect(control.audioRouteLost() == nil)  // paused already
    #expect(control.appReturned() == nil)  // the SDK lets go: no sound by itself
    #expect(control.showsPlayControl)
    #expect(control.viewerTappedPlay() == .play)
  }
}
