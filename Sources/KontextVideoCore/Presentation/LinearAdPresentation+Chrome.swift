extension LinearAdPresentation {
  /// What the player draws at the last reported position: the Skip control and the time left,
  /// or a rewarded ad's time left to its reward and its question before closing.
  package var chrome: LinearAdChrome {
    LinearAdChrome(
      duration: duration, skipOffset: skipOffset, progress: progress,
      showsPlayControl: showsPlayControl,
      secondsToReward: reward != nil && !isRewardEarned ? rewardCountdownSeconds : nil,
      isAskingToClose: isAskingToClose, placeInBreak: placeInBreak)
  }
}
