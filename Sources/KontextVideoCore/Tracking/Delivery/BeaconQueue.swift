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
  package struct Stats: Sendable, Hashable {
    package var delivered = 0
    package var droppedRejected = 0
    package var droppedOverflow = 0
    package var droppedExpired = 0
    package var unreadableOnLoad = 0
    package var attempts = 0
    package var pending = 0
  }

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
  /// Where each beacon, its attempts and its end are recorded for the ad inspector.
  private let inspector: AdInspector?
  /// The queue's hand-offs and timers, in order, when its transport answers in the process.
  package nonisolated let inProcessJobs = SerialJobs()

  /// Whether the transport answers in the process, on the main actor (the sandbox): the
  /// queue's work then runs in the order the clock started it (``inProcessJobs``), and a
  /// manual clock counts it whole.
  package nonisolated var sendsInProcess: Bool {
    destination.withLock { $0.transport.sendsOnMainActor }
  }
  private let wallClock: @Sendable () -> Date
  private let policy: Policy
  private var backlog = BeaconBacklog()
  private var loaded = false
  private var stats = Stats()
  private var events = EventLane()
  private var pixels = PixelLane()
  /// The timers: the batching window, the events lane's retry, the pixel lane's wake-up.
  private var windowTask: AdCancellable?
  private var retryTask: AdCancellable?
  private var pixelWakeAt: TimeInterval?
  private var pixelWakeTask: AdCancellable?
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
    self.inspector = inspector
    self.journal = journal
    destination = Locked(
      Destination(transport: transport, eventsURL: eventsURL, token: token, log: log))
    self.clock = clock
    self.wallClock = wallClock
    self.policy = policy
  }

  // A queue let go of (the SDK released or configured again) stops its timers, so no task
  // waits on the clock for it any more.
  deinit {
    windowTask?.cancel()
    retryTask?.cancel()
    pixelWakeTask?.cancel()
  }

  /// Sends what is owed, from the next request on, to `destination`: a second configuration of
  /// the SDK keeps the queue (and what it owes) and changes only where it sends. Callable from
  /// any thread, without waiting for the queue.
  package nonisolated func retarget(_ destination: Destination) {
    self.destination.withLock { $0 = destination }
  }

  /// Writes `message` to the current configuration's log.
  private nonisolated func log(_ message: String) {
    destination.withLock { $0.log }(message)
  }

  /// Takes what the journal has written since (it is on disk), then delivers unless a batching
  /// window or a retry is waiting.
  package func absorb() async {
    loadIfNeeded()
    took(journal.take())
    applyLimits()
    guard policy.batchWindow > 0 else {
      await deliver()
      return
    }
    guard windowTask == nil else { return }
    windowTask = timer(until: clock.now + policy.batchWindow) { queue in
      await queue.windowIsOver()
    }
  }

  private func windowIsOver() async {
    windowTask = nil
    await deliver()
  }

  /// Delivers now, whatever the backoff says (but never before a server's `Retry-After`), with
  /// what the journal holds too when `absorbing`: the app is going to the background, or the
  /// network is back.
  package func flush(absorbing: Bool = false) async {
    loadIfNeeded()
    if absorbing {
      took(journal.take())
      applyLimits()
    }
    retryTask?.cancel()
    retryTask = nil
    if let due = events.flush(at: clock.now) { scheduleEventsRetry(at: due) }
    pixelWakeTask?.cancel()
    pixelWakeTask = nil
    pixelWakeAt = nil
    pixels.flush()
    windowTask?.cancel()
    windowTask = nil
    await deliver()
    // A lane already sending when the flush came: wait for it, so that each lane, and each
    // tracker, has had an attempt when this returns.
    while events.isSending || pixels.isSending {
      await withCheckedContinuation { laneWaiters.append($0) }
    }
  }

  private func wakeLaneWaiters() {
    let waiters = laneWaiters
    laneWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  /// Whether a flush is waiting on an attempt in flight (for tests).
  package func hasPendingFlush() -> Bool { events.flushCame }

  /// The counts so far.
  package func currentStats() -> Stats {
    loadIfNeeded()
    var current = stats
    current.pending = backlog.beacons.count
    return current
  }

  /// The retry state of `host`'s pixels: failures in a row, and when they are tried again
  /// (for tests).
  package func pixelRetryState(host: String) -> (failures: Int, retryAt: TimeInterval)? {
    pixels.backoffs[host].map { ($0.failures, $0.retryAt) }
  }

  // MARK: Delivery

  /// Both lanes, events first. Returns once each has sent until done or until a failure: the
  /// events lane stops at a failed batch, and a tracker's pixels stop at its first failure in
  /// a round; what is left waits for its retry.
  private func deliver() async {
    await deliverEvents()
    await deliverPixels()
  }

  private func deliverEvents() async {
    guard events.mayStart(at: clock.now) else { return }
    events.begin()
    defer {
      events.end()
      wakeLaneWaiters()
    }
    while true {
      applyLimits()
      // Events and reports go to endpoints of their own: a batch is the oldest one's kind.
      let waiting = backlog.beacons.filter(\.isEvent)
      guard let first = waiting.first else { return }
      let batch = Array(waiting.prefix { $0.isReport == first.isReport }.prefix(policy.batchSize))
      stats.attempts += 1
      let attempt =
        await sendEvents(batch, reports: first.isReport)
        ?? Attempt(outcome: .rejected(0), status: nil, text: "not encodable")
      let outcome = attempt.outcome
      inspector?.attempted(
        batch.map(\.id), time: clock.now, status: attempt.status, outcome: attempt.text,
        url: attempt.url)
      let ids = Set(batch.map(\.id))
      switch outcome {
      case .delivered:
        remove(ids)
        stats.delivered += batch.count
        inspector?.delivered(batch.map(\.id))
      case .rejected(let status):
        remove(ids)
        stats.droppedRejected += batch.count
        inspector?.givenUp(batch.map(\.id), reason: "refused with \(status)")
        log("dropped \(batch.count) tracking beacon(s): the server refused them with \(status)")
      case .retry:
        backlog.countAttempt(ids)
      }
      if case .retry(let due) = events.settle(outcome, at: clock.now, policy: policy) {
        scheduleEventsRetry(at: due)
        return
      }
    }
  }

  /// Sends the pixels, ``pixelParallelism`` at a time, each within ``pixelTimeout``. Each
  /// destination (a tracker's host) has its own backoff: a pixel that fails puts off only its
  /// own destination's pixels, and the lane wakes when the earliest backoff is over.
  private func deliverPixels() async {
    guard pixels.begin() else { return }
    defer {
      pixels.end()
      wakeLaneWaiters()
    }
    var tried: Set<String> = []
    while true {
      applyLimits()
      let batch = pixels.due(
        backlog.beacons, tried: tried, at: clock.now, count: Self.pixelParallelism)
      guard !batch.isEmpty else { break }
      tried.formUnion(batch.map(\.id))
      stats.attempts += batch.count
      // Each answer counts as it comes: a slow pixel holds back none of the others.
      var outcomes: [(beacon: Beacon, outcome: DeliveryOutcome)] = []
      await withTaskGroup(of: (Beacon, DeliveryOutcome).self) { group in
        for beacon in batch {
          group.addTask { (beacon, await self.sendPixelInTime(beacon)) }
        }
        for await (beacon, outcome) in group {
          settle(pixel: beacon.id, outcome)
          outcomes.append((beacon, outcome))
        }
      }
      pixels.settle(outcomes, at: clock.now, policy: policy)
    }
    schedulePixelWake()
  }

  /// Applies one pixel's outcome: out of the queue, or one more attempt counted.
  private func settle(pixel id: String, _ outcome: DeliveryOutcome) {
    switch outcome {
    case .delivered:
      remove([id])
      stats.delivered += 1
      inspector?.delivered([id])
    case .rejected(let status):
      remove([id])
      stats.droppedRejected += 1
      inspector?.givenUp([id], reason: "refused with \(status)")
      log("dropped a tracking pixel: the tracker refused it with \(status)")
    case .retry:
      backlog.countAttempt([id])
    }
  }

  /// One pixel, or `.retry` when it has not answered within ``pixelTimeout``.
  private func sendPixelInTime(_ beacon: Beacon) async -> DeliveryOutcome {
    // Only the race's winner is recorded: an answer that comes after the deadline is not.
    let attempt = await clock.race(until: clock.now + Self.pixelTimeout) {
      await self.sendPixel(beacon)
    } late: {
      Attempt(outcome: .retry(), status: nil, text: "timed out")
    }
    inspector?.attempted(
      [beacon.id], time: clock.now, status: attempt.status, outcome: attempt.text,
      url: attempt.url)
    return attempt.outcome
  }

  /// Wakes the pixel lane when the earliest backoff of a destination with pixels waiting is
  /// over.
  private func schedulePixelWake() {
    let due = pixels.nextWake(waiting: backlog.beacons)
    guard due != pixelWakeAt else { return }
    pixelWakeTask?.cancel()
    pixelWakeTask = nil
    pixelWakeAt = due
    guard let due else { return }
    pixelWakeTask = timer(until: due) { queue in await queue.pixelWakeIsDue() }
  }

  private func pixelWakeIsDue() async {
    pixelWakeAt = nil
    pixelWakeTask = nil
    await deliverPixels()
  }

  /// Sends a batch of events to `/v1/events`, or of reports to `/v1/reports`; nil when the
  /// batch cannot be encoded (it never happens: every field is a string or a number).
  private func sendEvents(_ batch: [Beacon], reports: Bool) async -> Attempt? {
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
    return await send(request, via: target.transport)
  }

  private func sendPixel(_ beacon: Beacon) async -> Attempt {
    guard case .pixel(let string) = beacon.payload, let url = URL(string: string) else {
      return Attempt(outcome: .rejected(0), status: nil, text: "not a URL")
    }
    return await send(
      HTTPRequestData(
        method: "GET", url: WebURL.withoutCredentials(url), headers: [:], body: Data(),
        sentAt: clock.now, redirects: .secureHops, responseBody: .ignore),
      via: destination.withLock { $0.transport })
  }

  /// One attempt's outcome, with the status and words the inspector records.
  private struct Attempt: Sendable {
    var outcome: DeliveryOutcome
    var status: Int?
    var text: String
    /// The URL the request went to, when one was sent.
    var url: String?
  }

  private func send(_ request: HTTPRequestData, via transport: any HTTPTransport) async -> Attempt {
    guard let response = try? await transport.send(request) else {
      return Attempt(
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
    return Attempt(
      outcome: outcome, status: response.status, text: text, url: request.url.absoluteString)
  }

  /// Wakes the events lane at `due`.
  private func scheduleEventsRetry(at due: TimeInterval) {
    retryTask?.cancel()
    retryTask = timer(until: due) { queue in await queue.eventsRetryIsDue() }
  }

  private func eventsRetryIsDue() async {
    retryTask = nil
    await deliver()
  }

  /// A timer on the SDK's clock that runs `work` on the queue at `due`, unless cancelled or
  /// the queue is gone.
  ///
  /// With a transport that answers in the process, on the main actor (the sandbox), the timer
  /// is one of the clock's own and a manual clock counts its whole work, sends included, as a
  /// woken caller: it moves time on only once the work is done, so a pixel's 5 s deadline can
  /// never pass while the sandbox's answer waits for the main actor, and runs are the same
  /// every time. With any other transport (the network, a test's scripted one, which may never
  /// answer), the timer is a task that sleeps on the clock, and a manual clock waits only for
  /// its sleep to be registered (`ResumptionTracking`): it must not wait on a network.
  private func timer(
    until due: TimeInterval, _ work: @escaping @Sendable (BeaconQueue) async -> Void
  ) -> AdCancellable {
    let clock = self.clock
    if sendsInProcess {
      // Scheduled from the main actor (the clock's timers are kept there); a manual clock
      // counts the hop as a woken caller, so the timer is in place before time moves on.
      let scheduling = clock.wakeCaller()
      let timer = Locked<(cancelled: Bool, handle: AdCancellable?)>((false, nil))
      Task { @MainActor [weak self] in
        defer { scheduling.ran() }
        guard !timer.withLock({ $0.cancelled }) else { return }
        let handle = clock.schedule(at: due) { [weak self] in
          // A timer cancelled as it fired starts nothing.
          guard let self, !timer.withLock({ $0.cancelled }) else { return }
          let caller = clock.wakeCaller()
          self.inProcessJobs.enqueue {
            if !timer.withLock({ $0.cancelled }) { await work(self) }
            caller.ran()
          }
        }
        // Kept, or cancelled at once when the cancellation came while it was being made: the
        // check and the store are one step, so no cancellation falls between them.
        let cancelledMeanwhile = timer.withLock { state -> Bool in
          if !state.cancelled { state.handle = handle }
          return state.cancelled
        }
        if cancelledMeanwhile { handle.cancel() }
      }
      return AdCancellable {
        timer.withLock { state -> AdCancellable? in
          state.cancelled = true
          return state.handle
        }?.cancel()
      }
    }
    let caller = clock.wakeCaller()
    let task = Task { [weak self] in
      // The sleep below registers before its first suspension, right after this.
      caller.ran()
      do { try await clock.sleep(until: due) } catch { return }
      guard let self else { return }
      await work(self)
    }
    return AdCancellable { task.cancel() }
  }

  // MARK: Storage and limits

  private func loadIfNeeded() {
    guard !loaded else { return }
    loaded = true
    let (stored, unreadable) = journal.load()
    backlog.restore(stored)
    inspector?.beaconsRecorded(
      stored, eventsURL: destination.withLock { $0.eventsURL }, fromEarlierLaunch: true)
    stats.unreadableOnLoad += unreadable
    if unreadable > 0 { log("skipped \(unreadable) unreadable line(s) of the tracking queue") }
  }

  private func applyLimits() {
    for drop in backlog.applyLimits(now: wallClock(), policy: policy) {
      journal.remove(drop.ids, owed: backlog.beacons)
      switch drop.reason {
      case .expired: inspector?.givenUp(drop.ids, reason: "older than the age cap")
      case .overflow(_, let cap):
        inspector?.givenUp(drop.ids, reason: "pushed out: the lane holds at most \(cap)")
      }
      switch drop.reason {
      case .expired:
        stats.droppedExpired += drop.ids.count
        log("dropped \(drop.ids.count) tracking beacon(s) older than the age cap")
      case .overflow(let events, let cap):
        stats.droppedOverflow += drop.ids.count
        log(
          "dropped the \(drop.ids.count) oldest \(events ? "event(s)" : "tracking pixel(s)"): "
            + "the queue holds at most \(cap)")
      }
    }
  }

  /// Adds what the journal handed over to the backlog, and tells the inspector.
  private func took(_ beacons: [Beacon]) {
    let fresh = backlog.add(beacons)
    inspector?.beaconsRecorded(
      fresh, eventsURL: destination.withLock { $0.eventsURL }, fromEarlierLaunch: false)
  }

  /// Takes beacons out of the queue and, with one appended line, out of its file.
  private func remove(_ ids: Set<String>) {
    backlog.remove(ids)
    journal.remove(ids.sorted(), owed: backlog.beacons)
  }
}
