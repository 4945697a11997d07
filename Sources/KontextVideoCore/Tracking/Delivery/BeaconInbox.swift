/// The hand-off from the main actor to the queue: appending is a lock and an array append.
/// The owner moves what waits into the queue a moment later (see ``BeaconQueue/handOffDelay``),
/// so a burst of events costs one background task, not one each.
package final class BeaconInbox: Sendable {
  private let state = Locked<(items: [Outgoing], handOffScheduled: Bool)>(([], false))

  package init() {}

  /// Queues items; returns true when the caller must schedule a hand-off (none is pending).
  package func post(_ items: [Outgoing]) -> Bool {
    guard !items.isEmpty else { return false }
    return state.withLock { state -> Bool in
      state.items += items
      defer { state.handOffScheduled = true }
      return !state.handOffScheduled
    }
  }

  /// Takes everything waiting.
  package func take() -> [Outgoing] {
    state.withLock { state in
      defer {
        state.items.removeAll()
        state.handOffScheduled = false
      }
      return state.items
    }
  }
}
