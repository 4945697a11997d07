import KontextVideoSDK
import KontextVideoTesting

/// One app on a manual clock: an SDK instance made by `KontextVideo.testing`, a feed of
/// pages, and the ledger that checks every promise. A run is a series of worlds; each ends
/// with everything torn down and checked released.
@MainActor
final class ModelWorld {
  let sdk: KontextVideo
  let clock: ManualClock
  let presenter: HeadlessFullScreenPresenter
  /// What clicks open in the app; the viewer comes back with `.closePage`.
  let clicks: HeadlessClickOpener
  /// The ad each page open in the app was opened for, oldest first (nil: none on screen).
  var pagesHolding: [String?] = []
  let ledger = ModelLedger()
  /// Measures every ad shown; `ModelMeasurement` checks each session's rules at the end.
  let measurement = RecordingMeasurementProvider()
  let pages: [ModelPage]
  /// What the integrator's tasks reported since the last step, for the trace.
  var notes: [String] = []
  var nextTaskNumber = 0
  /// The content id of the `VideoAds` each task in flight works for.
  var taskOwners: [Int: String] = [:]
  /// Tasks in flight when their `VideoAds` went: they must throw `destroyed`.
  var doomed: Set<Int> = []
  /// The page whose player each `VideoAds` follows, by content id.
  var trackedPlayer: [String: Int] = [:]
  /// The promises about time.
  var liveness = ModelLiveness()
  /// The seconds each rewarded ad on screen watched.
  var watch = ModelRewardWatch()
  /// The reaction to run in the next delegate callback of its kind.
  var armed: ModelReaction?
  /// The reaction to run in the next `didEarn`, kept apart: rewards are rare, so it waits for
  /// one while other reactions come and go.
  var armedOnReward: ModelReaction?
  private var observation: EventObservation?
  /// Every `VideoAds` made, to check that each is released at the end.
  var madeAds: [WeakBox<VideoAds>] = []

