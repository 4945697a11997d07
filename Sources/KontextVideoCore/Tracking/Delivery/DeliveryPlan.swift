import Foundation

/// Every delivery decision of the tracking queue, as a value with no I/O: the one owner of the
/// undelivered beacons (the backlog), the two lanes' retry state and the three wake-ups.
///
/// Each event that reaches the queue (beacons absorbed, a flush, a batch's or a pixel's outcome,
/// a wake-up) goes in as a call, and what to do comes out as ``Action``s, in order; the
/// ``BeaconQueue`` only carries them out (sends, timers, the journal) and reports each to its
/// observer. So the rules are tested on the value alone: actions out for events in.
struct DeliveryPlan: Sendable {
  /// One wake-up the plan asks for.
  enum Wake: Sendable, Hashable, CaseIterable {
    /// The batching window is over: deliver what gathered.
    case batchWindow
    /// The events lane's backoff is over.
    case eventsRetry
    /// The earliest backoff of a tracker with pixels waiting is over.
    case pixels
  }

  /// Why beacons leave the plan.
  enum Forgetting: Sendable, Hashable {
    /// Delivered.
    case delivered
    /// Refused for good with `status` (0: nothing could be sent); `pixel` tells the lane.
    case rejected(status: Int, pixel: Bool)
    /// Older than the age cap.
    case expired
    /// Pushed out of its lane (`events`: the events lane), which holds at most `cap`.
    case overflow(events: Bool, cap: Int)
  }

  /// What the queue does next.
  enum Action: Sendable, Hashable {
    /// The beacons are now owed (`fromEarlierLaunch`: read back from the journal's file).
    case owe([Beacon], fromEarlierLaunch: Bool)
    /// Send these events (or, with `reports`, these reports) in one request, then call
    /// ``DeliveryPlan/eventsSettled(_:_:at:wallNow:)``.
    case sendEvents([Beacon], reports: Bool)
    /// Send these pixels at once, each call ``DeliveryPlan/pixelSettled(_:_:)`` as it
    /// answers, then ``DeliveryPlan/pixelsSettled(_:at:wallNow:)`` with every outcome.
    case sendPixels([Beacon])
    /// Call ``DeliveryPlan/woke(_:at:wallNow:)`` at this time (in place of any earlier time).
    case wake(Wake, at: TimeInterval)
    /// The wake-up is no longer wanted.
    case cancelWake(Wake)
    /// Start both lanes now: call ``DeliveryPlan/startEvents(at:wallNow:)`` then, when that
    /// lane's round is over, ``DeliveryPlan/startPixels(at:wallNow:)``.
    case deliver
    /// The beacons left the plan: take them out of the journal.
    case forget([String], Forgetting)
  }

  /// The queue's caps and timing.
  let policy: BeaconQueue.Policy
  /// How many pixels one round sends at once.
  let pixelParallelism: Int
  /// The beacons owed, oldest first.
  private(set) var backlog = BeaconBacklog()
  private(set) var events = EventLane()
  private(set) var pixels = PixelLane()
  /// The wake-ups asked for and not yet come.
  private(set) var wakes: [Wake: TimeInterval] = [:]
  /// The pixels tried in the pixel lane's current round: each is tried once a round.
  private var triedThisRound: Set<String> = []

  init(policy: BeaconQueue.Policy, pixelParallelism: Int = BeaconQueue.pixelParallelism) {
    self.policy = policy
    self.pixelParallelism = max(pixelParallelism, 1)
  }

  /// Whether a lane has a round in flight (a flush waits for it).
  var isSending: Bool { events.isSending || pixels.isSending }

  // MARK: Events in

  /// Beacons read back from the journal's file at start: older than any owed now.
  mutating func restored(_ stored: [Beacon]) -> [Action] {
    let owed = Set(backlog.beacons.map(\.id))
    backlog.restore(stored)
    return [.owe(stored.filter { !owed.contains($0.id) }, fromEarlierLaunch: true)]
  }

  /// Beacons the journal handed over: owed from now, then delivered once the batching window
  /// (if any) is over.
  mutating func absorbed(_ beacons: [Beacon], at now: TimeInterval, wallNow: Date) -> [Action] {
    var actions = owe(beacons) + limits(wallNow)
    guard policy.batchWindow > 0 else { return actions + [.deliver] }
    if wakes[.batchWindow] == nil {
      let due = now + policy.batchWindow
      wakes[.batchWindow] = due
      actions.append(.wake(.batchWindow, at: due))
    }
    return actions
  }

  /// A flush: every backoff is over except a server's `Retry-After`, the batching window is
  /// cut short, and both lanes start. `beacons` are what the journal handed over with it.
  mutating func flushed(_ beacons: [Beacon], at now: TimeInterval, wallNow: Date) -> [Action] {
    var actions = owe(beacons) + limits(wallNow)
    actions += cancel(.eventsRetry)
    if let due = events.flush(at: now) {
      wakes[.eventsRetry] = due
      actions.append(.wake(.eventsRetry, at: due))
    }
    actions += cancel(.pixels)
    pixels.flush()
    actions += cancel(.batchWindow)
    return actions + [.deliver]
  }

