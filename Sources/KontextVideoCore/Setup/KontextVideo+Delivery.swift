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
    let log: @Sendable (String) -> Void = { logger.log(.warning, $0) }
    let journal = DeliveryRoute.journal(
      reusing: beaconJournal, directory: beaconDirectory, log: log)
    beaconJournal = journal
    let destination = BeaconQueue.Destination(
      transport: client.transport,
      eventsURL: client.baseURL.appendingPathComponent("v1/events"),
      token: client.token, log: log)
    let queue = DeliveryRoute.queue(
      reusing: beaconQueue, journal: journal, destination: destination, clock: clock,
      wallClock: events.wallClock, inspector: inspector)
    beaconQueue = queue
    events.deliver = DeliveryRoute.handOff(to: journal, clock: clock) { [weak self] in
      self?.beaconQueue
    }
    DeliveryRoute.start(queue, clock: clock)
  }

  /// Tries to deliver every pending beacon now (the app is going to the background).
  func flushTracking() {
    guard let queue = beaconQueue else { return }
    clock.startJob { await queue.flush(absorbing: true) }
  }
}
