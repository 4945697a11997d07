import Testing

/// Rewarded ads through the model check, as fixed action lists: every promise is checked after
/// each step as in a random run, and the run's counts show that the path was taken (a reward
/// is rare in random runs, which need some 60 undisturbed steps for one).
@MainActor
struct ModelCheckRewardTests {
  /// Runs `actions`; returns how many of each event came and of the model's own happenings.
  private func counts(
    _ actions: [ModelAction], sourceLocation: SourceLocation = #_sourceLocation
  ) async -> [String: Int] {
    var counts: [String: Int] = [:]
    let failure = await ModelCheck.run(actions: actions) {
      counts = $0
    }
    #expect(
      failure == nil, "\(failure.map(String.init(describing:)) ?? "")",
      sourceLocation: sourceLocation)
    return counts
  }

  private let shown: [ModelAction] = [
    .open(page: 0),
    .prepare(page: 0, .rewarded),
    .show(page: 0, .rewarded, insets: 0),
  ]

  /// The sheet and the close question hold the video (their time is not watched); "keep
  /// watching" plays on, the reward comes after 15 s watched, and close then ends the ad.
  @Test func theRewardComesAfter15SecondsWatchedAndCloseThenEndsTheAd() async {
    let counts = await counts(
      shown + [
        .advance(10),
        .linearInfo(open: true),
        .advance(5),
        .linearInfo(open: false),
        .closeFullScreen,
        .advance(5),
        .answerClose(closes: false),
        .advance(4.75),
        .advance(0.25),
        .closeFullScreen,
        .advance(1),
      ])
    #expect(counts["rewardEarned(5 coins)"] == 1)
    #expect(counts["closeConfirmationShown"] == 1 && counts["closeCancelled"] == 1)
    #expect(counts["model: rewarded ad ended closed, rewarded"] == 1)
  }

  /// "Close" before the reward ends the ad `.closed`, unrewarded, however long it then waits.
  @Test func closingBeforeTheRewardEarnsNothing() async {
    let counts = await counts(
      shown + [
        .advance(6),
        .closeFullScreen,
        .advance(30),
        .answerClose(closes: true),
        .advance(1),
      ])
    #expect(counts["rewardEarned(5 coins)"] == nil)
    #expect(counts["model: rewarded ad ended closed, unrewarded"] == 1)
  }

  /// Skip does nothing; the background, the app's cover, an external pause and buffering hold
  /// the watched time (buffering moves the video on); the video completes with its reward.
  @Test func timeAwayCoveredPausedOrBufferingIsNotWatched() async {
    let counts = await counts(
      shown + [
        .advance(5),
        .tapSkip,
        .buffering(true),
        .advance(3),
        .buffering(false),
        .coverFullScreen(true),
        .advance(10),
        .coverFullScreen(false),
        .pauseFullScreenExternally,
        .advance(10),
        .tapPlay,
        .advance(3),
        .background,
        .advance(30),
        .foreground,
        .advance(20),
      ])
    #expect(counts["rewardEarned(5 coins)"] == 1)
    #expect(counts["model: rewarded ad ended completed, rewarded"] == 1)
  }

  /// A reward earned with no delegate comes from `deliverUnclaimedRewards`, once; the end of
  /// the world calls it again, and it hands over nothing more.
  @Test func aRewardEarnedWithNoDelegateIsHandedOverOnce() async {
    let counts = await counts(
      shown + [
        .advance(3),
        .dropDelegate,
        .advance(13),
        .deliverUnclaimedRewards,
        .advance(20),
        .deliverUnclaimedRewards,
      ])
    #expect(counts["model: reward earned with no delegate"] == 1)
    #expect(counts["model: rewards handed over by deliverUnclaimedRewards"] == 1)
  }

  /// From inside `didEarn`: destroying the ads, closing the ad, or the app leaving; the
  /// reward is heard once, before the end.
  @Test(arguments: [ModelReaction.Call.destroyItsAds, .closeFullScreen, .background])
  func aReactionInsideDidEarn(_ call: ModelReaction.Call) async {
    let counts = await counts(
      [
        .open(page: 0),
        .prepare(page: 0, .rewarded),
        .react(ModelReaction(trigger: .reward, page: 1, call: call)),
        .show(page: 0, .rewarded, insets: 0),
        .advance(16),
        .foreground,
        .advance(20),
      ])
    #expect(counts["rewardEarned(5 coins)"] == 1)
    #expect(counts.keys.contains { $0.hasPrefix("model: in didEarn \(call)") })
  }

  // MARK: Bugs the model check found, fixed

  /// A full-screen ad shown while the app is in the background waits for the app: its video
  /// is held, unseen and uncounted (before the fix it played there, and a rewarded one
  /// completed unwatched, unrewarded).
  @Test func aFullScreenAdShownInTheBackgroundWaitsForTheApp() async {
    _ = await counts([.background] + shown + [.advance(1)])
  }

  /// A rewarded video's completion does not earn its 15 s reward after 14 s watched: the 1 s
  /// tolerance for a late last report is only for a requirement that reaches the video's end.
  @Test func aCompletionDoesNotEarnASecondsRewardEarly() async {
    _ = await counts(shown + [.advance(14), .buffering(true), .advance(17)])
  }
}
