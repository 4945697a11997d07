import Foundation

/// Delivers beacons at least once: written to disk before any attempt, read back after a
/// restart, retried with exponential backoff and jitter on network failures, 408, 429 and 5xx,
/// dropped with a report on other 4xx, capped in count and age with the oldest dropped first.
///
/// Two lanes deliver, each with its own retry state: the ad server's own events, in batches,
/// and third-party pixels, a few at a time, each given ``pixelTimeout``. So a pixel that never
/// answers, or a tracker that is down, never holds back the events a publisher is paid by.
///
/// It is an actor: no disk or network work ever happens on the main actor.
package actor BeaconQueue {
  /// The queue's limits and retry timing.
  package struct Policy: Sendable, Hashable {
    package var maximumCount = 1000
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

  private let file: BeaconFile?
  private let transport: any AdTransport
  private let eventsURL: URL
  private let token: String
  private let clock: any AdClock
  private let wallClock: @Sendable () -> Date
  private let policy: Policy
  private let log: @Sendable (String) -> Void
  private var beacons: [Beacon] = []
  private var loaded = false
  private var stats = Stats()
  private var consecutiveFailures = 0
  private var retryAt: TimeInterval?
  private var retryTask: Task<Void, Never>?
  private var windowTask: Task<Void, Never>?
  private var isDelivering = false
  /// The pixel lane's own state: whether it is sending, and its backoff.
  private var isDeliveringPixels = false
  private var pixelFailures = 0
  private var pixelRetryAt: TimeInterval?
  private var pixelRetryTask: Task<Void, Never>?
  /// A flush came while an attempt was in flight: if that attempt fails, try again at once
  /// rather than wait out the backoff (the network may be back since it started).
  private var flushWhileDelivering = false

  package init(
    file: BeaconFile?,
    transport: any AdTransport,
    eventsURL: URL,
    token: String,
    clock: any AdClock,
    wallClock: @escaping @Sendable () -> Date = { Date() },
    policy: Policy = Policy(),
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.file = file
    self.transport = transport
    self.eventsURL = eventsURL
    self.token = token
    self.clock = clock
    self.wallClock = wallClock
    self.policy = policy
    self.log = log
  }

  /// Moves what waits in `inbox` into the queue, then delivers if no retry is pending.
  package func absorb(from inbox: BeaconInbox) async {
    await enqueue(inbox.take().map(beacon(for:)))
  }

  /// Adds beacons (kept on disk first), then delivers if no retry is pending.
  package func enqueue(_ new: [Beacon]) async {
    loadIfNeeded()
    let known = Set(beacons.map(\.id))
    beacons += new.filter { !known.contains($0.id) }
    applyLimits()
    save()
    guard policy.batchWindow > 0 else {
      await deliver()
      return
    }
    guard windowTask == nil else { return }
    let due = clock.now + policy.batchWindow
    windowTask = Task { [clock] in
      do { try await clock.sleep(until: due) } catch { return }
      await self.windowIsOver()
    }
  }

  private func windowIsOver() async {
    windowTask = nil
    await deliver()
  }

  /// Delivers now, whatever the backoff says, with what waits in `inbox` too: the app is going
  /// to the background, or the network is back.
  package func flush(absorbing inbox: BeaconInbox? = nil) async {
    loadIfNeeded()
    if let inbox {
      let known = Set(beacons.map(\.id))
      beacons += inbox.take().map(beacon(for:)).filter { !known.contains($0.id) }
      applyLimits()
      save()
    }
    retryTask?.cancel()
    retryTask = nil
    retryAt = nil
    pixelRetryTask?.cancel()
    pixelRetryTask = nil
    pixelRetryAt = nil
    windowTask?.cancel()
    windowTask = nil
    if isDelivering { flushWhileDelivering = true }
    await deliver()
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
    case retry
  }

  /// Both lanes, events first; returns once everything pending has had an attempt (or waits
  /// for its lane's retry).
  private func deliver() async {
    await deliverEvents()
    await deliverPixels()
  }

  private func deliverEvents() async {
    if let retryAt, clock.now < retryAt { return }
    guard !isDelivering else { return }
    isDelivering = true
    defer { isDelivering = false }
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
        beacons.removeAll { ids.contains($0.id) }
        stats.delivered += batch.count
        consecutiveFailures = 0
        save()
      case .rejected(let status):
        beacons.removeAll { ids.contains($0.id) }
        stats.droppedRejected += batch.count
        log("dropped \(batch.count) tracking beacon(s): the server refused them with \(status)")
        save()
      case .retry:
        for index in beacons.indices where ids.contains(beacons[index].id) {
          beacons[index].countAttempt()
        }
        save()
        if flushWhileDelivering {
          flushWhileDelivering = false
          continue
        }
        scheduleRetry()
        return
      }
    }
  }

  /// Sends the pixels, ``pixelParallelism`` at a time, each within ``pixelTimeout``; a pixel
  /// that fails waits for the pixel lane's own retry.
  private func deliverPixels() async {
    if let pixelRetryAt, clock.now < pixelRetryAt { return }
    guard !isDeliveringPixels else { return }
    isDeliveringPixels = true
    defer { isDeliveringPixels = false }
    var tried: Set<String> = []
    while true {
      applyLimits()
      let batch = Array(
        beacons.filter { !$0.isEvent && !tried.contains($0.id) }.prefix(Self.pixelParallelism))
      guard !batch.isEmpty else { break }
      tried.formUnion(batch.map(\.id))
      stats.attempts += batch.count
      // Each answer counts as it comes: a slow pixel holds back none of the others.
      var failed = false
      await withTaskGroup(of: (String, Outcome).self) { group in
        for beacon in batch {
          group.addTask { (beacon.id, await self.sendPixelInTime(beacon)) }
        }
        for await (id, outcome) in group {
          if !settle(pixel: id, outcome) { failed = true }
        }
      }
      if failed {
        schedulePixelRetry()
        return
      }
    }
    pixelFailures = 0
  }

  /// Applies one pixel's outcome; returns whether it needs no retry.
  private func settle(pixel id: String, _ outcome: Outcome) -> Bool {
    switch outcome {
    case .delivered:
      beacons.removeAll { $0.id == id }
      stats.delivered += 1
    case .rejected(let status):
      beacons.removeAll { $0.id == id }
      stats.droppedRejected += 1
      log("dropped a tracking pixel: the tracker refused it with \(status)")
    case .retry:
      if let index = beacons.firstIndex(where: { $0.id == id }) { beacons[index].countAttempt() }
      save()
      return false
    }
    save()
    return true
  }

  /// One pixel, or `.retry` when it has not answered within ``pixelTimeout``.
  private func sendPixelInTime(_ beacon: Beacon) async -> Outcome {
    let deadline = clock.now + Self.pixelTimeout
    let clock = self.clock
    return await withTaskGroup(of: Outcome?.self) { group in
      group.addTask { await self.sendPixel(beacon) }
      group.addTask {
        do { try await clock.sleep(until: deadline) } catch { return nil }
        return .retry
      }
      var outcome = Outcome.retry
      for await result in group {
        guard let result else { continue }
        outcome = result
        break
      }
      group.cancelAll()
      return outcome
    }
  }

  private func schedulePixelRetry() {
    pixelFailures += 1
    let exponent = Double(min(pixelFailures - 1, 20))
    let base = min(policy.firstRetryDelay * pow(2, exponent), policy.maximumRetryDelay)
    let due = clock.now + base * (1 + policy.jitter * Double.random(in: -1...1))
    pixelRetryAt = due
    pixelRetryTask?.cancel()
    pixelRetryTask = Task { [clock] in
      do { try await clock.sleep(until: due) } catch { return }
      await self.pixelRetryIsDue()
    }
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
      body: body, sentAt: clock.now)
    return await send(request)
  }

  private func sendPixel(_ beacon: Beacon) async -> Outcome {
    guard case .pixel(let string) = beacon.payload, let url = URL(string: string) else {
      return .rejected(0)
    }
    return await send(
      HTTPRequestData(
        method: "GET", url: url, headers: [:], body: Data(), sentAt: clock.now,
        redirects: .secureHops))
  }

  private func send(_ request: HTTPRequestData) async -> Outcome {
    guard let response = try? await transport.send(request) else { return .retry }
    switch response.status {
    case 200..<300: return .delivered
    // A redirect the transport would not follow: for the SDK's own events (their origin
    // moved, or a misconfiguration) kept and retried, never counted as delivered; a pixel
    // redirected somewhere unsafe is dropped with a report.
    case 300..<400: return request.redirects == .sameOrigin ? .retry : .rejected(response.status)
    case 408, 429, 500..<600: return .retry
    default: return .rejected(response.status)
    }
  }

  private func scheduleRetry() {
    consecutiveFailures += 1
    let exponent = Double(min(consecutiveFailures - 1, 20))
    let base = min(policy.firstRetryDelay * pow(2, exponent), policy.maximumRetryDelay)
    let delay = base * (1 + policy.jitter * Double.random(in: -1...1))
    let due = clock.now + delay
    retryAt = due
    retryTask?.cancel()
    retryTask = Task { [clock] in
      do { try await clock.sleep(until: due) } catch { return }
      await self.retryIsDue()
    }
  }

  private func retryIsDue() async {
    retryAt = nil
    retryTask = nil
    await deliver()
  }

  // MARK: Storage and limits

  private func loadIfNeeded() {
    guard !loaded else { return }
    loaded = true
    guard let file else { return }
    let (stored, unreadable) = file.load()
    let fresh = Set(beacons.map(\.id))
    beacons = stored.filter { !fresh.contains($0.id) } + beacons
    stats.unreadableOnLoad += unreadable
    if unreadable > 0 { log("skipped \(unreadable) unreadable line(s) of the tracking queue") }
  }

  private func applyLimits() {
    let oldest = wallClock().addingTimeInterval(-policy.maximumAge)
    let before = beacons.count
    beacons.removeAll { $0.createdAt < oldest }
    if beacons.count < before {
      stats.droppedExpired += before - beacons.count
      log("dropped \(before - beacons.count) tracking beacon(s) older than the age cap")
    }
    if beacons.count > policy.maximumCount {
      let overflow = beacons.count - policy.maximumCount
      beacons.removeFirst(overflow)
      stats.droppedOverflow += overflow
      log("dropped the \(overflow) oldest tracking beacon(s): the queue is full")
    }
  }

  private func save() {
    guard let file else { return }
    if !file.save(beacons) { log("could not write the tracking queue; beacons stay in memory") }
  }

  // MARK: Making beacons

  private func beacon(for outgoing: Outgoing) -> Beacon {
    switch outgoing {
    case .event(let event):
      return Beacon(id: event.id, payload: .event(WireEvent(event)), createdAt: event.timestamp)
    case .pixel(let template, let context, let eventID, let index):
      let url = VASTMacros.expand(template, context)
      return Beacon(
        id: "\(eventID)#\(index)", payload: .pixel(url: url), createdAt: context.timestamp)
    }
  }
}
