extension LinearAdPresentation {
  /// What the player draws at the last reported position: the Skip control and the time left.
  package var chrome: LinearAdChrome {
    LinearAdChrome(
      duration: duration, skipOffset: skipOffset, progress: progress,
      showsPlayControl: showsPlayControl)
  }
}
