import KontextVideoSDK

/// What the model knows of a full-screen ad's video, from its own actions: what holds it, the
/// close question, and, for a rewarded ad, the seconds watched and the reward.
///
/// The model counts watched time on the clock (``ModelRewardWatch``); the SDK counts progress
/// reports, one every 0.25 s while the video plays. The two differ by whole reports only:
/// each time the video stops counting (it pauses, or buffering starts) the SDK loses the part
/// of a report since the last one (``stops``); each time buffering ends while the video plays,
/// the next report counts its whole interval (``bufferingEnds``); and the report under way is
/// not counted yet.
struct ModelVideo {
  /// The sandbox's rewarded video: 30 s, its reward after 15 s watched.
  static let rewardSeconds = 15.0
  static let reward = VideoAdReward(
    type: "coins", amount: 5, requirement: .watchedSeconds(rewardSeconds))
  /// One progress report.
  static let reportInterval = 0.25

  /// The app's own screen covers the ad (`setCovered(true)`).
  var isCovered = false
  /// The player paused by itself while nothing else held it; only the viewer's Play resumes.
  var isPausedExternally = false
  /// The SDK asks the viewer whether to close (a rewarded ad's close before its reward).
  var isAskingToClose = false
  /// The player waits for data: the video moves on, but nothing is watched.
  var isBuffering = false
  /// A page a click opened for the ad is up: the SDK holds the video until the viewer comes
  /// back from a page opened for it.
  var isHeldByPage = false
  /// `show()` ran with the app in the background, and the app has not come back since.
  var wasShownInBackground = false

  /// The seconds watched up to the model's last checkpoint.
  var watched = 0.0
  /// How many times the video stopped counting (a hold, buffering): each loses up to a report.
  var stops = 0
  /// How many times buffering ended while the video played: each gains up to a report.
  var bufferingEnds = 0
  /// How many times buffering started on screen.
  var bufferingStarts = 0
  /// The rewards the event stream told of (a rewarded ad earns one at most).
  var earned: [EarnedReward] = []

  /// The close questions the model saw asked (each must be one `closeConfirmationShown`).
  var questions = 0
  /// The questions the viewer answered "keep watching" (each one `closeCancelled`).
  var cancels = 0
  /// The `closeConfirmationShown` events.
  var questionEvents = 0
  /// The `closeCancelled` events.
  var cancelEvents = 0
  /// The viewer answered "close" before the reward: the ad ends `.closed`, unrewarded.
  var closedByAnswer = false
  /// The end a viewer's close started (the dismissal was seen to begin).
  var expectedEnd: VideoAd.EndReason?

  /// Whether something the model knows of holds the video (the app in the background and the
  /// ⓘ sheet are the world's and the record's).
  var isHeld: Bool {
    isCovered || isPausedExternally || isAskingToClose || isHeldByPage
  }

  /// The fewest seconds the SDK can have counted when the model counted `watched`.
  func lowestCount(watched: Double) -> Double {
    watched - Double(stops + 1) * Self.reportInterval
  }

  /// The most seconds the SDK can have counted when the model counted `watched`, with one
  /// report of slack.
  func highestCount(watched: Double) -> Double {
    watched + Double(bufferingEnds + 1) * Self.reportInterval
  }
}

/// Counts the watched time of the rewarded ad on screen, from one checkpoint to the next: it
/// counts while the ad is on screen and not being dismissed, the app is active, nothing holds
/// the video and it is not buffering.
///
/// A checkpoint comes after every step and after every reaction inside a callback; nothing else
/// changes what holds the video within a step, so the state seen at a checkpoint held until
/// the next one.
@MainActor
struct ModelRewardWatch {
  private var last: (record: ModelAdRecord, now: Double, moving: Bool, counting: Bool)?

  /// Adds the time since the last checkpoint to the ad counted then; `record` (the rewarded ad
  /// on screen, if any) counts from `now` when `counting`. `moving`: its video plays, buffering
  /// or not.
  mutating func checkpoint(_ record: ModelAdRecord?, now: Double, moving: Bool, counting: Bool) {
    if let last {
      if last.counting { last.record.video.watched += now - last.now }
      if last.record === record, let record {
        if last.counting && !counting { record.video.stops += 1 }
        if !last.counting && counting && last.moving && moving { record.video.bufferingEnds += 1 }
      }
    }
    last = record.map { ($0, now, moving, counting) }
  }

  /// The seconds `record` watched by `now`, between checkpoints.
  func watched(_ record: ModelAdRecord, now: Double) -> Double {
    guard let last, last.record === record, last.counting else { return record.video.watched }
    return record.video.watched + now - last.now
  }
}
