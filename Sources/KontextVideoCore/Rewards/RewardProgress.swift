import Foundation

/// A rewarded ad's earning and its close control, as a value: playback reports in, decisions
/// out, no I/O.
///
/// Only watched time counts: seconds of video that played while the viewer was there and
/// nothing held the video (the background, the app's own screen, a sheet, an interruption,
/// buffering, which moves no playhead). Nothing earns it but watching: no skip, and a close
/// before it asks first and then earns nothing.
package struct RewardProgress: Sendable, Hashable {
  /// What a tap on the close control does now.
  package enum CloseDecision: Sendable, Hashable {
    /// The reward is earned (or never can be): the ad ends now.
    case endNow
    /// Ask the viewer first, the video paused: closing now loses the reward.
    case askFirst
  }

  /// The seconds of watched video that earn the reward.
  package let requiredSeconds: TimeInterval
  /// Whether the whole video earns it (then its completion does, once enough was watched).
  package let wholeVideo: Bool
  /// Whether the requirement reaches the video's end (the whole video, or as many seconds as
  /// it has): only then may its completion make up for a last progress report that came late.
  private let reachesTheEnd: Bool
  /// The seconds watched so far.
  package private(set) var watchedSeconds: TimeInterval = 0
  /// Whether the reward was earned.
  package private(set) var isEarned = false
  /// Whether the viewer is being asked whether to close.
  package private(set) var isAskingToClose = false

  /// How much of the whole video may go unseen and it still counts as watched whole: a
  /// player's last progress report comes up to a progress interval before its end.
  package static let wholeVideoTolerance: TimeInterval = 1

  /// The progress of `reward` on a video of `duration` seconds.
  package init(_ reward: VideoAdReward, videoDuration duration: TimeInterval) {
    requiredSeconds = reward.requiredSeconds(videoDuration: duration)
    if case .wholeVideo = reward.requirement { wholeVideo = true } else { wholeVideo = false }
    reachesTheEnd = wholeVideo || requiredSeconds >= duration - Self.wholeVideoTolerance
  }

  /// `seconds` more of the video played; they count only when `counts`. True when this earns
  /// the reward (once).
  package mutating func played(_ seconds: TimeInterval, counts: Bool) -> Bool {
    guard !isEarned, counts, seconds > 0, seconds.isFinite else { return false }
    watchedSeconds += seconds
    guard !wholeVideo, watchedSeconds >= requiredSeconds - 1e-9 else { return false }
    isEarned = true
    return true
  }

  /// The video played to its end. True when this earns the reward: one that reaches the end of
  /// the video (the whole video, or all its seconds) watched within ``wholeVideoTolerance`` (a
  /// player's last progress report comes up to that before the end), or any other watched in
  /// full.
  package mutating func videoCompleted() -> Bool {
    let slack = reachesTheEnd ? Self.wholeVideoTolerance : 1e-9
    guard !isEarned, watchedSeconds >= requiredSeconds - slack else { return false }
    isEarned = true
    return true
  }

  /// The viewer tapped the close control.
  package mutating func closeTapped() -> CloseDecision {
    guard !isEarned else { return .endNow }
    isAskingToClose = true
    return .askFirst
  }

  /// The viewer answered the question: `close` (the ad ends, unrewarded) or keep watching.
  /// False when no question was asked.
  package mutating func closeAnswered() -> Bool {
    defer { isAskingToClose = false }
    return isAskingToClose
  }

  /// What the countdown shows: the seconds left to the reward, then (`earned`) those left of
  /// the video.
  package func countdown(videoProgress: TimeInterval, videoDuration: TimeInterval)
    -> (seconds: Int, untilReward: Bool)
  {
    if !isEarned {
      return (Int(max(requiredSeconds - watchedSeconds, 0).rounded(.up)), true)
    }
    return (Int(max(videoDuration - videoProgress, 0).rounded(.up)), false)
  }
}
