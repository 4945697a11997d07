import KontextVideoSDK
import KontextVideoTesting

/// The full-screen video's viewer and player (its close control and question, the app's cover,
/// an external pause, buffering), and the promises of rewarded ads: a reward only after 15 s
/// watched, at most once and before the end, to the delegate or, when it had none, from
/// `deliverUnclaimedRewards` once.
extension ModelWorld {
  /// The full-screen ad on screen (presented, its didEnd not come), if any.
  var fullScreenAd: ModelAdRecord? {
    guard presenter.presentation != nil, let id = ledger.onScreen,
      let record = ledger.records[id], record.format.isFullScreen
    else { return nil }
    return record
  }

  /// The full-screen ad whose video can move: on screen, not being dismissed.
  private var playingFullScreenAd: ModelAdRecord? {
    presenter.isDismissing ? nil : fullScreenAd
  }

  // MARK: The viewer and the player

  /// Skip: a rewarded ad has none, so it goes on.
  func tapSkip() -> String {
    let record = playingFullScreenAd
    presenter.tapSkip()
    if let record, record.format == .rewarded, presenter.isDismissing {
      ledger.fail("Skip ended a rewarded ad: \(record.id)")
    }
    return "ok"
  }

  /// The close control: a linear ad has none; a rewarded ad ends `.closed` at once after its
  /// reward, and before it asks, its video paused.
  func closeFullScreen() -> String {
    guard let record = playingFullScreenAd else {
      presenter.tapClose()
      return presenter.presentation == nil ? "no ad" : "ending"
    }
    let wasAsking = record.video.isAskingToClose
    let earned = !record.video.earned.isEmpty
    presenter.tapClose()
    guard record.format == .rewarded else {
      if presenter.isDismissing || presenter.isAskingToClose {
        ledger.fail("a linear ad's close control did something: \(record.id)")
      }
      return "no close control"
    }
    if earned {
      if !presenter.isDismissing {
        ledger.fail("close after the reward did not end the ad at once: \(record.id)")
      }
      record.video.expectedEnd = .closed
      return "closing"
    }
    if presenter.isDismissing {
      ledger.fail("close before the reward ended the ad without asking: \(record.id)")
    } else if !presenter.isAskingToClose {
      ledger.fail("close before the reward did not ask: \(record.id)")
    }
    record.video.isAskingToClose = true
    if !wasAsking { record.video.questions += 1 }
    return "asked"
  }

  /// The viewer's answer: "close" ends the ad `.closed`, unrewarded; "keep watching" plays on.
  /// With no question asked it does nothing.
  func answerClose(closes: Bool) -> String {
    guard let record = playingFullScreenAd else {
      presenter.answerClose(closes: closes)
      return presenter.presentation == nil ? "no ad" : "ending"
    }
    let asked = record.video.isAskingToClose
    presenter.answerClose(closes: closes)
    guard asked else {
      if presenter.isDismissing {
        ledger.fail("an answer with no question asked ended the ad: \(record.id)")
      }
      return "no question"
    }
    record.video.isAskingToClose = false
    if closes {
      if !presenter.isDismissing { ledger.fail("answering close did not end the ad: \(record.id)") }
      record.video.expectedEnd = .closed
      record.video.closedByAnswer = true
      ledger.note("closed by the answer")
      return "closing"
    }
    if presenter.isDismissing || presenter.isAskingToClose {
      ledger.fail("answering keep watching did not play on: \(record.id)")
    }
    record.video.cancels += 1
    return "watching"
  }

  /// The app's own screen over the ad: the video holds until it goes.
  func cover(_ covered: Bool) -> String {
    guard presenter.presentation != nil else { return "no ad" }
    presenter.setCovered(covered)
    playingFullScreenAd?.video.isCovered = covered
    return "ok"
  }

  /// The player pauses by itself: an external pause when nothing else held the video (the SDK
  /// lets a pause under its own hold end with it); only the viewer's Play ends it.
  func pauseExternally() -> String {
    guard presenter.presentation != nil else { return "no ad" }
    if let record = playingFullScreenAd, !record.heldBySheet, !record.video.isHeld,
      sdk.isAppActive
    {
      record.video.isPausedExternally = true
    }
    presenter.pauseExternally()
    return "ok"
  }

  func tapPlay() -> String {
    guard presenter.presentation != nil else { return "no ad" }
    presenter.tapPlay()
    playingFullScreenAd?.video.isPausedExternally = false
    return "ok"
  }

  /// The player waits for data (the video moves on, but nothing of it is watched), or has it.
  func buffering(_ waits: Bool) -> String {
    guard presenter.presentation != nil else { return "no ad" }
    if waits { presenter.startBuffering() } else { presenter.finishBuffering() }
    if let record = playingFullScreenAd, record.video.isBuffering != waits {
      record.video.isBuffering = waits
      if waits { record.video.bufferingStarts += 1 }
    }
    return "ok"
  }

  // MARK: The integrator

