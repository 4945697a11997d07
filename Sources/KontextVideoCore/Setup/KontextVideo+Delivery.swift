import Foundation

extension KontextVideo {
  /// The longest the platform layer asks the system for background time to flush tracking when
  /// the app goes to the background: 5 s (iOS gives about 30 s, and ends an app whose task
  /// outlives it).
  package nonisolated static let backgroundFlushAllowance: TimeInterval = 5

  /// Builds the tracking queue for the configuration and routes every event to it.
  func startDelivery() {
    guard configurationProblem == nil, let client else {
      // A queue already running keeps delivering what it owes to the last valid configuration's
      // server; new events go nowhere until the SDK is configured again.
      events.deliver = nil
      return
    }
    let logger = events.logger
    // One journal per folder for the instance's life: a second configuration keeps writing
    // where the first did. (Another instance on the same folder writes a file of its own: see
    // `BeaconJournal`.)
    let file = beaconDirectory.map(BeaconFile.init(directory:))
    let journal: BeaconJournal
    if let existing = beaconJournal, existing.requestedURL == file?.url {
      journal = existing
    } else {
      journal = BeaconJournal(file: file, log: { logger.log(.warning, $0) })
      beaconJournal = journal
    }
    let destination = BeaconQueue.Destination(
      transport: client.transport,
      eventsURL: client.baseURL.appendingPathComponent("v1/events"),
      token: client.token,
      log: { logger.log(.warning, $0) })
    // And one queue per journal: two queues on one journal would both read its file and send
    // what the first configuration recorded twice. A later configuration only moves where the
    // queue sends.
    let queue: BeaconQueue
    if let existing = beaconQueue, existing.journal === journal {
      existing.retarget(destination)
      queue = existing
    } else {
      queue = BeaconQueue(
        journal: journal,
        transport: destination.transport,
        eventsURL: destination.eventsURL,
        token: destination.token,
        clock: clock,
        wallClock: events.wallClock,
        inspector: inspector,
        log: destination.log
      )
      beaconQueue = queue
    }
    let clock = self.clock
    // Each event is on disk a moment after it is recorded (the journal's writer queue); the
    // queue takes a burst of them in one job of the clock's.
    events.deliver = { [weak self] outgoing in
      guard journal.record(outgoing) else { return }
      _ = clock.schedule(at: clock.now + BeaconQueue.handOffDelay) { [weak self] in
        // The queue of the configuration current when the hand-off is due.
        guard let queue = self?.beaconQueue else { return }
        clock.startJob { await queue.absorb() }
      }
    }
    // Beacons left by an earlier launch, or adopted from a journal that has gone, go out now,
    // off the main actor. This launch's events wait for their own hand-off.
    clock.startJob { await queue.flush() }
  }

  /// Tries to deliver every pending beacon now (the app is going to the background).
  func flushTracking() {
    guard let queue = beaconQueue else { return }
    Task.detached { await queue.flush(absorbing: true) }
  }
}
