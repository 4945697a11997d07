import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A rewarded ad through the public API and the test kit: the sandbox's ad is a 30 s video
/// that earns 5 coins after 15 s watched.
@MainActor
struct RewardedAdTests {
  @Test func theRewardArrivesOnceAfterItsWatchAndBeforeTheEnd() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.rewarded)
    #expect(ad.reward == VideoAdReward(type: "coins", amount: 5, requirement: .watchedSeconds(15)))
    await fixture.clock.advance(by: 14.75)
    #expect(fixture.recorder.earnedRewards.isEmpty)
    await fixture.clock.advance(by: 0.25)
    #expect(fixture.recorder.earnedRewards.count == 1)
    let earned = try #require(fixture.recorder.earnedRewards.first)
    #expect(earned.adID == ad.id && earned.requestID == ad.requestID)
    #expect(earned.reward.amount == 5 && earned.reward.type == "coins")
    await fixture.clock.advance(by: 16)
    #expect(fixture.recorder.earnedRewards.count == 1, "once")
    #expect(
      fixture.recorder.callbacks.map(\.description) == [
        "didRecordImpression", "didEarn(5 coins)", "didEnd(completed)",
      ])
    let names = fixture.names(ad)
    let earnedAt = try #require(names.firstIndex(of: .rewardEarned(earned)))
    #expect(earnedAt < names.firstIndex(of: .ended(.completed))!)
    #expect(!names.contains(.skip))
    #expect(fixture.sdk.rewardLedger.unclaimed.isEmpty, "delivered, so not owed")
  }

  @Test func timeAwayOrCoveredDoesNotCount() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.rewarded)
    await fixture.clock.advance(by: 10)
    fixture.sdk.appDidEnterBackground()
    await fixture.clock.advance(by: 60)
    fixture.sdk.appWillEnterForeground()
    fixture.presenter.setCovered(true)
    await fixture.clock.advance(by: 60)
    fixture.presenter.setCovered(false)
    // The headless player's video moves on while it says it buffers; what a player reports
    // while it waits for data counts toward nothing.
    fixture.presenter.startBuffering()
    await fixture.clock.advance(by: 3)
    fixture.presenter.finishBuffering()
    await fixture.clock.advance(by: 4.75)
    #expect(fixture.recorder.earnedRewards.isEmpty, "14.75 s watched so far")
    await fixture.clock.advance(by: 0.25)
    #expect(fixture.recorder.earnedRewards.count == 1)
  }

  @Test func skipDoesNothingAndCloseAsksFirstWithTheVideoPaused() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.rewarded)
    await fixture.clock.advance(by: 6)
    fixture.presenter.tapSkip()
    #expect(fixture.recorder.endReasons.isEmpty, "no skip")
    fixture.presenter.tapClose()
    #expect(fixture.presenter.isAskingToClose)
    #expect(fixture.presenter.isPlaybackPaused)
    await fixture.clock.advance(by: 30)
    #expect(fixture.recorder.earnedRewards.isEmpty, "the question's time is not watched")
    fixture.presenter.answerClose(closes: false)
    #expect(!fixture.presenter.isPlaybackPaused)
    await fixture.clock.advance(by: 4)
    fixture.presenter.tapClose()
    fixture.presenter.answerClose(closes: true)
    await fixture.clock.advance(by: 1)
    #expect(fixture.recorder.endReasons == [.closed])
    #expect(fixture.recorder.earnedRewards.isEmpty, "closed before the reward: nothing")
    #expect(
      fixture.names(ad).filter { [.closeConfirmationShown, .closeCancelled, .close].contains($0) }
        == [.closeConfirmationShown, .closeCancelled, .closeConfirmationShown, .close])
  }

  @Test func afterTheRewardCloseEndsAtOnce() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.rewarded)
    await fixture.clock.advance(by: 16)
    fixture.presenter.tapClose()
    #expect(!fixture.presenter.isAskingToClose)
    await fixture.clock.advance(by: 1)
    #expect(fixture.recorder.endReasons == [.closed])
    #expect(fixture.recorder.earnedRewards.count == 1)
  }

  @Test func aRewardEarnedWhileAskingToCloseEndsTheQuestion() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.rewarded)
    await fixture.clock.advance(by: 14.9)
    fixture.presenter.tapClose()
    // The question paused the video: the reward comes only from watching, so the question
    // stays until answered.
    await fixture.clock.advance(by: 5)
    #expect(fixture.recorder.earnedRewards.isEmpty)
    fixture.presenter.answerClose(closes: false)
    await fixture.clock.advance(by: 0.25)
    #expect(fixture.recorder.earnedRewards.count == 1)
  }

  @Test func destroyRightAfterEarningStillDeliversTheRewardThenTheEnd() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.rewarded)
    await fixture.clock.advance(by: 15)
    fixture.ads.destroy()
    await fixture.clock.advance(by: 1)
    #expect(
      fixture.recorder.callbacks.map(\.description) == [
        "didRecordImpression", "didEarn(5 coins)", "didEnd(destroyed)",
      ])
  }

  @Test func aFailureBeforeTheRewardEarnsNothing() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.rewarded)
    await fixture.clock.advance(by: 10)
    fixture.presenter.failPlayback()
    await fixture.clock.advance(by: 30)
    #expect(fixture.recorder.earnedRewards.isEmpty)
    #expect(fixture.recorder.endReasons == [.failed])
  }

  /// Shown while the app is in the background, the video waits for the app (the model check
  /// found it playing there, unseen, and completing unrewarded).
  @Test func shownInTheBackgroundTheVideoWaitsForTheApp() async throws {
    let fixture = Fixture()
    let ad = try await fixture.readyAd(.rewarded)
    fixture.sdk.appDidEnterBackground()
    try ad.show()
    #expect(fixture.presenter.isPlaybackPaused)
    await fixture.clock.advance(by: 60)
    #expect(fixture.recorder.callbacks.isEmpty, "no impression, no end, nothing earned")
    #expect(fixture.names(ad).suffix(1) == [.shown], "nor any event of the video's")
    fixture.sdk.appWillEnterForeground()
    await fixture.clock.advance(by: 15)
    #expect(fixture.recorder.earnedRewards.count == 1)
  }

  @Test func aReportBeforeTheRewardEarnsNothing() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.rewarded)
    await fixture.clock.advance(by: 10)
    fixture.presenter.openInfo()
    await fixture.clock.advance(by: 20)
    fixture.presenter.report(.misleading)
    await fixture.clock.advance(by: 30)
    #expect(fixture.recorder.earnedRewards.isEmpty, "the sheet's time is not watched")
    #expect(fixture.recorder.endReasons == [.reported])
  }

  @Test func anAdWhoseVideoNeverPlayedEarnsNothing() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.rewarded)
    fixture.presenter.failPlayback("no video")
    await fixture.clock.advance(by: 60)
    #expect(fixture.recorder.earnedRewards.isEmpty)
    #expect(fixture.recorder.endReasons == [.failed])
  }

  @Test func theAppLeavingAtTheMomentOfTheRewardStillGetsItFirst() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.rewarded)
    await fixture.clock.advance(by: 15)
    fixture.sdk.appDidEnterBackground()
    fixture.ads.destroy()
    await fixture.clock.advance(by: 1)
    #expect(
      fixture.recorder.callbacks.map(\.description) == [
        "didRecordImpression", "didEarn(5 coins)", "didEnd(destroyed)",
      ])
  }

  @Test func aRewardWithNoDelegateIsKeptForTheApp() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.rewarded)
    ad.delegate = nil
    await fixture.clock.advance(by: 31)
    #expect(fixture.sdk.rewardLedger.unclaimed.count == 1)
    var granted: [EarnedReward] = []
    fixture.sdk.deliverUnclaimedRewards { granted.append($0) }
    #expect(granted.count == 1 && granted.first?.adID == ad.id)
    fixture.sdk.deliverUnclaimedRewards { granted.append($0) }
    #expect(granted.count == 1, "handed over once")
  }

  @Test func theRewardRequestTravelsAndOnlyWithRewardedAds() async throws {
    let fixture = Fixture()
    let request = try RewardRequest(userID: "u-81", customData: "series=7&episode=12")
    let error = await awaitedError { _ = try await fixture.ads.format(.linear, reward: request) }
    #expect(error == .invalidRewardRequest("a reward request goes with .rewarded ads only"))
    let ad = try await fixture.ads.format(.rewarded, reward: request)
    #expect(try await fixture.ads.format(.rewarded, reward: request) === ad, "the same ad")
    let other = try await fixture.ads.format(
      .rewarded, reward: RewardRequest(userID: "u-81", customData: "series=7&episode=13"))
    #expect(other !== ad, "another episode, another ad")
    #expect(fixture.names(ad).last == .notUsed(.rejected))
    try await other.load()
    other.delegate = fixture.recorder
    try other.show()
    await fixture.clock.advance(by: 15)
    let earned = try #require(fixture.recorder.earnedRewards.first)
    #expect(earned.userID == "u-81" && earned.customData == "series=7&episode=13")
  }

  @Test func theEventCarriesTheTransactionToTheServer() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.rewarded)
    await fixture.clock.advance(by: 15)
    let event = try #require(
      fixture.recorder.events.first { if case .rewardEarned = $0.name { true } else { false } })
    let wire = WireEvent(event)
    let earned = try #require(fixture.recorder.earnedRewards.first)
    #expect(wire.name == "reward_earned")
    #expect(wire.transactionID == earned.transactionID)
    #expect(wire.reward == WireEvent.WireReward(type: "coins", amount: 5))
    let json = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(wire)) as? [String: Any])
    #expect(json["transaction_id"] as? String == earned.transactionID)
  }
}