  final class WeakBox<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
  }

  init() {
    let (sdk, clock, presenter) = KontextVideo.testing(.fill)
    (self.sdk, self.clock, self.presenter) = (sdk, clock, presenter)
    clicks = sdk.installHeadlessClicks().clicks
    pages = (0..<ModelAction.pageCount).map { ModelPage(index: $0, clock: clock) }
    pages[0].player.play()
    sdk.measurementProvider = measurement
    observation = sdk.addEventObserver { [weak ledger] event in ledger?.observe(event) }
    ledger.onHeard = { [weak self] heard, record in self?.heard(heard, of: record) }
    ledger.onEarned = { [weak self] earned, record in self?.rewardEarned(earned, of: record) }
    ledger.onEnded = { [weak self] reason, record in self?.ended(reason, of: record) }
  }

  /// A delegate heard `heard`: a full-screen ad's end comes once its dismissal has finished;
  /// an armed reaction runs now, inside the callback.
  private func heard(_ heard: ModelAdRecord.Heard, of record: ModelAdRecord) {
    if case .end = heard, record.format.isFullScreen,
      presenter.presentation != nil || presenter.isDismissing
    {
      ledger.fail("a full-screen ad's didEnd came before its dismissal finished: \(record.id)")
    }
    let reaction: ModelReaction
    if case .reward = heard {
      guard let armedOnReward else { return }
      reaction = armedOnReward
      self.armedOnReward = nil
    } else {
      guard let armed, armed.trigger == ModelReaction.Trigger(heard) else { return }
      reaction = armed
      self.armed = nil
    }
    var page = pages[reaction.page]
    let outcome: String
    switch reaction.call {
    case .show(let format): outcome = show(page, format, insets: 0)
    case .dismiss(let format): outcome = dismiss(page, format)
    case .reject(let format): outcome = reject(page, format)
    case .prepare(let format): outcome = prepare(page, format)
    case .destroy: outcome = destroy(page, inCallback: true)
    case .destroyItsAds:
      if let its = record.owner.flatMap({ owner in pages.first { $0.ads?.content.id == owner } }) {
        page = its
        outcome = destroy(page, inCallback: true)
      } else {
        outcome = "no VideoAds"
      }
    case .release: outcome = release(page, inCallback: true)
    case .play:
      page.player.play()
      outcome = "ok"
    case .pause:
      page.player.pause()
      outcome = "ok"
    case .closeFullScreen: outcome = closeFullScreen()
    case .background:
      goToBackground()
      outcome = "ok"
    }
    if case .reward = heard { ledger.note("in didEarn \(reaction.call) → \(outcome)") }
    notes.append("  ↳ in \(heard) of \(record.id): p\(page.index) \(reaction.call) → \(outcome)")
    // The reaction may have changed what holds the ad on screen, or shown one, mid-step.
    checkpoint()
  }

  /// Runs one action and lets what it started settle; returns what happened, for the trace.
  func step(_ action: ModelAction) async -> String {
    let outcome = await apply(action)
    // An action that found nothing to act on started nothing: the settling (some 40 turns of
    // the main actor, most of a step's cost) is skipped.
    if case .advance = action {
    } else if !Self.didNothing.contains(outcome) {
      await clock.runDue()
    }
    return outcome
  }

  /// What an action that found nothing to act on returns.
  static let didNothing: Set<String> = ["no ad", "no VideoAds", "has one"]

  /// The first promise broken so far, checking the ones that hold after every step.
  func check() -> String? {
    ledger.checkAgreement()
    var drawn = presenter.presentation == nil ? 0 : 1
    for page in pages where page.container.placement != nil { drawn += 1 }
    if drawn > 1 { ledger.fail("two ads on screen: \(drawn) ads drawn") }
    if drawn > 0 && ledger.onScreen == nil {
      ledger.fail("an ad is drawn though every shown ad heard didEnd")
    }
    checkpoint()
    checkFullScreenAd()
    return ledger.violation
  }

  /// Checks the promises about time at this moment, and brings the watched time up to it:
  /// after every step, and after a reaction inside a callback (which may change what holds the
  /// ad on screen mid-step).
  func checkpoint() {
    let ad = ledger.onScreen.flatMap { ledger.records[$0] }
    var isOff = false
    if let ad, ad.format.isInline, let page = ad.container.map({ pages[$0] }) {
      let inPictureInPicture = pages.contains {
        $0.ads?.content.id == ad.owner && $0.ads?.isContentInPictureInPicture == true
      }
      let elsewhere =
        inPictureInPicture || (ad.player.map { pages[$0].player.isPlayingElsewhere } ?? false)
      isOff =
        !page.container.isInVisibleWindow || page.container.visibleFraction == 0 || elsewhere
    }
    if let broken = liveness.check(
      ad, now: clock.now, isAppActive: sdk.isAppActive, isOff: isOff,
      isHeldByPage: ad.map { pagesHolding.contains($0.id) } ?? false,
      isHeldByVideo: ad.map { $0.format.isFullScreen && $0.video.isHeld } ?? false)
    {
      ledger.fail(broken)
    }
    checkpointWatch()
  }

  /// Destroys and lets go of everything, lets the clock run until nothing is left, and checks
  /// that every ad ended once and that everything was released.
  func tearDown() async -> String? {
    for page in pages {
      page.ads?.destroy()
      page.ads = nil
      page.held.removeAll()
    }
    presenter.failsToPresent = false
    while clicks.isPageOpen { clicks.closePage() }  // the viewer comes back
    pagesHolding.removeAll()
    var rounds = 0
    while pages.contains(where: { !$0.tasks.isEmpty }) || rounds < 2 {
      await clock.advance(by: 10)
      rounds += 1
      if rounds > 10 {
        ledger.fail("the integrator's tasks still wait after 100 s of teardown")
        break
      }
    }
    // The integrator's tasks that finished meanwhile may have stored an ad: let go of it too.
    for page in pages { page.held.removeAll() }
    await clock.advance(by: 1)
    ledger.checkEverythingEnded()
    // Whatever was earned with no delegate is owed: the app's launch hands it over.
    _ = deliverUnclaimedRewards()
    ModelMeasurement.check(measurement, ledger)
    observation?.cancel()
    observation = nil
    ledger.dropDelegates()
    await clock.advance(by: 1)
    if clock.pendingCount != 0 {
      ledger.fail("the clock did not settle: \(clock.pendingCount) timers left at the end")
    }
    if let kept = madeAds.first(where: { $0.object != nil }) {
      ledger.fail("a VideoAds was not released: \(kept.object?.content.id ?? "?")")
    }
    for record in ledger.order {
      if record.ad != nil { ledger.fail("an ad was not released: \(record.id)") }
      if record.weakDelegate != nil { ledger.fail("a delegate was not released: \(record.id)") }
    }
    return ledger.violation
  }
}
