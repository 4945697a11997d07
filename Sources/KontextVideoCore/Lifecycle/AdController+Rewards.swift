import Foundation

/// A rewarded ad's earning, its close control and the reward's delivery: the rules are
/// ``RewardProgress``'s; this carries them out.
///
/// The reward reaches the app once, before the ad's end: written to the ``RewardLedger``,
/// recorded as a `reward_earned` event (the journal keeps it for the ad server), handed to the
/// delegate, then marked delivered, all in one turn of the main actor, so nothing can end the
/// ad in between.
extension AdController {
  /// `seconds` more of the video played (counted when `counts`): the reward may be earned.
  func rewardPlayed(_ seconds: TimeInterval, counts: Bool, in run: LinearAdRun) {
    guard var progress = run.reward else { return }
    let earned = progress.played(seconds, counts: counts)
    run.reward = progress
    if counts, seconds > 0 {
      services.inspector.rewardWatched(requestID: requestID, seconds: progress.watchedSeconds)
    }
    if earned { earnReward(in: run) }
    updateRewardCountdown()
  }

  /// The video ended: a whole-video reward is earned now, before the completion ends the ad.
  func rewardVideoCompleted(in run: LinearAdRun) {
    guard var progress = run.reward else { return }
    let earned = progress.videoCompleted()
    run.reward = progress
    if earned { earnReward(in: run) }
  }

  /// The close control: after the reward the ad ends; before it the video pauses and the
  /// player asks.
  func rewardCloseTapped(in run: LinearAdRun) {
    guard var progress = run.reward, lifecycle.state == .onScreen else { return }
    let decision = progress.closeTapped()
    run.reward = progress
    switch decision {
    case .endNow:
      viewerClosed()
    case .askFirst:
      guard !run.presentation.isAskingToClose else { return }
      run.presentation.isAskingToClose = true
      emit(.closeConfirmationShown, adPlayhead: run.presentation.progress)
      apply(run.control.hold(.closeConfirmation), to: run)
    }
  }

  /// The viewer's answer: close (the ad ends, unrewarded), or keep watching.
  func rewardCloseAnswered(closes: Bool, in run: LinearAdRun) {
    guard var progress = run.reward, lifecycle.state == .onScreen else { return }
    let asked = progress.closeAnswered()
    run.reward = progress
    guard asked else { return }
    run.presentation.isAskingToClose = false
    if closes {
      viewerClosed()
    } else {
      emit(.closeCancelled, adPlayhead: run.presentation.progress)
      apply(run.control.release(.closeConfirmation), to: run)
    }
  }

  /// Sets the countdown the player shows from the reward's progress.
  func updateRewardCountdown() {
    guard let run = linearRun, let progress = run.reward else { return }
    // In a break, the break's time: what played before this ad, and the whole break's length.
    let before = linearBreak?.secondsBefore ?? 0
    run.presentation.rewardCountdownSeconds =
      progress.countdown(
        videoProgress: before + run.presentation.progress,
        videoDuration: linearBreak?.shape.totalDuration ?? run.presentation.duration
      ).seconds
  }

  /// The reward is earned: written, recorded, handed to the delegate, marked delivered.
  private func earnReward(in run: LinearAdRun) {
    guard let reward = slot.reward else { return }
    let earned = EarnedReward(
      reward: reward, transactionID: services.events.makeID(), adID: id, requestID: requestID,
      userID: rewardRequest?.userID, customData: rewardRequest?.customData,
      earnedAt: services.wallClock())
    var eventID: String?
    let told = services.rewardLedger.handOver(
      earned,
      record: {
        eventID = emit(.rewardEarned(earned), adPlayhead: run.presentation.progress).id
      },
      tell: handle.flatMap { handle in
        handle.delegate.map { delegate in { delegate.videoAd(handle, didEarn: $0) } }
      })
    services.inspector.rewardEarned(
      requestID: requestID, transactionID: earned.transactionID, eventID: eventID,
      handedToApp: told)
    if !told {
      // Nobody to tell now: it stays owed, for deliverUnclaimedRewards(_:).
      services.events.logger.log(
        .warning,
        "A rewarded ad earned its reward with no delegate to tell: it is kept for "
          + "KontextVideo.deliverUnclaimedRewards(_:).")
    }
    settleEarnedReward(in: run)
  }

  /// After the reward: the close control ends the ad at once, and a question on screen is
  /// moot.
  private func settleEarnedReward(in run: LinearAdRun) {
    run.presentation.isRewardEarned = true
    // The delegate may have ended the ad from inside its callback.
    guard lifecycle.state == .onScreen, run.presentation.isAskingToClose else { return }
    run.presentation.isAskingToClose = false
    var progress = run.reward
    _ = progress?.closeAnswered()
    run.reward = progress
    apply(run.control.release(.closeConfirmation), to: run)
  }
}
