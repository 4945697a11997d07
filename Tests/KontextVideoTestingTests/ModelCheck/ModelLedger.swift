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
      .complete, .progress, .skip, .close, .creativeFailed:
      if !record.shownEvent { return fail("\(event.name) before shown: \(id)") }
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
    default:
      break
    }
    if let heard = ModelAdRecord.Heard(event.name) {
      record.told.append(heard)
      touched.append(record)
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

  func heard(_ heard: ModelAdRecord.Heard, from ad: VideoAd, by delegate: ModelDelegate) {
    guard let record = records[ad.id], record.ad === ad, record.delegate === delegate else {
      return fail("a delegate heard \(heard) of an ad it is not the delegate of: \(ad.id)")
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
    for record in touched where record.delegate != nil && record.heard != record.told {
      fail(
        "events and delegate disagree for \(record.id): events \(record.told), "
          + "delegate \(record.heard)")
    }
    touched.removeAll(keepingCapacity: true)
  }

  /// At the end of a world, everything has ended and everything agreed.
  func checkEverythingEnded() {
    checkAgreement()
    if let onScreen { fail("still on screen at the end: \(onScreen)") }
    for record in order {
      if record.terminal == nil { fail("never ended nor reported notUsed: \(record.id)") }
      if record.shown && record.endsHeard != 1 {
        fail("a shown ad heard \(record.endsHeard) didEnd: \(record.id), \(record.heard)")
      }
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
