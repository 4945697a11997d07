import Testing

/// Action lists the model check once failed on, cut down by its minimiser, replayed on every
/// run.
@MainActor
struct ModelCheckRegressionTests {
  /// Seed 25: a `prepare` task kept its released `VideoAds` alive through a slow answer and
  /// stored the ad after the teardown had let go of everything; the model, not the SDK, held
  /// it. The teardown now lets go again once the tasks have finished.
  @Test func aTaskThatOutlivesItsPageLeavesNothingBehind() async {
    let failure = await ModelCheck.run(actions: [
      .server(ModelServer.named("slow(3)")),
      .open(page: 1),
      .prepare(page: 1, .linear),
      .release(page: 1),
    ])
    #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
  }

  /// Soak seed 200016: `show()` of a pause ad first lets the overlay whose content ran out
  /// (a seek past the end stops it without a pause event) end `.contentPaused`; that
  /// overlay's `didEnd` shows a linear ad; the pause ad's `show()` then rightly throws
  /// `anotherAdShowing`. The model took the linear ad's presentation for the pause ad's.
  @Test func aShowThatFreesTheScreenLetsTheEndingAdsDelegateTakeIt() async {
    let failure = await ModelCheck.run(actions: [
      .open(page: 1),
      .prepare(page: 1, .linear),
      .play(page: 1),
      .prepare(page: 1, .overlay),
      .react(ModelReaction(trigger: .end, page: 1, call: .show(.linear))),
      .prepare(page: 1, .pause),
      .show(page: 1, .overlay, insets: 0),
      .seek(page: 1, to: 120),
      .show(page: 1, .pause, insets: 0),
    ])
    #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
  }

  /// Soak seed 900034: as above, but the ending overlay's `didEnd` shows the very pause ad
  /// whose `show()` ended it. The nested call draws it; the outer one throws `alreadyShown`
  /// (it said `anotherAdShowing` before, blaming the ad itself).
  @Test func aShowWhoseAdTheEndingAdsDelegateShowedSaysAlreadyShown() async {
    let failure = await ModelCheck.run(actions: [
      .open(page: 1),
      .play(page: 1),
      .prepare(page: 1, .overlay),
      .prepare(page: 1, .pause),
      .react(ModelReaction(trigger: .end, page: 1, call: .show(.pause))),
      .show(page: 1, .overlay, insets: 0),
      .seek(page: 1, to: 120),
      .show(page: 1, .pause, insets: 0),
    ])
    #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
  }
}
