import Foundation

/// The rules of the way every event takes from the SDK to a server: one journal per folder, one
/// queue per journal, and a burst of recorded events handed to the queue a moment after it is on
/// disk. The composition root (`KontextVideo`) only wires what these return.
@MainActor
enum DeliveryRoute {
  /// The journal writing to `directory`'s file: `existing` when it writes there already (a
  /// second configuration keeps writing where the first did), a new one otherwise. (Another
  /// SDK instance on the same folder writes a file of its own: see ``BeaconJournal``.)
  static func journal(
    reusing existing: BeaconJournal?, directory: URL?,
    log: @escaping @Sendable (String) -> Void
  ) -> BeaconJournal {
    let file = directory.map(BeaconFile.init(directory:))
    if let existing, existing.requestedURL == file?.url { return existing }
    return BeaconJournal(file: file, log: log)
  }

  /// The queue delivering `journal`'s beacons: `existing`, sending from its next request on to
  /// `destination`, when it delivers that journal already; a new one otherwise. Two queues on
  /// one journal would both read its file and send what the first configuration recorded twice.
  static func queue(
    reusing existing: BeaconQueue?, journal: BeaconJournal,
    destination: BeaconQueue.Destination, clock: any AdClock,
    wallClock: @escaping @Sendable () -> Date, inspector: AdInspector?
  ) -> BeaconQueue {
    if let existing, existing.journal === journal {
      existing.retarget(destination)
      return existing
    }
    return BeaconQueue(
      journal: journal, transport: destination.transport, eventsURL: destination.eventsURL,
      token: destination.token, clock: clock, wallClock: wallClock, inspector: inspector,
      log: destination.log)
  }

  /// What recording events does: each is on disk a moment after (the journal's writer queue),
  /// and ``BeaconQueue/handOffDelay`` later the queue current then (a later configuration's)
  /// takes the burst in one job of the clock's.
  static func handOff(
    to journal: BeaconJournal, clock: any AdClock,
    currentQueue: @escaping @MainActor () -> BeaconQueue?
  ) -> @MainActor ([Outgoing]) -> Void {
    { outgoing in
      guard journal.record(outgoing) else { return }
      _ = clock.schedule(at: clock.now + BeaconQueue.handOffDelay) {
        guard let queue = currentQueue() else { return }
        clock.startJob { await queue.absorb() }
      }
    }
  }

  /// Starts `queue` on a configuration: the beacons left by an earlier launch, or adopted from a
  /// journal that has gone, go out now, off the main actor. This launch's events wait for their
  /// own hand-off.
  static func start(_ queue: BeaconQueue, clock: any AdClock) {
    clock.startJob { await queue.flush() }
  }
}
