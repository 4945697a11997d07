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
}
