import Foundation

/// What the full-screen linear player draws over the video, worked out from the ad's state.
///
/// The player redraws it on every progress report, so the skip countdown follows the video's own
/// clock: it stops when the video stalls or pauses and never runs ahead of it.
///
/// NaN, infinite and negative durations and progress count as 0. A skip offset that is NaN or
/// infinite means the ad cannot be skipped, as ``LinearAdPresentation/canSkip`` never allows it; a
/// negative one counts as 0.
package struct LinearAdChrome: Sendable, Hashable {
  /// The state of the Skip control.
  package enum Skip: Sendable, Hashable {
    /// The ad cannot be skipped; no Skip control is drawn.
    case unavailable
    /// Skip is shown disabled with the whole seconds left before it may be tapped (at least 1).
    case countingDown(seconds: Int)
    /// Skip may be tapped.
    case available
  }

  /// The state of the Skip control.
  package var skip: Skip
  /// The whole seconds of video left, rounded up; never negative.
  package var remainingSeconds: Int
  /// Whether the Play control shows: the video was paused from outside and waits for the viewer.
  package var showsPlayControl: Bool
  /// The badge's text: the time left in the ad ("Ad · 0:12"; "Ad 1 of 2 · 0:25" for an ad of a
  /// break of several), or, for a rewarded ad whose reward is not earned yet, the watching left
  /// to earn it ("Reward in 0:08").
  package var badge: AdChromeText
  /// Whether a rewarded ad asks the viewer whether to close it and lose its reward.
  package var isAskingToClose: Bool

  /// Whether the badge counts down to a reward not earned yet.
  package var isRewardCountdown: Bool {
    if case .rewardIn = badge { true } else { false }
  }

  /// The chrome for a video of `duration` seconds, skippable from `skipOffset`, at `progress`;
  /// for a rewarded ad not earned yet, `secondsToReward` of watching are left. `placeInBreak`:
  /// the ad's place (from 1) in a break of `count` ads, when there are several.
  package init(
    duration: TimeInterval, skipOffset: TimeInterval?, progress: TimeInterval,
    showsPlayControl: Bool = false, secondsToReward: Int? = nil, isAskingToClose: Bool = false,
    placeInBreak: (position: Int, count: Int)? = nil
  ) {
    self.showsPlayControl = showsPlayControl
    self.isAskingToClose = isAskingToClose
    let position = Self.nonNegative(progress)
    remainingSeconds = Self.wholeSecondsRoundedUp(Self.nonNegative(duration) - position)
    let timeLeft: AdChromeText =
      if let placeInBreak, placeInBreak.count > 1 {
        .adOfBreakEndsIn(
          position: placeInBreak.position, count: placeInBreak.count, seconds: remainingSeconds)
      } else {
        .adEndsIn(seconds: remainingSeconds)
      }
    badge = secondsToReward.map { .rewardIn(seconds: max($0, 0)) } ?? timeLeft
    if let skipOffset, skipOffset.isFinite {
      let offset = max(skipOffset, 0)
      skip =
        position >= offset
        ? .available : .countingDown(seconds: Self.wholeSecondsRoundedUp(offset - position))
    } else {
      skip = .unavailable
    }
  }

  /// The longest time shown, in seconds (about 31 years), so rounding never overflows `Int`.
  private static let longestShown: Double = 999_999_999

  /// `value`, or 0 when it is negative, NaN or infinite.
  private static func nonNegative(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }

  /// `seconds` rounded up to a whole number, from 0 to ``longestShown``.
  private static func wholeSecondsRoundedUp(_ seconds: Double) -> Int {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    return Int(min(seconds.rounded(.up), longestShown))
  }
}
