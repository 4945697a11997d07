/// A linear ad's closed captions: what the player draws over the video, and the facts and taps
/// that turn them on and off (``CaptionSwitch``).
extension LinearAdPresentation {
  /// Whether the ad has captions: a VAST captions file, or the video's own subtitles.
  package var hasCaptions: Bool {
    captions != nil || mediaHasCaptions
  }

  /// Whether the captions are the video's own (an HLS subtitle rendition the player selects
  /// while ``captionsAreOn``, and its video layer draws), because no VAST file gave any.
  package var usesMediaCaptions: Bool {
    captions == nil && mediaHasCaptions
  }

  /// Whether the player shows the CC control: the ad has captions, and the app's policy is not
  /// ``CaptionPolicy/off``.
  package var showsCaptionsControl: Bool {
    hasCaptions && captionSwitch.offersControl
  }

  /// Whether the captions show now.
  package var captionsAreOn: Bool {
    hasCaptions && captionSwitch.isOn
  }

  /// Reports whether the ad's video has subtitles of its own in the viewer's language (the
  /// player found a legible rendition ``CaptionLanguageTag/bestMatch(among:preferred:)``
  /// chose). Ignored with ``CaptionPolicy/off``.
  package func reportMediaCaptions(available: Bool) {
    guard captionSwitch.offersControl else { return }
    mediaHasCaptions = available
  }

  /// The VAST captions' text at the last reported position (overlapping cues on their own
  /// lines, in the order they started); nil when none shows or captions are off.
  package var captionText: String? {
    guard captionsAreOn else { return nil }
    return captions?.text(at: progress)
  }

  /// The CC control's accessibility label and value ("Closed captions", "On").
  package var captionsControlAccessibility: (label: AdChromeText, value: AdChromeText) {
    (.closedCaptions, captionsAreOn ? .captionsOn : .captionsOff)
  }

  /// Reports the platform's facts as the player comes on screen: whether the viewer turned on
  /// closed captions in the system's settings (`UIAccessibility.isClosedCaptioningEnabled`),
  /// and whether the ad's player is muted. Neither is an event of the ad.
  package func reportCaptionFacts(systemCaptionsOn: Bool, isMuted: Bool) {
    captionSwitch.systemCaptionsOn = systemCaptionsOn
    captionSwitch.isMuted = isMuted
  }

  /// Reports that the system's closed captions setting changed while the ad plays
  /// (`UIAccessibility.closedCaptioningStatusDidChangeNotification`).
  package func reportSystemCaptions(_ isOn: Bool) {
    captionSwitch.systemCaptionsOn = isOn
  }

  /// Reports a tap on the CC control: captions go the other way, for the rest of the ad.
  package func viewerTappedCaptions() {
    guard showsCaptionsControl else { return }
    captionSwitch = captionSwitch.toggled()
  }
}

extension LinearAdPresentation {
  /// Takes over what the viewer chose and the facts reported during the break's previous ad:
  /// captions on or off, the system's captions setting, the sound muted, and a cover by the
  /// app's own window.
  func carryViewerChoices(from previous: LinearAdPresentation) {
    captionSwitch = previous.captionSwitch
    isCoveredByAppWindow = previous.isCoveredByAppWindow
  }
}
