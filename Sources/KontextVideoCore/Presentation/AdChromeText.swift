/// A piece of text the SDK draws or speaks with an ad.
package enum AdChromeText: Sendable, Hashable {
  /// The accessibility label of an inline ad's group: "Advertisement".
  case advertisement
  /// The visible badge on an ad: "Ad".
  case adBadge
  /// The close control: "Close ad".
  case closeAd
  /// The accessibility hint of the close control.
  case closeAdHint
  /// The visible title of the Resume control: "Resume".
  case resume
  /// The accessibility hint of the Resume control.
  case resumeHint
  /// The Skip control once it may be tapped: "Skip ad".
  case skipAd
  /// The Skip control while it counts down: "Skip in 3 seconds". Negative counts read as 0. Its
  /// entry counts: a key per plural category.
  case skipIn(seconds: Int)
  /// The badge with the time left in the ad, minutes and seconds: "Ad · 0:12". Negative counts
  /// read as 0.
  case adEndsIn(seconds: Int)
  /// The badge of one ad of a break of several, with its place in the break and the time left
  /// in it: "Ad 1 of 2 · 0:25". Counts below 1 (place, count) and negative seconds read as the
  /// nearest they may be.
  case adOfBreakEndsIn(position: Int, count: Int, seconds: Int)
  /// The control that opens the advertiser's page: "Learn more".
  case learnMore
  /// The accessibility hint of the Learn more control.
  case learnMoreHint
  /// The control that silences the ad: "Mute".
  case mute
  /// The control that turns the ad's sound back on: "Unmute".
  case unmute
  /// The control that plays a linear ad paused from outside (headphones out, a call): "Play".
  case play
  /// The accessibility hint of the Play control.
  case playHint
  /// The ⓘ control's label and its sheet's title: "About this ad".
  case aboutThisAd
  /// The accessibility hint of the ⓘ control.
  case aboutThisAdHint
  /// Who the advertiser is: "Advertiser: {name}".
  case advertiser(String)
  /// The title of the sheet's reasons: "Why you're seeing this ad".
  case whyThisAd
  /// The reason given when the server gave none.
  case whyThisAdDefault
  /// The link to the page with more about the ad: "More about this ad".
  case moreAboutThisAd
  /// The caption of the QR code of the ad's link where the device cannot show web pages (Apple
  /// TV): "Scan to open on your phone".
  case scanToOpenOnPhone
  /// The title of the report choices: "Report this ad".
  case reportThisAd
  /// One reason to report an ad.
  case reportReason(AdReport.Reason)
  /// What the viewer is told once the ad is reported.
  case reportThanks
  /// Closes the sheet: "Done".
  case done
  /// The accessibility label of a VAST icon: "AdChoices" for the AdChoices icon, else "Ad icon".
  case icon(isAdChoices: Bool)
  /// A rewarded ad's badge until its reward is earned, minutes and seconds: "Reward in 0:12".
  /// Negative counts read as 0.
  case rewardIn(seconds: Int)
  /// The question a rewarded ad asks before the viewer closes it unrewarded: "Close the video?"
  case closeRewardedQuestion
  /// What closing then costs: "You won't get your reward."
  case closeRewardedWarning
  /// The answer that closes the rewarded ad unrewarded: "Close video".
  case closeVideo
  /// The answer that goes on watching: "Keep watching".
  case keepWatching
  /// What VoiceOver says when the reward is earned: "Reward earned".
  case rewardEarned
  /// The visible title of a linear ad's closed captions control: "CC".
  case captions
  /// The accessibility label of the closed captions control: "Closed captions".
  case closedCaptions
  /// The accessibility value of the closed captions control while captions show: "On".
  case captionsOn
  /// The accessibility value of the closed captions control while they do not: "Off".
  case captionsOff

  /// The key of this text's entry in the strings tables (the SDK's `Localizable.strings`, an app's
  /// `KontextVideo.strings`). A text that counts has one entry per plural category, this key and
  /// the category: `skipIn.one`, `skipIn.other`.
  package var key: String {
    switch self {
    case .advertisement: "advertisement"
    case .adBadge: "adBadge"
    case .closeAd: "closeAd"
    case .closeAdHint: "closeAdHint"
    case .resume: "resume"
    case .resumeHint: "resumeHint"
    case .skipAd: "skipAd"
    case .skipIn: "skipIn"
    case .adEndsIn: "adEndsIn"
    case .learnMore: "learnMore"
    case .learnMoreHint: "learnMoreHint"
    case .mute: "mute"
    case .unmute: "unmute"
    case .play: "play"
    case .playHint: "playHint"
    case .aboutThisAd: "aboutThisAd"
    case .aboutThisAdHint: "aboutThisAdHint"
    case .advertiser: "advertiser"
    case .whyThisAd: "whyThisAd"
    case .whyThisAdDefault: "whyThisAdDefault"
    case .moreAboutThisAd: "moreAboutThisAd"
    case .scanToOpenOnPhone: "scanToOpenOnPhone"
    case .reportThisAd: "reportThisAd"
    case .reportReason(.inappropriate): "reportInappropriate"
    case .reportReason(.misleading): "reportMisleading"
    case .reportReason(.repetitive): "reportRepetitive"
    case .reportReason(.irrelevant): "reportIrrelevant"
    case .reportReason(.technicalProblem): "reportTechnicalProblem"
    case .reportThanks: "reportThanks"
    case .done: "done"
    case .icon(isAdChoices: true): "adChoices"
    case .icon(isAdChoices: false): "adIcon"
    case .rewardIn: "rewardIn"
    case .adOfBreakEndsIn: "adOfBreakEndsIn"
    case .closeRewardedQuestion: "closeRewardedQuestion"
    case .closeRewardedWarning: "closeRewardedWarning"
    case .closeVideo: "closeVideo"
    case .keepWatching: "keepWatching"
    case .rewardEarned: "rewardEarned"
    case .captions: "captions"
    case .closedCaptions: "closedCaptions"
    case .captionsOn: "captionsOn"
    case .captionsOff: "captionsOff"
    }
  }
}
