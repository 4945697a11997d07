import KontextVideoSDK

/// Every ad of one model world, from the SDK's events and the delegates' callbacks. Checks, as
/// each arrives, the promises that must hold at every moment, and keeps the first broken one.
@MainActor
final class ModelLedger {
  private(set) var records: [String: ModelAdRecord] = [:]
  /// The ads in the order they were filled, for checks that go through all of them.
  private(set) var order: [ModelAdRecord] = []
  /// The first broken promise.
  private(set) var violation: String?
  /// The ad whose `show()` is running: its delegate may hear it go on screen.
  var showing: String?
  /// The ad shown by `show()` whose `didEnd` has not come.
  private(set) var onScreen: String?
  /// The ad whose `shown` event came and whose `ended` event has not.
  private var onScreenByEvents: String?
  /// Told of each callback once it is checked and recorded: the integrator may act in it.
  var onHeard: ((ModelAdRecord.Heard, ModelAdRecord) -> Void)?
  /// Told of each `rewardEarned` event once it is recorded, before any delegate hears it.
  var onEarned: ((EarnedReward, ModelAdRecord) -> Void)?
  /// Told of each `ended` event once it is recorded, before the delegate hears it.
  var onEnded: ((VideoAd.EndReason, ModelAdRecord) -> Void)?
  /// The last ad each `VideoAds` returned for each format, by the `VideoAds`' content id.
  private var lastReturned: [String: ModelAdRecord] = [:]
  /// Ads with callbacks or events since the last agreement check.
  private var touched: [ModelAdRecord] = []

  func fail(_ message: String) {
    if violation == nil { violation = message }
  }

  // MARK: The event stream

  /// How many of each event came, by its label, for a run's summary.
  private(set) var counts: [String: Int] = [:]

  /// Counts one of the model's own happenings (a reaction run, a reward handed over) for the
  /// run's summary.
  func note(_ label: String) {
    counts["model: \(label)", default: 0] += 1
  }

  func observe(_ event: AdEvent) {
    counts[event.name.description, default: 0] += 1
    guard let id = event.adID else { return }  // requested, no fill, request failed
    if case .filled = event.name {
      guard records[id] == nil else { return fail("filled twice: \(id)") }
      let record = ModelAdRecord(id: id, format: event.format)
      records[id] = record
      order.append(record)
      return
    }
    guard let record = records[id] else {
      return fail("event before filled: \(event.name) of \(id)")
    }
    if let terminal = record.terminal {
      return fail("event after the last: \(event.name) of \(id) after \(terminal)")
    }
    switch event.name {
    case .impression, .viewable, .click, .start, .firstQuartile, .midpoint, .thirdQuartile,
      .complete, .progress, .skip, .close, .creativeFailed, .closeConfirmationShown,
      .closeCancelled:
      if !record.shownEvent { return fail("\(event.name) before shown: \(id)") }
    case .breakAdStarted:
      if !record.shownEvent { return fail("\(event.name) before shown: \(id)") }
      guard let place = event.breakPosition, place == record.breakPosition + 1 else {
        return fail(
          "a break's next ad out of order: \(id) at \(event.breakPosition.map(String.init) ?? "-")"
            + " after \(record.breakPosition)")
      }
      record.breakPosition = place
      // The failed video before it was that ad's: the break went on, and the app heard none.
      record.failureInBreak = false
    case .rewardEarned(let earned):
      if !record.shownEvent { return fail("\(event.name) before shown: \(id)") }
      rewardEarned(earned, of: record)
    case .shown:
      if record.shownEvent { return fail("shown twice: \(id)") }
      if let other = onScreenByEvents {
        return fail("two ads on screen: \(id) shown while \(other) had not ended")
      }
      record.shownEvent = true
      onScreenByEvents = id
    case .notUsed:
      if record.shownEvent { return fail("notUsed after shown: \(event.name) of \(id)") }
      record.terminal = event.name
    case .ended:
      if !record.shownEvent { return fail("ended unshown: \(event.name) of \(id)") }
      record.terminal = event.name
      if onScreenByEvents == id { onScreenByEvents = nil }
      // With no delegate to hear its end, the ad leaves the screen with its event.
      if record.isDetached && onScreen == id { onScreen = nil }
    default:
      break
    }
    switch event.name {
    case .closeConfirmationShown:
      record.video.questionEvents += 1
      touched.append(record)
    case .closeCancelled:
      record.video.cancelEvents += 1
      touched.append(record)
    default: break
    }
    if let heard = heardByTheApp(event, of: record) {
      if record.isDetached {
        record.missed.append(heard)
      } else {
        record.told.append(heard)
      }
      touched.append(record)
    }
    if case .ended(let reason) = event.name { onEnded?(reason, record) }
  }