/// What the full-screen player draws for a rewarded ad, decided in the core.
@MainActor
struct RewardedChromeTests {
  @Test func aCloseControlInSkipsPlaceAndACountdownToTheRewardThenToTheEnd() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.rewarded)
    let presentation = try #require(fixture.presenter.presentation)
    #expect(presentation.chromeElements.contains(.close))
    #expect(!presentation.chromeElements.contains(.skip))
    await fixture.clock.advance(by: 3.9)
    #expect(presentation.chrome.badge == .rewardIn(seconds: 12))
    #expect(presentation.chrome.isRewardCountdown)
    await fixture.clock.advance(by: 11.1)
    #expect(presentation.chrome.badge == .adEndsIn(seconds: 15))
    #expect(!presentation.chrome.isRewardCountdown)
    let english = AdChromeStrings(language: "en")
    #expect(english.text(.rewardIn(seconds: 75)) == "Reward in 1:15")
  }

  @Test func theQuestionIsInTheChromeWhileItIsAsked() async throws {
    let fixture = Fixture()
    _ = try await fixture.shownAd(.rewarded)
    let presentation = try #require(fixture.presenter.presentation)
    await fixture.clock.advance(by: 2)
    fixture.presenter.tapClose()
    #expect(presentation.chrome.isAskingToClose)
    fixture.presenter.answerClose(closes: false)
    #expect(!presentation.chrome.isAskingToClose)
  }

  @Test func theCloseControlStandsWhereSkipWould() {
    let screen = AdSize(width: 390, height: 844)
    let fitting: [AdChromeElement: AdSize] = [
      .skip: AdSize(width: 120, height: 44), .close: AdSize(width: 120, height: 44),
    ]
    let skip = LinearAdLayout.frames(
      screen: screen, safeArea: .zero, rightToLeft: false, elements: [.badge, .skip],
      fitting: fitting, icons: [])
    let close = LinearAdLayout.frames(
      screen: screen, safeArea: .zero, rightToLeft: false, elements: [.badge, .close],
      fitting: fitting, icons: [])
    #expect(close.elements[.close] != nil)
    #expect(close.elements[.close] == skip.elements[.skip])
  }
}

