extension AdChromeStrings {
  /// English as `en.lproj/Localizable.strings` has it, for an app whose build left the core's
  /// resource bundle out: the ad still says it is an ad, and no control reads as a raw key. A
  /// test keeps it equal to the resource, which is where English is edited.
  static let builtInEnglish: [String: String] = [
    "advertisement": "Advertisement",
    "adBadge": "Ad",
    "closeAd": "Close ad",
    "closeAdHint": "Removes the ad and keeps your video.",
    "resume": "Resume",
    "resumeHint": "Ends the ad and resumes your video.",
    "skipAd": "Skip ad",
    "skipIn.one": "Skip in %d second",
    "skipIn.other": "Skip in %d seconds",
    "adEndsIn": "Ad · %@",
    "learnMore": "Learn more",
    "learnMoreHint": "Opens the advertiser's page.",
    "mute": "Mute",
    "unmute": "Unmute",
    "play": "Play",
    "playHint": "Plays the ad on from where it stopped.",
    "aboutThisAd": "About this ad",
    "aboutThisAdHint": "Shows why you see this ad, and lets you report it.",
    "advertiser": "Advertiser: %@",
    "whyThisAd": "Why you're seeing this ad",
    "whyThisAdDefault": "It was chosen for the video you are watching.",
    "moreAboutThisAd": "More about this ad",
    "reportThisAd": "Report this ad",
    "reportInappropriate": "Inappropriate or offensive",
    "reportMisleading": "Misleading or a scam",
    "reportRepetitive": "Seen it too many times",
    "reportIrrelevant": "Not relevant to me",
    "reportTechnicalProblem": "Broken or too loud",
    "reportThanks": "Thanks for telling us. You won't see this ad again.",
    "done": "Done",
    "adChoices": "AdChoices",
    "adIcon": "Ad icon",
  ]
}
