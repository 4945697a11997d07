/// Whether a linear ad's captions show now: a value, state in and state out, that the player's
/// CC control and the facts it reads change.
///
/// - With ``CaptionPolicy/off``: never.
/// - Once the viewer tapped the CC control: as the viewer chose, for the rest of the ad.
/// - Otherwise: when the system's closed captions setting is on, or (``CaptionPolicy/automatic``)
///   while the ad plays muted.
package struct CaptionSwitch: Sendable, Hashable {
  /// The app's policy.
  package var policy: CaptionPolicy
  /// Whether the viewer turned on closed captions in the system's settings (on iOS,
  /// `UIAccessibility.isClosedCaptioningEnabled`).
  package var systemCaptionsOn: Bool
  /// Whether the ad plays muted.
  package var isMuted: Bool
  /// What the viewer chose with the CC control; nil until the first tap.
  package var viewerChoice: Bool?

  package init(
    policy: CaptionPolicy, systemCaptionsOn: Bool = false, isMuted: Bool = false,
    viewerChoice: Bool? = nil
  ) {
    self.policy = policy
    self.systemCaptionsOn = systemCaptionsOn
    self.isMuted = isMuted
    self.viewerChoice = viewerChoice
  }

  /// Whether captions show.
  package var isOn: Bool {
    guard policy.allowsCaptions else { return false }
    if let viewerChoice { return viewerChoice }
    return systemCaptionsOn || (policy.showsCaptionsWhenMuted && isMuted)
  }

  /// Whether the player offers the CC control (when the ad has captions).
  package var offersControl: Bool { policy.allowsCaptions }

  /// The switch after a tap on the CC control: the other way from now, for the rest of the ad.
  /// Nothing changes with ``CaptionPolicy/off``.
  package func toggled() -> CaptionSwitch {
    guard policy.allowsCaptions else { return self }
    var next = self
    next.viewerChoice = !isOn
    return next
  }
}
