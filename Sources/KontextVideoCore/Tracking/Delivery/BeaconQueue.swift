import Foundation

/// Delivers beacons at least once: written to disk before any attempt, read back after a
/// restart, retried with exponential backoff and jitter on network failures, 408, 429 and 5xx,
/// dropped with a report on other 4xx, capped in count and age with the oldest dropped first.
/// Each lane has its own cap, so a third-party VAST listing thousands of pixels can never push
/// out the events a publisher is paid by.
///
/// Two lanes deliver, each with its own retry state: the ad server's own events, in batches,
/// and third-party pixels, a few at a time, each given ``pixelTimeout``. So a pixel that never
/// answers, or a tracker that is down, never holds back the events a publisher is paid by.
///
/// It is an actor: no disk or network work ever happens on the main actor.
package actor BeaconQueue {
  /// The queue's limits and retry timing.
  package struct Policy: Sendable, Hashable {
    /// The most first-party events kept; past it, the oldest events are dropped.
    package var maximumEvents = 1000
    /// The most third-party pixels kept; past it, the oldest pixels are dropped (never events).
    package var maximumPixels = 1000
    package var maximumAge: TimeInterval = 7 * 24 * 3600
    package var batchSize = 50
    /// How long events may gather before a delivery, so a busy session sends one request
    /// where it would send many. A flush does not wait.
    package var batchWindow: TimeInterval = 1
    package var firstRetryDelay: TimeInterval = 1
    package var maximumRetryDelay: TimeInterval = 300
    /// The share by which a delay is randomly lengthened or shortened.
    package var jitter = 0.2

    package init() {}
  }

  /// How long events wait in the main actor's inbox before they are moved into the queue
  /// (and so to disk): 0.25 s, so that a burst of events costs one background task.
  package static let handOffDelay: TimeInterval = 0.25
  /// How long one pixel may take before it counts as failed (and is retried later): 5 s.
  package static let pixelTimeout: TimeInterval = 5
  /// How many pixels are sent at once: 4.
  package static let pixelParallelism = 4

  /// What happened to beacons so far, for tests and diagnostics.
  package typealias Stats = DeliveryStats

  /// Where the queue sends: the transport, the events URL and the token of the configuration
  /// current when a request is built, and the log it writes to.
  package struct Destination: Sendable {
    package var transport: any HTTPTransport
    package var eventsURL: URL
    package var token: String
    package var log: @Sendable (String) -> Void

    package init(
      transport: any HTTPTransport, eventsURL: URL, token: String,
      log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
      self.transport = transport
      self.eventsURL = eventsURL
      self.token = token
      self.log = log
    }
  }

  /// The journal whose beacons this queue delivers: one queue per journal, for the journal's
  /// life, so that no beacon is ever held by two queues (and sent twice).
  package nonisolated let journal: BeaconJournal
  private let destination: Locked<Destination>
  private let clock: any AdClock
  private let wallClock: @Sendable () -> Date
  /// Every decision: what is owed, the lanes, the wake-ups.
  private var plan: DeliveryPlan
  /// Hears every action and answer: the inspector and the log.
  private let observer: DeliveryObserver
  private var loaded = false
  private var stats = Stats()
  /// The timers the plan asked for, by wake-up, each with its number: a timer replaced or
  /// cancelled as it fired does nothing.
  private var timers: [DeliveryPlan.Wake: (generation: Int, handle: AdCancellable)] = [:]
  private var lastTimer = 0
  /// Flushes waiting for a lane that was already sending.
  private var laneWaiters: [CheckedContinuation<Void, Never>] = []

  /// A queue whose beacons are written by `journal`, which the app's events go through.
  package init(
    journal: BeaconJournal,
    transport: any HTTPTransport,
    eventsURL: URL,
    token: String,
    clock: any AdClock,
    wallClock: @escaping @Sendable () -> Date = { Date() },
    policy: Policy = Policy(),
    inspector: AdInspector? = nil,
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.journal = journal
    destination = Locked(
      Destination(transport: transport, eventsURL: eventsURL, token: token, log: log))
    self.clock = clock
    self.wallClock = wallClock
    plan = DeliveryPlan(policy: policy)
    let destination = self.destination
    observer = DeliveryObserver(
      inspector: inspector, eventsURL: { destination.withLock { $0.eventsURL } },
      log: { message in destination.withLock { $0.log }(message) })
  }

  // A queue let go of (the SDK released or configured again) stops its timers, so no task
  // waits on the clock for it any more.
  deinit {
    for timer in timers.values { timer.handle.cancel() }
  }

  /// Sends what is owed, from the next request on, to `destination`: a second configuration of
  /// the SDK keeps the queue (and what it owes) and changes only where it sends. Callable from
  /// any thread, without waiting for the queue.
  package nonisolated func retarget(_ destination: Destination) {
    self.destination.withLock { $0 = destination }
  }

  /// Takes what the journal has written since (it is on disk), then delivers unless a batching
  /// window or a retry is waiting.
  package func absorb() async {
    loadIfNeeded()
    await follow(plan.absorbed(journal.take(), at: clock.now, wallNow: wallClock()))
  }

  /// Delivers now, whatever the backoff says (but never before a server's `Retry-After`), with
  /// what the journal holds too when `absorbing`: the app is going to the background, or the
  /// network is back.
  package func flush(absorbing: Bool = false) async {
    loadIfNeeded()
    let taken = absorbing ? journal.take() : []
    await follow(plan.flushed(taken, at: clock.now, wallNow: wallClock()))
    // A lane already sending when the flush came: wait for it, so that each lane, and each
    // tracker, has had an attempt when this returns.
    while plan.isSending {
      await withCheckedContinuation { laneWaiters.append($0) }
    }
  }

  private func wakeLaneWaiters() {
    let waiters = laneWaiters
    laneWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  /// Whether a flush is waiting on an attempt in flight (for tests).
  package func hasPendingFlush() -> Bool { plan.events.flushCame }

  /// The counts so far.
  package func currentStats() -> Stats {
    loadIfNeeded()
    var current = stats
    current.pending = plan.backlog.beacons.count
    return current
  }

  /// The retry state of `host`'s pixels: failures in a row, and when they are tried again
  /// (for tests).
  package func pixelRetryState(host: String) -> (failures: Int, retryAt: TimeInterval)? {
    plan.pixels.backoffs[host].map { ($0.failures, $0.retryAt) }
  }

  // MARK: Carrying out the plan

  /// Tells the stats and the observer.
  private func report(_ report: DeliveryReport) {
    stats.count(report)
    observer.heard(report)
  }

  /// Carries out `actions` in order, and what the plan says next, until it asks for nothing
  /// more: the sends, each lane's rounds (the events lane first), the timers and the journal.
  private func follow(_ actions: [DeliveryPlan.Action]) async {
    var next = carryOut(actions)
    while let action = next {
      switch action {
      case .deliver:
        // Both lanes, events first. Each sends until done or until a failure: the events lane
        // stops at a failed batch, and a tracker's pixels stop at its first failure in a
        // round; what is left waits for its wake-up.
        await follow(plan.startEvents(at: clock.now, wallNow: wallClock()))
        await follow(plan.startPixels(at: clock.now, wallNow: wallClock()))
        next = nil
      case .sendEvents(let batch, let reports):
        let ids = batch.map(\.id)
        let attempt =
          await sendEvents(batch, reports: reports)
          ?? DeliveryAttempt(outcome: .rejected(0), status: nil, text: "not encodable")
        report(.answered(ids, attempt, time: clock.now))
        next = carryOut(
          plan.eventsSettled(ids, attempt.outcome, at: clock.now, wallNow: wallClock()))
      case .sendPixels(let batch):
        next = carryOut(await sendPixels(batch))
      case .owe, .forget, .wake, .cancelWake:
        next = nil
      }
      if !plan.isSending { wakeLaneWaiters() }
    }
  }

  /// Carries out the actions that need no waiting (the journal, the timers) and returns the
  /// one that does, a send or a delivery, which the plan puts last.
  private func carryOut(_ actions: [DeliveryPlan.Action]) -> DeliveryPlan.Action? {
    var next: DeliveryPlan.Action?
    for action in actions {
      report(.acted(action))
      switch action {
      case .owe:
        break
      case .forget(let ids, _):
        // One appended line takes them out of the file.
        journal.remove(ids.sorted(), owed: plan.backlog.beacons)
      case .wake(let wake, let due):
        timers.removeValue(forKey: wake)?.handle.cancel()
        lastTimer += 1
        let generation = lastTimer
        timers[wake] = (generation, timer(until: due) { await $0.woke(wake, generation) })
      case .cancelWake(let wake):
        timers.removeValue(forKey: wake)?.handle.cancel()
      case .sendEvents, .sendPixels, .deliver:
        next = action
      }
    }
    return next
  }

  /// A timer came; one replaced or cancelled since does nothing.
  private func woke(_ wake: DeliveryPlan.Wake, _ generation: Int) async {
    guard timers[wake]?.generation == generation else { return }
    timers[wake] = nil
    await follow(plan.woke(wake, at: clock.now, wallNow: wallClock()))
  }

  // MARK: Sending

  /// Sends the pixels at once, each within ``pixelTimeout``; each answer counts as it comes, so
  /// a slow pixel holds back none of the others. Returns what the plan says once all answered.
  private func sendPixels(_ batch: [Beacon]) async -> [DeliveryPlan.Action] {
    var outcomes: [(beacon: Beacon, outcome: DeliveryOutcome)] = []
    await withTaskGroup(of: (Beacon, DeliveryAttempt).self) { group in
      for beacon in batch {
        group.addTask { (beacon, await self.sendPixelInTime(beacon)) }
      }
      for await (beacon, attempt) in group {
        report(.answered([beacon.id], attempt, time: clock.now))
        _ = carryOut(plan.pixelSettled(beacon.id, attempt.outcome))
        outcomes.append((beacon, attempt.outcome))
      }
    }
    return plan.pixelsSettled(outcomes, at: clock.now, wallNow: wallClock())
  }

  /// One pixel, or a retry when it has not answered within ``pixelTimeout``.
  private nonisolated func sendPixelInTime(_ beacon: Beacon) async -> DeliveryAttempt {
    // Only the race's winner counts: an answer that comes after the deadline does not.
    await clock.race(until: clock.now + Self.pixelTimeout) {
      await self.sendPixel(beacon)
    } late: {
      DeliveryAttempt(outcome: .retry(), status: nil, text: "timed out")
    }
  }

  /// Sends a batch of events to `/v1/events`, or of reports to `/v1/reports`; nil when the
  /// batch cannot be encoded (it never happens: every field is a string or a number).
  private func sendEvents(_ batch: [Beacon], reports: Bool) async -> DeliveryAttempt? {
    let wire = batch.compactMap { beacon -> WireEvent? in
      switch beacon.payload {
      case .event(let event), .report(let event): event
      case .pixel: nil
      }
    }
    guard let body = try? JSONEncoder().encode([reports ? "reports" : "events": wire]) else {
      return nil
    }
    // One read: the URL, the token and the transport of one configuration.
    let target = destination.withLock { $0 }
    let url =
      reports
      ? target.eventsURL.deletingLastPathComponent().appendingPathComponent("reports")
      : target.eventsURL
    let request = HTTPRequestData(
      method: "POST", url: url,
      headers: ["Authorization": "Bearer \(target.token)", "Content-Type": "application/json"],
      body: body, sentAt: clock.now, redirects: .never, responseBody: .ignore)
    return await Self.send(request, via: target.transport)
  }

  private nonisolated func sendPixel(_ beacon: Beacon) async -> DeliveryAttempt {
    guard case .pixel(let string) = beacon.payload, let url = URL(string: string) else {
      return DeliveryAttempt(outcome: .rejected(0), status: nil, text: "not a URL")
    }
    return await Self.send(
      HTTPRequestData(
        method: "GET", url: WebURL.withoutCredentials(url), headers: [:], body: Data(),
        sentAt: clock.now, redirects: .secureHops, responseBody: .ignore),
      via: destination.withLock { $0.transport })
  }

  private static func send(_ request: HTTPRequestData, via transport: any HTTPTransport) async
    -> DeliveryAttempt
  {
    guard let response = try? await transport.send(request) else {
      return DeliveryAttempt(
        outcome: .retry(), status: nil, text: "network failure", url: request.url.absoluteString)
    }
    let outcome = DeliveryOutcome.of(
      status: response.status, retryAfter: response.retryAfter, redirects: request.redirects)
    let text =
      switch outcome {
      case .delivered: "delivered"
      case .rejected: "refused"
      case .retry: "retry"
      }
    return DeliveryAttempt(
      outcome: outcome, status: response.status, text: text, url: request.url.absoluteString)
  }

  /// A timer on the SDK's clock that runs `work` on the queue at `due`, unless cancelled or
  /// the queue is gone: a job of the clock's (see ``AdClock/startJob(at:_:)``), so a manual
  /// clock runs it in order with the queue's hand-offs and moves time on only once it has run.
  private func timer(
    until due: TimeInterval, _ work: @escaping @Sendable (BeaconQueue) async -> Void
  ) -> AdCancellable {
    clock.startJob(at: due) { [weak self] in
      guard let self else { return }
      await work(self)
    }
  }

  // MARK: Storage

  private func loadIfNeeded() {
    guard !loaded else { return }
    loaded = true
    let (stored, unreadable) = journal.load()
    report(.unreadableOnLoad(unreadable))
    for action in plan.restored(stored) { report(.acted(action)) }
  }
}
