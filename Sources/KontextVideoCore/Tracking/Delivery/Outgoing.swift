import Foundation

/// What the main actor hands to delivery: cheap to make, turned into beacons off the main actor.
package enum Outgoing: Sendable, Hashable {
  /// A first-party event.
  case event(AdEvent)
  /// A third-party tracking URL template (the `index`th of its event), with what its macros
  /// take, fired for `eventID`.
  case pixel(template: String, context: MacroContext, eventID: String, index: Int)
}

/// The hand-off from the main actor to the queue: appending is a lock and an array append; the
/// first item after a drain starts one task that moves everything waiting into the queue.
package final class BeaconInbox: Sendable {
  private let state = Locked<(items: [Outgoing], drainScheduled: Bool)>(([], false))

  package init() {}

  /// Queues items; starts a drain into `queue` unless one is already on its way.
  package func post(_ items: [Outgoing], to queue: BeaconQueue) {
    guard !items.isEmpty else { return }
    let mustSchedule = state.withLock { state -> Bool in
      state.items += items
      defer { state.drainScheduled = true }
      return !state.drainScheduled
    }
    if mustSchedule {
      Task.detached { await queue.absorb(from: self) }
    }
  }

  /// Takes everything waiting.
  package func take() -> [Outgoing] {
    state.withLock { state in
      defer {
        state.items.removeAll()
        state.drainScheduled = false
      }
      return state.items
    }
  }
}
