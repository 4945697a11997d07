/// What a press of a ``RemoteButton`` does to the ad on screen (``RemoteRule``).
package enum RemoteAction: Sendable, Hashable {
  /// The pause ad ends `.resumed`, and the app plays its content on.
  case resumeContent
  /// The ad ends `.closed`.
  case close
  /// The linear ad is skipped (only once Skip is allowed).
  case skip
  /// A rewarded ad's close control: before the reward the SDK asks first.
  case tapClose
  /// The full-screen ad's video, paused from outside (its Play control is drawn), plays on.
  case playAd
  /// Swallowed: nothing happens, and the system does not act on it either (a linear ad is
  /// never dismissed out from under the SDK).
  case ignore
  /// Not the ad's: the app's player or the focused control handles it.
  case passThrough
}