  /// What the app's delegate hears of `event`, if anything. In a break of several, the app
  /// hears the first ad's impression only, and an ad's failure only when it ends the break:
  /// then its delegate hears `didFailWith` (or, with none, its `ended(.failed)` follows); a
  /// `breakAdStarted` follows otherwise.
  private func heardByTheApp(_ event: AdEvent, of record: ModelAdRecord) -> ModelAdRecord.Heard? {
    guard let place = event.breakPosition else {
      if case .ended(.failed) = event.name, record.failureInBreak {
        record.failureInBreak = false
        (record.isDetached ? { record.missed.append(.failure) } : { record.told.append(.failure) })()
      }
      return ModelAdRecord.Heard(event.name)
    }
    switch event.name {
    case .impression: return place == 1 ? .impression : nil
    case .creativeFailed:
      record.failureInBreak = true
      return nil
    default: return ModelAdRecord.Heard(event.name)
    }
  }

  // MARK: Rewards

  /// The transaction ids of every reward the event stream told of.
  private var transactions: Set<String> = []
  /// The rewards earned while their ad had no delegate, by transaction id: each must come from
  /// `deliverUnclaimedRewards` once.
  private(set) var owed: [String: EarnedReward] = [:]
  /// The rewards a delegate heard, or `deliverUnclaimedRewards` handed over: never again.
  private var granted: Set<String> = []

  /// A `rewardEarned` event: one at most per ad, a rewarded one, for that very ad.
  private func rewardEarned(_ earned: EarnedReward, of record: ModelAdRecord) {
    if record.format != .rewarded {
      fail("a .\(record.format) ad earned a reward: \(record.id), \(earned.transactionID)")
    }
    if let first = record.video.earned.first {
      fail(
        "a second reward for one ad: \(record.id), \(earned.transactionID) after "
          + "\(first.transactionID)")
    }
    if !transactions.insert(earned.transactionID).inserted {
      fail("two rewards with one transaction id: \(earned.transactionID), now for \(record.id)")
    }
    if earned.adID != record.id || earned.reward != ModelVideo.reward
      || (record.ad.map { earned.requestID != $0.requestID } ?? false)
    {
      fail("a reward is not the sandbox's for its ad: \(record.id), \(earned)")
    }
    record.video.earned.append(earned)
    // A reward earned while the viewer was asked whether to close ends the question.
    record.video.isAskingToClose = false
    if record.isDetached { owed[earned.transactionID] = earned }
    onEarned?(earned, record)
  }

  /// `deliverUnclaimedRewards` handed over `handed`: each reward earned without a delegate
  /// once, and nothing a delegate heard.
  func handedOver(_ handed: [EarnedReward]) {
    var seen: Set<String> = []
    for reward in handed {
      let id = reward.transactionID
      if !seen.insert(id).inserted {
        fail("deliverUnclaimedRewards handed a reward over twice in one call: \(id)")
      } else if granted.contains(id) {
        fail(
          "deliverUnclaimedRewards handed over a reward granted already: \(id) of \(reward.adID)")
      } else if let owed = owed.removeValue(forKey: id) {
        if owed != reward {
          fail("deliverUnclaimedRewards changed a reward: \(reward), not \(owed)")
        }
        granted.insert(id)
      } else {
        fail("deliverUnclaimedRewards handed over a reward never earned: \(reward)")
      }
    }
    for (id, reward) in owed.sorted(by: { $0.key < $1.key }) {
      fail(
        "deliverUnclaimedRewards did not hand over a reward earned with no delegate: \(id) of "
          + "\(reward.adID)")
    }
  }

  // MARK: The delegates

  /// The integrator got the ad from `format()` of `owner` and made itself its delegate.
  func adopt(_ ad: VideoAd, owner: VideoAds) {
    guard let record = records[ad.id] else {
      return fail("format() returned an ad with no filled event: \(ad.id)")
    }
    if record.ad == nil { record.ad = ad }
    guard record.ad === ad else { return fail("two ads with one id: \(ad.id)") }
    if record.owner == nil { record.owner = owner.content.id }
    let key = "\(owner.content.id)/\(ad.format)"
    if let previous = lastReturned[key], previous !== record {
      if !previous.shownEvent && previous.terminal == nil {
        fail("format() returned \(record.id) while \(previous.id) was held unshown")
      }
    }
    lastReturned[key] = record
    guard record.delegate == nil else { return }
    let delegate = ModelDelegate(ledger: self)
    record.delegate = delegate
    record.weakDelegate = delegate
    ad.delegate = delegate
  }

