import Testing

@testable import KontextVideoCore

/// When captions show (issue 32): the system's closed captions setting, a muted ad under the
/// automatic policy, the viewer's CC taps over both, and never with the `off` policy.
struct CaptionSwitchTests {
  @Test func automaticShowsThemForTheSystemSettingOrAMutedAd() {
    #expect(!CaptionSwitch(policy: .automatic).isOn)
    #expect(CaptionSwitch(policy: .automatic, systemCaptionsOn: true).isOn)
    #expect(CaptionSwitch(policy: .automatic, isMuted: true).isOn)
  }

  @Test func whenSystemAsksIgnoresMuting() {
    #expect(!CaptionSwitch(policy: .whenSystemAsks, isMuted: true).isOn)
    #expect(CaptionSwitch(policy: .whenSystemAsks, systemCaptionsOn: true).isOn)
  }

  @Test func offNeverShowsThemNorTheControl() {
    let off = CaptionSwitch(policy: .off, systemCaptionsOn: true, isMuted: true)
    #expect(!off.isOn)
    #expect(!off.offersControl)
    #expect(off.toggled() == off)
    #expect(!CaptionSwitch(policy: .off, viewerChoice: true).isOn)
  }

  @Test func theViewersTapWinsForTheRestOfTheAd() {
    var state = CaptionSwitch(policy: .automatic, systemCaptionsOn: true)
    state = state.toggled()
    #expect(!state.isOn)
    #expect(state.viewerChoice == false)
    state.isMuted = true
    #expect(!state.isOn, "muting does not undo the viewer's choice")
    state = state.toggled()
    #expect(state.isOn)
    state.systemCaptionsOn = false
    state.isMuted = false
    #expect(state.isOn)
  }

  @Test func unmutingTurnsAutomaticCaptionsOffUntilTheViewerChooses() {
    var state = CaptionSwitch(policy: .automatic, isMuted: true)
    #expect(state.isOn)
    state.isMuted = false
    #expect(!state.isOn)
  }

  @Test func thePoliciesAreDistinctAndNamed() {
    #expect(Set([CaptionPolicy.automatic, .whenSystemAsks, .off]).count == 3)
    #expect(
      [CaptionPolicy.automatic, .whenSystemAsks, .off].map(\.description) == [
        "automatic", "whenSystemAsks", "off",
      ])
    #expect(KontextVideo.Configuration.sandbox().captions == .automatic)
  }
}
