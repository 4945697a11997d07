import Foundation

/// The beacons a ``BeaconQueue`` owes, oldest first, and the caps they are held to: a value
/// with no I/O. Each change returns what left, so the queue can write it to the journal.
struct BeaconBacklog: Sendable {
  /// Beacons that left without delivery, and why (for the queue's log and counts).
  struct Drop: Sendable, Hashable {
    enum Reason: Sendable, Hashable {
      /// Older than the age cap.
      case expired
      /// Past the lane's cap (`events` tells the lane), the oldest of it.
      case overflow(events: Bool, cap: Int)
    }
    var ids: [String]
    var reason: Reason
  }

  private(set) var beacons: [Beacon] = []

  /// Adds the beacons not already owed; returns those added.
  @discardableResult
  mutating func add(_ new: [Beacon]) -> [Beacon] {
    var known = Set(beacons.map(\.id))
    let fresh = new.filter { known.insert($0.id).inserted }
    beacons += fresh
    return fresh
  }

  /// Puts beacons read back from disk before those already owed (they are older).
  mutating func restore(_ stored: [Beacon]) {
    let owed = Set(beacons.map(\.id))
    beacons = stored.filter { !owed.contains($0.id) } + beacons
  }

  /// Takes `ids` out.
  mutating func remove(_ ids: Set<String>) {
    beacons.removeAll { ids.contains($0.id) }
  }

  /// Counts one more failed attempt for each of `ids`.
  mutating func countAttempt(_ ids: Set<String>) {
    for index in beacons.indices where ids.contains(beacons[index].id) {
      beacons[index].countAttempt()
    }
  }

  /// Drops what is older than the policy's age at `now`, then, in each lane apart, the oldest
  /// past its cap: a flood of third-party pixels never pushes out an event.
  mutating func applyLimits(now: Date, policy: BeaconQueue.Policy) -> [Drop] {
    var drops: [Drop] = []
    let oldest = now.addingTimeInterval(-policy.maximumAge)
    let expired = beacons.filter { $0.createdAt < oldest }.map(\.id)
    if !expired.isEmpty { drops.append(Drop(ids: expired, reason: .expired)) }
    remove(Set(expired))
    for (events, cap) in [(true, policy.maximumEvents), (false, policy.maximumPixels)] {
      let lane = beacons.filter { $0.isEvent == events }
      guard lane.count > cap else { continue }
      let oldestOfLane = lane.prefix(lane.count - cap).map(\.id)
      drops.append(Drop(ids: oldestOfLane, reason: .overflow(events: events, cap: cap)))
      remove(Set(oldestOfLane))
    }
    return drops
  }
}