  func heard(
    _ heard: ModelAdRecord.Heard, from ad: VideoAd, by delegate: ModelDelegate,
    reward: EarnedReward? = nil
  ) {
    guard let record = records[ad.id], record.ad === ad, record.delegate === delegate else {
      return fail("a delegate heard \(heard) of an ad it is not the delegate of: \(ad.id)")
    }
    if record.isDetached {
      fail("a delegate heard a callback after the integrator set it to nil: \(heard) of \(ad.id)")
    }
    if heard == .failure, record.failureInBreak {
      // The break's failed video ends the break: the app hears it, as its event said.
      record.failureInBreak = false
      record.told.append(.failure)
    }
    if let reward {
      if record.rewardsHeard > 0 {
        fail("heard a second reward: \(heard) of \(record.id), after \(record.heard)")
      }
      if record.video.earned.last != reward {
        fail(
          "the delegate's reward is not the event's: \(reward) of \(record.id), events "
            + "\(record.video.earned)")
      }
      if !granted.insert(reward.transactionID).inserted {
        fail("a reward was granted twice: \(reward.transactionID) of \(record.id)")
      }
    }
    if !record.shown && showing != record.id {
      fail("heard before show(): \(heard) of \(record.id)")
    }
    if record.endsHeard > 0 {
      fail("heard after its end: \(heard) of \(record.id), after \(record.heard)")
    }
    record.heard.append(heard)
    touched.append(record)
    if case .end = heard, onScreen == record.id { onScreen = nil }
    onHeard?(heard, record)
  }

  // MARK: The integrator's show()

  /// How many `show()` calls succeeded, to tell a nested one (from a callback) apart.
  private(set) var showsSucceeded = 0

  func showSucceeded(_ record: ModelAdRecord) {
    showsSucceeded += 1
    if let other = onScreen, other != record.id {
      fail("two ads on screen: show() of \(record.id) succeeded while \(other) had not ended")
    }
    if record.shown { fail("shown twice: show() of \(record.id) succeeded again") }
    if !record.shownEvent { fail("show() succeeded without a shown event: \(record.id)") }
    record.shown = true
    if record.endsHeard == 0 { onScreen = record.id }
  }

  // MARK: Checks

  /// The events and the callbacks of every ad touched since the last check tell the same.
  func checkAgreement() {
    for record in touched {
      if record.delegate != nil && record.heard != record.told {
        fail(
          "events and delegate disagree for \(record.id): events \(record.told), "
            + "delegate \(record.heard)")
      }
      checkQuestions(record)
    }
    touched.removeAll(keepingCapacity: true)
  }

  /// Each close question the model saw asked is one `closeConfirmationShown`, each "keep
  /// watching" one `closeCancelled`.
  private func checkQuestions(_ record: ModelAdRecord) {
    let video = record.video
    if video.questions != video.questionEvents || video.cancels != video.cancelEvents {
      fail(
        "close questions and their events disagree: \(record.id) asked \(video.questions), "
          + "\(video.questionEvents) closeConfirmationShown; kept watching \(video.cancels), "
          + "\(video.cancelEvents) closeCancelled")
    }
  }

  /// At the end of a world, everything has ended and everything agreed.
  func checkEverythingEnded() {
    checkAgreement()
    if let onScreen { fail("still on screen at the end: \(onScreen)") }
    for record in order {
      if record.terminal == nil { fail("never ended nor reported notUsed: \(record.id)") }
      if record.shown && record.endsReported != 1 {
        fail(
          "a shown ad heard \(record.endsHeard) didEnd: \(record.id), \(record.heard)"
            + (record.isDetached ? ", and had \(record.missed) without a delegate" : ""))
      }
      checkQuestions(record)
      if record.delegate != nil && record.heard != record.told {
        fail(
          "events and delegate disagree for \(record.id): events \(record.told), "
            + "delegate \(record.heard)")
      }
    }
  }

  /// The integrator lets go of its delegates.
  func dropDelegates() {
    for record in order { record.delegate = nil }
  }
}
