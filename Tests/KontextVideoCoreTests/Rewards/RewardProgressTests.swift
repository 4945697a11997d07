import Foundation
import Testing

@testable import KontextVideoCore

/// The earning rule and the close control as values: playback in, decisions out.
struct RewardProgressTests {
  private let fifteenOfThirty = RewardProgress(
    VideoAdReward(type: "coins", amount: 5, requirement: .watchedSeconds(15)), videoDuration: 30)

  @Test func onlyCountedSecondsEarnAndOnlyOnce() {
    var progress = fifteenOfThirty
    let uncounted = progress.played(10, counts: false)
    #expect(!uncounted, "paused, covered, away: not watched")
    #expect(progress.watchedSeconds == 0)
    var earnedAt: [Int] = []
    for tick in 1...80 where progress.played(0.25, counts: true) { earnedAt.append(tick) }
    #expect(earnedAt == [60], "15 s of watched time, then never again")
    #expect(progress.isEarned)
    let completionEarns = progress.videoCompleted()
    #expect(!completionEarns, "the completion earns nothing more")
  }

  @Test func nonsenseProgressEarnsNothing() {
    var progress = fifteenOfThirty
    let earned = [-20, .infinity, .nan].map { progress.played($0, counts: true) }
    #expect(earned == [false, false, false])
    #expect(progress.watchedSeconds == 0)
  }

  @Test func aWholeVideoRewardIsEarnedAtTheEndOfAWatchedVideo() {
    let whole = VideoAdReward(type: "episode", amount: 1, requirement: .wholeVideo)
    var watched = RewardProgress(whole, videoDuration: 30)
    let beforeTheEnd = watched.played(29.5, counts: true)
    #expect(!beforeTheEnd, "not before the end")
    let atTheEnd = watched.videoCompleted()
    #expect(atTheEnd)
    var skimmed = RewardProgress(whole, videoDuration: 30)
    _ = skimmed.played(10, counts: true)
    _ = skimmed.played(20, counts: false)
    let skimmedEarns = skimmed.videoCompleted()
    #expect(!skimmedEarns, "an end reached without watching earns nothing")
  }

  /// The completion's tolerance for a late last report is for a requirement that reaches the
  /// end: 14 of 15 seconds watched earn nothing when the video ends (the model check found it).
  @Test func theCompletionDoesNotEarnASecondsRewardEarly() {
    var progress = fifteenOfThirty
    _ = progress.played(14, counts: true)
    let completionEarns = progress.videoCompleted()
    #expect(!completionEarns)
    let allOfIt = VideoAdReward(type: "coins", amount: 1, requirement: .watchedSeconds(30))
    var reachingTheEnd = RewardProgress(allOfIt, videoDuration: 30)
    _ = reachingTheEnd.played(29.25, counts: true)
    let lateReportEarns = reachingTheEnd.videoCompleted()
    #expect(lateReportEarns, "a requirement that reaches the end keeps the tolerance")
  }

  @Test func aRequirementLongerThanTheVideoIsTheWholeVideo() {
    let long = VideoAdReward(type: "coins", amount: 1, requirement: .watchedSeconds(600))
    #expect(RewardProgress(long, videoDuration: 30).requiredSeconds == 30)
  }

  @Test func closingBeforeTheRewardAsksFirstAndAfterItEnds() {
    var progress = fifteenOfThirty
    let before = progress.closeTapped()
    #expect(before == .askFirst)
    #expect(progress.isAskingToClose)
    let answered = progress.closeAnswered()
    #expect(answered)
    #expect(!progress.isAskingToClose)
    let answeredAgain = progress.closeAnswered()
    #expect(!answeredAgain, "no question, no answer")
    _ = progress.played(15, counts: true)
    let after = progress.closeTapped()
    #expect(after == .endNow)
  }

  @Test func theCountdownShowsTheRewardThenTheVideo() {
    var progress = fifteenOfThirty
    _ = progress.played(4.2, counts: true)
    #expect(progress.countdown(videoProgress: 4.2, videoDuration: 30) == (11, true))
    _ = progress.played(11, counts: true)
    #expect(progress.countdown(videoProgress: 15.2, videoDuration: 30) == (15, false))
  }
}

/// The server's `reward` object, field by field.
struct VideoAdRewardReadingTests {
  @Test func readsAUsableReward() {
    let reward = VideoAdReward.read(["type": "coins", "amount": 5, "required_seconds": 15])
    #expect(reward == VideoAdReward(type: "coins", amount: 5, requirement: .watchedSeconds(15)))
    #expect(
      VideoAdReward.read(["type": "episode", "amount": 1])?.requirement == .wholeVideo)
    #expect(
      VideoAdReward.read(["type": "episode", "amount": 1, "required_seconds": NSNull()])?
        .requirement == .wholeVideo)
  }

  @Test(arguments: [
    #"{"amount": 5}"#, #"{"type": "", "amount": 5}"#, #"{"type": "a\u0007b", "amount": 5}"#,
    #"{"type": "\#(String(repeating: "x", count: 65))", "amount": 5}"#,
    #"{"type": "coins", "amount": -1}"#, #"{"type": "coins", "amount": 1.5}"#,
    #"{"type": "coins", "amount": "5"}"#, #"{"type": "coins", "amount": true}"#,
    #"{"type": "coins", "amount": 2000000000}"#,
    #"{"type": "coins", "amount": 5, "required_seconds": 0}"#,
    #"{"type": "coins", "amount": 5, "required_seconds": 3601}"#,
    #"{"type": "coins", "amount": 5, "required_seconds": "15"}"#,
  ])
  func refusesAnUnusableReward(_ json: String) throws {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(VideoAdReward.read(object) == nil)
  }

  @Test func aRewardedSlotWithoutAUsableRewardIsNotOffered() throws {
    let base: [String: Any] = [
      "slot_id": "r1", "format": "rewarded",
      "creative": ["type": "vast", "url": "https://cdn.example/v.xml", "duration_seconds": 30],
    ]
    #expect(WireSlot(base)?.slot == nil)
    var good = base
    good["reward"] = ["type": "coins", "amount": 5, "required_seconds": 15]
    let slot = try #require(WireSlot(good)?.slot)
    #expect(slot.reward?.amount == 5)
    #expect(slot.effectiveSkipOffset == nil, "no skip, whatever the server says")
    var linear = good
    linear["format"] = "linear"
    #expect(WireSlot(linear)?.slot?.reward == nil, "only a rewarded ad has a reward")
  }
}

/// What the app may send back to its server.
struct RewardRequestTests {
  @Test func acceptsShortPrintableFields() throws {
    let request = try RewardRequest(userID: "u-81", customData: "series=7&episode=12 ✓")
    #expect(request.userID == "u-81")
    _ = try RewardRequest(userID: String(repeating: "a", count: 256))
    _ = try RewardRequest(customData: String(repeating: "é", count: 512))
  }

  @Test(
    arguments: [
      (String(repeating: "a", count: 257), nil), ("line\nbreak", nil), ("\u{85}", nil),
      (nil, String(repeating: "é", count: 513)), (nil, "tab\there"), (nil, "nul\u{0}"),
    ] as [(String?, String?)])
  func refusesLongFieldsAndControlCharacters(userID: String?, customData: String?) {
    #expect(throws: VideoAdError.self) { try RewardRequest(userID: userID, customData: customData) }
  }
}