  /// Sets the rewarded ad's delegate to nil: a reward earned now is owed, for
  /// `deliverUnclaimedRewards`.
  func dropDelegate() -> String {
    guard let record = fullScreenAd, record.format == .rewarded, !record.isDetached,
      let ad = record.ad
    else { return "no ad" }
    ad.delegate = nil
    record.isDetached = true
    ledger.note("delegate dropped")
    return "dropped the delegate of \(ad.id)"
  }

  /// `deliverUnclaimedRewards`: every reward earned with no delegate, once, and no other.
  func deliverUnclaimedRewards() -> String {
    var handed: [EarnedReward] = []
    sdk.deliverUnclaimedRewards { handed.append($0) }
    ledger.handedOver(handed)
    if !handed.isEmpty { ledger.note("rewards handed over by deliverUnclaimedRewards") }
    return "\(handed.count) handed over"
  }

  // MARK: Watched time and the reward

  /// Brings the watched time of the rewarded ad on screen up to now, and notes whether it
  /// counts from now on: the app active, no sheet, page, cover, external pause or question
  /// holding it, and not buffering.
  func checkpointWatch() {
    let record = playingFullScreenAd.flatMap { $0.format == .rewarded ? $0 : nil }
    let moving =
      record.map { sdk.isAppActive && !$0.heldBySheet && !$0.video.isHeld } ?? false
    let counting = moving && !(record?.video.isBuffering ?? false)
    watch.checkpoint(record, now: clock.now, moving: moving, counting: counting)
  }

  /// A `rewardEarned` event: only after 15 s watched, and never after the viewer closed it.
  func rewardEarned(_ earned: EarnedReward, of record: ModelAdRecord) {
    let watched = watch.watched(record, now: clock.now)
    let highest = record.video.highestCount(watched: watched)
    if highest < ModelVideo.rewardSeconds - 1e-6 {
      ledger.fail(
        "a reward came before 15 s watched: \(record.id) at \(clock.now) after \(watched) s "
          + "watched (the SDK's reports count \(highest) s at most, with "
          + "\(record.video.bufferingEnds) buffering ends)")
    }
    if record.video.closedByAnswer {
      ledger.fail("a reward came after the viewer closed the ad: \(record.id)")
    }
    ledger.note(record.isDetached ? "reward earned with no delegate" : "reward earned")
  }

  /// An `ended` event: the end a viewer's close began; a rewarded ad never skipped, and one
  /// that completed after 15 s watched had its reward first.
  ///
  /// The time watched is the model's at its last checkpoint, before the end began (a
  /// completion mid-step comes after it): the least it had watched.
  func ended(_ reason: VideoAd.EndReason, of record: ModelAdRecord) {
    guard record.format.isFullScreen else { return }
    if let expected = record.video.expectedEnd, reason != expected {
      ledger.fail("an ad the viewer closed ended otherwise: \(record.id) ended \(reason)")
    }
    guard record.format == .rewarded else { return }
    ledger.note(
      "rewarded ad ended \(reason), \(record.video.earned.isEmpty ? "unrewarded" : "rewarded")")
    if reason == .skipped { ledger.fail("a rewarded ad ended skipped: \(record.id)") }
    let lowest = record.video.lowestCount(watched: record.video.watched)
    if record.video.earned.isEmpty && lowest >= ModelVideo.rewardSeconds + 1e-6 {
      ledger.fail(
        "a rewarded ad ended without its reward after 15 s watched: \(record.id) ended "
          + "\(reason) after \(record.video.watched) s (the SDK's reports count \(lowest) s at "
          + "least)")
    }
    if record.video.closedByAnswer && reason != .closed {
      ledger.fail(
        "a rewarded ad closed by the viewer's answer ended otherwise: \(record.id), \(reason)")
    }
  }

  /// After a step: the video plays only while the app is active; the close question is the
  /// model's, and holds the video; a rewarded ad that watched 15 s has its reward.
  func checkFullScreenAd() {
    guard let record = playingFullScreenAd else { return }
    if !sdk.isAppActive && !presenter.isPlaybackPaused {
      ledger.fail(
        "a full-screen video plays while the app is in the background: \(record.format) ad "
          + "\(record.id)")
    }
    guard record.format == .rewarded else {
      if presenter.isAskingToClose {
        ledger.fail("a linear ad asks whether to close: \(record.id)")
      }
      return
    }
    if presenter.isAskingToClose != record.video.isAskingToClose {
      ledger.fail(
        "the close question is not the model's: \(record.id) asks "
          + "\(presenter.isAskingToClose), the model says \(record.video.isAskingToClose)")
    }
    if record.video.isAskingToClose && !presenter.isPlaybackPaused {
      ledger.fail("a rewarded ad plays on while it asks whether to close: \(record.id)")
    }
    guard record.video.earned.isEmpty else { return }
    let watched = watch.watched(record, now: clock.now)
    let lowest = record.video.lowestCount(watched: watched)
    if lowest >= ModelVideo.rewardSeconds + 1e-6 {
      ledger.fail(
        "no reward after 15 s watched: \(record.id) watched \(watched) s (the SDK's reports "
          + "count \(lowest) s at least, with \(record.video.stops) stops)")
    }
  }
}