/// What the inspector shows of a rewarded ad: the reward, what earns it, the time watched, and
/// where the earning went.
@MainActor
struct RewardedInspectorTests {
  @Test func theInspectorShowsTheRewardItsWatchAndItsDelivery() async throws {
    let fixture = Fixture()
    let ad = try await fixture.shownAd(.rewarded)
    await fixture.clock.advance(by: 5)
    var reward = try #require(
      fixture.sdk.inspector.snapshot().ads.first { $0.requestID == ad.requestID }?.reward)
    #expect(reward.requiredSeconds == 15 && reward.amount == 5 && reward.type == "coins")
    #expect(abs(reward.watchedSeconds - 5) < 0.3)
    #expect(reward.transactionID == nil)
    await fixture.clock.advance(by: 11)
    reward = try #require(
      fixture.sdk.inspector.snapshot().ads.first { $0.requestID == ad.requestID }?.reward)
    let earned = try #require(fixture.recorder.earnedRewards.first)
    #expect(reward.transactionID == earned.transactionID)
    #expect(reward.handedToApp == true)
    let event = fixture.recorder.events.first { $0.name == .rewardEarned(earned) }
    #expect(reward.eventID == event?.id)
    #expect(fixture.sdk.inspector.ledger().contains("reward: 5 coins for 15.000 s watched"))
    let lines = InspectorScreen.ad(requestID: ad.requestID)
      .sections(in: fixture.sdk.inspector.snapshot()).flatMap(\.rows).flatMap(\.lines)
    #expect(lines.contains("handed to the app (didEarn)"))
  }
}
