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

  private let journal: BeaconJournal
  private let transport: any HTTPTransport
  private let eventsURL: URL
  private let token: String
  private let clock: any AdClock
  private let wallClock: @Sendable () -> Date
  private let policy: Policy
  private let log: @Sendable (String) -> Void
  private var beacons: [Beacon] = []
  private var loaded = false
  private var stats = Stats()
  /// The events lane's backoff.
  private var eventsBackoff = RetryBackoff()
  /// When the events lane's waiting retry (`retryTask`) is due; `nil` when none waits.
  private var retryAt: TimeInterval?
  private var retryTask: Task<Void, Never>?
  private var windowTask: Task<Void, Never>?
  private var isDelivering = false
  /// The pixel lane's own state: whether it is sending, each destination's backoff, and the
  /// task that wakes the lane when the earliest of them is over.
  private var isDeliveringPixels = false
  /// Flushes waiting for a lane that was already sending.
  private var laneWaiters: [CheckedContinuation<Void, Never>] = []
  private var pixelBackoff: [String: RetryBackoff] = [:]
  private var pixelRetryAt: TimeInterval?
  private var pixelRetryTask: Task<Void, Never>?

  /// A flush came while an attempt was in flight: if that attempt fails, try again at once
  /// rather than wait out the backoff (the network may be back since it started).
  private var flushWhileDelivering = false

  /// A queue whose beacons are kept in `file` (in memory only when it is nil).
  package init(
    file: BeaconFile?,
    transport: any HTTPTransport,
    eventsURL: URL,
    token: String,
    clock: any AdClock,
    wallClock: @escaping @Sendable () -> Date = { Date() },
    policy: Policy = Policy(),
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.init(
      journal: BeaconJournal(file: file), transport: transport, eventsURL: eventsURL,
      token: token, clock: clock, wallClock: wallClock, policy: policy, log: log)
  }

  /// A queue whose beacons are written by `journal`, which the app's events go through.
  package init(
    journal: BeaconJournal,
    transport: any HTTPTransport,
    eventsURL: URL,
    token: String,
    clock: any AdClock,
    wallClock: @escaping @Sendable () -> Date = { Date() },
    policy: Policy = Policy(),
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.journal = journal
    self.transport = transport
    self.eventsURL = eventsURL
    self.token = token
    self.clock = clock
    self.wallClock = wallClock
    self.policy = policy
    self.log = log
  }

  // A queue let go of (the SDK released or configured again) stops its timers, so no task
  // waits on the clock for it any more.
  deinit {
    windowTask?.cancel()
    retryTask?.cancel()
    pixelRetryTask?.cancel()
  }

  /// Takes what the journal has written since, then delivers if no retry is pending.
  package func absorb() async {
    loadIfNeeded()
    await accept(journal.take())
  }

  /// Adds beacons (kept on disk first), then delivers if no retry is pending.
  package func enqueue(_ new: [Beacon]) async {
    loadIfNeeded()
    let known = Set(beacons.map(\.id))
    let fresh = new.filter { !known.contains($0.id) }
    journal.add(fresh)
    await accept(fresh)
  }

  /// Takes beacons already on disk into the queue, then delivers if no retry is pending.
  private func accept(_ new: [Beacon]) async {
    let known = Set(beacons.map(\.id))
    beacons += new.filter { !known.contains($0.id) }
    applyLimits()
    guard policy.batchWindow > 0 else {
      await deliver()
      return
    }
    guard windowTask == nil else { return }
    let due = clock.now + policy.batchWindow
    windowTask = timer(until: due) { queue in await queue.windowIsOver() }
  }

  private func windowIsOver() async {
    windowTask = nil
    await deliver()
  }

  /// Delivers now, whatever the backoff says (but never before a server's `Retry-After`), with
  /// what waits in `inbox` too: the app is going to the background, or the network is back.
  package func flush(absorbing: Bool = false) async {
    loadIfNeeded()
    if absorbing {
      let known = Set(beacons.map(\.id))
      beacons += journal.take().filter { !known.contains($0.id) }
      applyLimits()
    }
    retryTask?.cancel()
    retryTask = nil
    retryAt = nil
    eventsBackoff.retryNow()
    if eventsBackoff.retryAt > clock.now { scheduleRetry(at: eventsBackoff.retryAt) }
    pixelRetryTask?.cancel()
    pixelRetryTask = nil
    pixelRetryAt = nil
    for destination in pixelBackoff.keys { pixelBackoff[destination]?.retryNow() }
    windowTask?.cancel()
    windowTask = nil
    if isDelivering { flushWhileDelivering = true }
    await deliver()
    // A lane already sending when the flush came: wait for it, so that each lane, and each
    // tracker, has had an attempt when this returns.
    while isDelivering || isDeliveringPixels {
      await withCheckedContinuation { laneWaiters.append($0) }
    }
  }

  private func wakeLaneWaiters() {
    let waiters = laneWaiters
    laneWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  /// Whether a flush is waiting on an attempt in flight (for tests).
  package func hasPendingFlush() -> Bool { flushWhileDelivering }

  /// The counts so far.
  package func currentStats() -> Stats {
    loadIfNeeded()
    var current = stats
    current.pending = beacons.count
    return current
  }

  // MARK: Delivery

  private enum Outcome {
    case delivered
    case rejected(Int)
    /// Try again later; `serverDelay` is how long the server asked to wait, if it did.
    case retry(serverDelay: TimeInterval? = nil)
  }

  /// Both lanes, events first. Returns once each has sent until done or until a failure: the
  /// events lane stops at a failed batch, and a tracker's pixels stop at its first failure in
  /// a round; what is left waits for its retry.
  private func deliver() async {
    await deliverEvents()
    await deliverPixels()
  }

  private func deliverEvents() async {
    if let retryAt, clock.now < retryAt { return }
    guard !isDelivering else { return }
    isDelivering = true
    defer {
      isDelivering = false
      wakeLaneWaiters()
    }
    flushWhileDelivering = false
    while true {
      applyLimits()
      let batch = Array(beacons.filter(\.isEvent).prefix(policy.batchSize))
      guard !batch.isEmpty else { return }
      stats.attempts += 1
      let outcome = await sendEvents(batch)
      let ids = Set(batch.map(\.id))
      switch outcome {
      case .delivered:
        remove(ids)
        stats.delivered += batch.count
        eventsBackoff = RetryBackoff()
      case .rejected(let status):
        remove(ids)
        stats.droppedRejected += batch.count
        log("dropped \(batch.count) tracking beacon(s): the server refused them with \(status)")
      case .retry(let serverDelay):
        for index in beacons.indices where ids.contains(beacons[index].id) {
          beacons[index].countAttempt()
        }
        if flushWhileDelivering, serverDelay == nil {
          flushWhileDelivering = false
          continue
        }
        flushWhileDelivering = false
        scheduleRetry(
          at: eventsBackoff.failed(at: clock.now, policy: policy, serverDelay: serverDelay))
        return
      }
    }
  }

  /// Sends the pixels, ``pixelParallelism`` at a time, each within ``pixelTimeout``. Each
  /// destination (a tracker's host) has its own backoff: a pixel that fails puts off only its
  /// own destination's pixels, and the lane wakes when the earliest backoff is over.
  private func deliverPixels() async {
    guard !isDeliveringPixels else { return }
    isDeliveringPixels = true
    defer {
      isDeliveringPixels = false
      wakeLaneWaiters()
    }
    var tried: Set<String> = []
    while true {
      applyLimits()
      let now = clock.now
      let batch = Array(
        beacons.filter { beacon in
          !beacon.isEvent && !tried.contains(beacon.id)
            && (pixelBackoff[Self.destination(of: beacon)]?.retryAt ?? 0) <= now
        }.prefix(Self.pixelParallelism))
      guard !batch.isEmpty else { break }
      tried.formUnion(batch.map(\.id))
      stats.attempts += batch.count
      // Each answer counts as it comes: a slow pixel holds back none of the others. A
      // destination backs off once per batch if any of its pixels failed, and is cleared only
      // if none did.
      var failed: [String: TimeInterval?] = [:]
      var answered: Set<String> = []
      await withTaskGroup(of: (Beacon, Outcome).self) { group in
        for beacon in batch {
          group.addTask { (beacon, await self.sendPixelInTime(beacon)) }
        }
        for await (beacon, outcome) in group {
          let destination = Self.destination(of: beacon)
          settle(pixel: beacon.id, outcome)
          if case .retry(let serverDelay) = outcome {
            // The longest wait any of the destination's pixels was asked for.
            let asked = [failed[destination] ?? nil, serverDelay].compactMap { $0 }.max()
            failed[destination] = .some(asked)
          } else {
            answered.insert(destination)
          }
        }
      }
      for (destination, serverDelay) in failed.sorted(by: { $0.key < $1.key }) {
        backOff(destination, serverDelay: serverDelay)
      }
      for destination in answered.subtracting(failed.keys) { pixelBackoff[destination] = nil }
    }
    schedulePixelRetry()
  }

  /// The destination a pixel's retry state belongs to: its URL's host.
  private static func destination(of beacon: Beacon) -> String {
    guard case .pixel(let string) = beacon.payload else { return "" }
    return URL(string: string)?.host?.lowercased() ?? ""
  }

  /// Puts off `destination`'s pixels after a failure, for longer after each one in a row, and
  /// at least as long as its server asked (`serverDelay`).
  private func backOff(_ destination: String, serverDelay: TimeInterval?) {
    var backoff = pixelBackoff[destination] ?? RetryBackoff()
    backoff.failed(at: clock.now, policy: policy, serverDelay: serverDelay)
    pixelBackoff[destination] = backoff
  }

  /// The retry state of `host`'s pixels: failures in a row, and when they are tried again
  /// (for tests).
  package func pixelRetryState(host: String) -> (failures: Int, retryAt: TimeInterval)? {
    pixelBackoff[host].map { ($0.failures, $0.retryAt) }
  }

  /// Applies one pixel's outcome: out of the queue, or one more attempt counted.
  private func settle(pixel id: String, _ outcome: Outcome) {
    switch outcome {
    case .delivered:
      remove([id])
      stats.delivered += 1
    case .rejected(let status):
      remove([id])
      stats.droppedRejected += 1
      log("dropped a tracking pixel: the tracker refused it with \(status)")
    case .retry:
      if let index = beacons.firstIndex(where: { $0.id == id }) { beacons[index].countAttempt() }
    }
  }

  /// One pixel, or `.retry` when it has not answered within ``pixelTimeout``.
  private func sendPixelInTime(_ beacon: Beacon) async -> Outcome {
    await clock.race(until: clock.now + Self.pixelTimeout) {
      await self.sendPixel(beacon)
    } late: {
      Outcome.retry()
    }
  }

  /// Wakes the lane when the earliest backoff of a destination with pixels waiting is over.
  private func schedulePixelRetry() {
    let waiting = Set(beacons.filter { !$0.isEvent }.map(Self.destination(of:)))
    let due = pixelBackoff.filter { waiting.contains($0.key) }.map(\.value.retryAt).min()
    guard due != pixelRetryAt else { return }
    pixelRetryTask?.cancel()
    pixelRetryTask = nil
    pixelRetryAt = due
    guard let due else { return }
    pixelRetryTask = timer(until: due) { queue in await queue.pixelRetryIsDue() }
  }

  private func pixelRetryIsDue() async {
    pixelRetryAt = nil
    pixelRetryTask = nil
    await deliverPixels()
  }

  private func sendEvents(_ batch: [Beacon]) async -> Outcome {
    let events = batch.compactMap { beacon -> WireEvent? in
      if case .event(let event) = beacon.payload { event } else { nil }
    }
    guard let body = try? JSONEncoder().encode(["events": events]) else { return .rejected(0) }
    let request = HTTPRequestData(
      method: "POST", url: eventsURL,
      headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json"],
      body: body, sentAt: clock.now, redirects: .never, responseBody: .ignore)
    return await send(request)
  }

  private func sendPixel(_ beacon: Beacon) async -> Outcome {
    guard case .pixel(let string) = beacon.payload, let url = URL(string: string) else {
      return .rejected(0)
    }
    return await send(
      HTTPRequestData(
        method: "GET", url: WebURL.withoutCredentials(url), headers: [:], body: Data(),
        sentAt: clock.now,
        redirects: .secureHops, responseBody: .ignore))
  }

  private func send(_ request: HTTPRequestData) async -> Outcome {
    guard let response = try? await transport.send(request) else { return .retry() }
    switch response.status {
    case 200..<300: return .delivered
    // A redirect the transport would not follow: the SDK's own events (which follow none)
    // are kept and retried, never counted as delivered; a pixel redirected somewhere unsafe
    // is dropped with a report.
    case 300..<400: return request.redirects == .never ? .retry() : .rejected(response.status)
    // The server says when it will take more (RFC 9110): honoured up to an hour.
    case 429, 503: return .retry(serverDelay: response.retryAfter)
    case 408, 500..<600: return .retry()
    default: return .rejected(response.status)
    }
  }

  /// Wakes the events lane at `due`.
  private func scheduleRetry(at due: TimeInterval) {
    retryAt = due
    retryTask?.cancel()
    retryTask = timer(until: due) { queue in await queue.retryIsDue() }
  }

  private func retryIsDue() async {
    retryAt = nil
    retryTask = nil
    await deliver()
  }

  /// A task that sleeps on the SDK's clock until `due`, then runs `work` on the queue unless
  /// cancelled or the queue is gone. On a manual clock, the clock knows the task was started
  /// and waits for its sleep to be registered before it counts as settled (`ResumptionTracking`),
  /// so a test's clock sees every timer the queue starts.
  private func timer(
    until due: TimeInterval, _ work: @escaping @Sendable (BeaconQueue) async -> Void
  ) -> Task<Void, Never> {
    let caller = clock.wakeCaller()
    return Task { [weak self, clock] in
      // The sleep below registers before its first suspension, right after this.
      caller.ran()
      do { try await clock.sleep(until: due) } catch { return }
      guard let self else { return }
      await work(self)
    }
  }

  // MARK: Storage and limits

  private func loadIfNeeded() {
    guard !loaded else { return }
    loaded = true
    let (stored, unreadable) = journal.load()
    let fresh = Set(beacons.map(\.id))
    beacons = stored.filter { !fresh.contains($0.id) } + beacons
    stats.unreadableOnLoad += unreadable
    if unreadable > 0 { log("skipped \(unreadable) unreadable line(s) of the tracking queue") }
  }

  private func applyLimits() {
    let oldest = wallClock().addingTimeInterval(-policy.maximumAge)
    let expired = beacons.filter { $0.createdAt < oldest }.map(\.id)
    if !expired.isEmpty {
      remove(Set(expired))
      stats.droppedExpired += expired.count
      log("dropped \(expired.count) tracking beacon(s) older than the age cap")
    }
    dropOverflow(events: true, keeping: policy.maximumEvents)
    dropOverflow(events: false, keeping: policy.maximumPixels)
  }

  /// Drops the oldest beacons of one lane past its cap; the other lane is not touched.
  private func dropOverflow(events: Bool, keeping maximum: Int) {
    let lane = beacons.filter { $0.isEvent == events }
    guard lane.count > maximum else { return }
    let overflow = lane.count - maximum
    remove(Set(lane.prefix(overflow).map(\.id)))
    stats.droppedOverflow += overflow
    log(
      "dropped the \(overflow) oldest \(events ? "event(s)" : "tracking pixel(s)"): "
        + "the queue holds at most \(maximum)")
  }

  /// Takes beacons out of the queue and, with one appended line, out of its file.
  private func remove(_ ids: Set<String>) {
    beacons.removeAll { ids.contains($0.id) }
    journal.remove(ids.sorted(), owed: beacons)
  }
}
