@testable import KontextVideoCore

extension AdChromeText {
  /// Every text, with counts that reach each plural category of each language (0 and 1 are
  /// singular in Portuguese, whole millions are `many` in Spanish and Portuguese) and each
  /// branch of an icon's label. `AdChromeStringsResourceTests` checks that their keys are
  /// exactly the tables' keys, so a new text without an example here fails.
  static let examples: [AdChromeText] =
    [
      .advertisement, .adBadge, .closeAd, .closeAdHint, .resume, .resumeHint, .skipAd,
      .skipIn(seconds: 0), .skipIn(seconds: 1), .skipIn(seconds: 3), .skipIn(seconds: 1_000_000),
      .adEndsIn(seconds: 12), .adOfBreakEndsIn(position: 1, count: 2, seconds: 25), .learnMore,
      .learnMoreHint, .mute, .unmute, .play, .playHint,
      .aboutThisAd, .aboutThisAdHint, .advertiser("Acme"), .whyThisAd, .whyThisAdDefault,
      .moreAboutThisAd, .scanToOpenOnPhone, .reportThisAd, .reportThanks, .done,
      .icon(isAdChoices: true),
      .icon(isAdChoices: false), .rewardIn(seconds: 75), .closeRewardedQuestion,
      .closeRewardedWarning, .closeVideo, .keepWatching, .rewardEarned, .captions, .closedCaptions,
      .captionsOn, .captionsOff,
    ] + AdReport.Reason.allCases.map { .reportReason($0) }
}