  /// A wake-up asked for came.
  mutating func woke(_ wake: Wake, at now: TimeInterval, wallNow: Date) -> [Action] {
    wakes[wake] = nil
    switch wake {
    case .batchWindow, .eventsRetry: return [.deliver]
    case .pixels: return startPixels(at: now, wallNow: wallNow)
    }
  }

  // MARK: The events lane

  /// Starts a round of the events lane unless one is in flight or its backoff runs.
  mutating func startEvents(at now: TimeInterval, wallNow: Date) -> [Action] {
    guard events.mayStart(at: now) else { return [] }
    events.begin()
    return nextEvents(wallNow)
  }

  /// A batch of the events lane came back with `outcome`.
  mutating func eventsSettled(
    _ batch: [String], _ outcome: DeliveryOutcome, at now: TimeInterval, wallNow: Date
  ) -> [Action] {
    var actions = settle(batch, outcome, pixel: false)
    switch events.settle(outcome, at: now, policy: policy) {
    case .sendMore:
      actions += nextEvents(wallNow)
    case .retry(let due):
      events.end()
      wakes[.eventsRetry] = due
      actions.append(.wake(.eventsRetry, at: due))
    }
    return actions
  }

  /// The next batch: the oldest events of one kind (events and reports go to endpoints of their
  /// own), or the end of the round.
  private mutating func nextEvents(_ wallNow: Date) -> [Action] {
    let actions = limits(wallNow)
    let waiting = backlog.beacons.filter(\.isEvent)
    guard let first = waiting.first else {
      events.end()
      return actions
    }
    let batch = Array(waiting.prefix { $0.isReport == first.isReport }.prefix(policy.batchSize))
    return actions + [.sendEvents(batch, reports: first.isReport)]
  }

  // MARK: The pixel lane

  /// Starts a round of the pixel lane unless one is in flight.
  mutating func startPixels(at now: TimeInterval, wallNow: Date) -> [Action] {
    guard pixels.begin() else { return [] }
    triedThisRound = []
    return nextPixels(at: now, wallNow: wallNow)
  }

  /// One pixel of the batch in flight answered (each counts as it comes: a slow one holds back
  /// none of the others).
  mutating func pixelSettled(_ id: String, _ outcome: DeliveryOutcome) -> [Action] {
    settle([id], outcome, pixel: true)
  }

  /// Every pixel of the batch in flight answered: each tracker backs off or is cleared, and the
  /// round goes on with pixels not tried yet.
  mutating func pixelsSettled(
    _ outcomes: [(beacon: Beacon, outcome: DeliveryOutcome)], at now: TimeInterval,
    wallNow: Date
  ) -> [Action] {
    pixels.settle(outcomes, at: now, policy: policy)
    return nextPixels(at: now, wallNow: wallNow)
  }

  private mutating func nextPixels(at now: TimeInterval, wallNow: Date) -> [Action] {
    let actions = limits(wallNow)
    let batch = pixels.due(
      backlog.beacons, tried: triedThisRound, at: now, count: pixelParallelism)
    guard batch.isEmpty else {
      triedThisRound.formUnion(batch.map(\.id))
      return actions + [.sendPixels(batch)]
    }
    pixels.end()
    // Wake when the earliest backoff of a tracker with pixels waiting is over.
    let due = pixels.nextWake(waiting: backlog.beacons)
    guard due != wakes[.pixels] else { return actions }
    guard let due else { return actions + cancel(.pixels) }
    wakes[.pixels] = due
    return actions + [.wake(.pixels, at: due)]
  }

  // MARK: Shared rules

  private mutating func owe(_ beacons: [Beacon]) -> [Action] {
    let fresh = backlog.add(beacons)
    return fresh.isEmpty ? [] : [.owe(fresh, fromEarlierLaunch: false)]
  }

  /// One attempt's outcome for `ids`: out of the plan, or one more attempt counted.
  private mutating func settle(_ ids: [String], _ outcome: DeliveryOutcome, pixel: Bool)
    -> [Action]
  {
    switch outcome {
    case .delivered:
      backlog.remove(Set(ids))
      return [.forget(ids, .delivered)]
    case .rejected(let status):
      backlog.remove(Set(ids))
      return [.forget(ids, .rejected(status: status, pixel: pixel))]
    case .retry:
      backlog.countAttempt(Set(ids))
      return []
    }
  }

  /// The age cap, then each lane's cap.
  private mutating func limits(_ wallNow: Date) -> [Action] {
    backlog.applyLimits(now: wallNow, policy: policy).map { drop in
      switch drop.reason {
      case .expired: .forget(drop.ids, .expired)
      case .overflow(let events, let cap): .forget(drop.ids, .overflow(events: events, cap: cap))
      }
    }
  }

  private mutating func cancel(_ wake: Wake) -> [Action] {
    wakes.removeValue(forKey: wake) == nil ? [] : [.cancelWake(wake)]
  }
}
