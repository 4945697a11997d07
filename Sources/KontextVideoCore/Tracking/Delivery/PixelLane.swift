import Foundation

/// The pixel lane's state: whether a round is in flight, and each destination's backoff (a
/// tracker's host). A value with no I/O: the ``BeaconQueue`` asks it what to send and tells it
/// what came back.
struct PixelLane: Sendable {
  private(set) var backoffs: [String: RetryBackoff] = [:]
  private(set) var isSending = false

  /// The destination a pixel's retry state belongs to: its URL's host.
  static func destination(of beacon: Beacon) -> String {
    guard case .pixel(let string) = beacon.payload else { return "" }
    return URL(string: string)?.host?.lowercased() ?? ""
  }

  /// Up to `count` pixels of `beacons` not yet `tried` this round whose destination is not
  /// backing off at `now`.
  func due(_ beacons: [Beacon], tried: Set<String>, at now: TimeInterval, count: Int) -> [Beacon] {
    Array(
      beacons.lazy.filter { beacon in
        !beacon.isEvent && !tried.contains(beacon.id)
          && (backoffs[Self.destination(of: beacon)]?.retryAt ?? 0) <= now
      }.prefix(count))
  }

  /// A round begins; returns false when one is already in flight.
  mutating func begin() -> Bool {
    guard !isSending else { return false }
    isSending = true
    return true
  }

  /// The round ended.
  mutating func end() {
    isSending = false
  }

  /// One batch's outcomes, by pixel: a destination backs off once per batch if any of its
  /// pixels failed (as long as the longest `Retry-After` any of them was given, at least), and
  /// is cleared only if none did.
  mutating func settle(
    _ outcomes: [(beacon: Beacon, outcome: DeliveryOutcome)], at now: TimeInterval,
    policy: BeaconQueue.Policy
  ) {
    var failed: [String: TimeInterval?] = [:]
    var answered: Set<String> = []
    for (beacon, outcome) in outcomes {
      let destination = Self.destination(of: beacon)
      if case .retry(let serverDelay) = outcome {
        let asked = [failed[destination] ?? nil, serverDelay].compactMap { $0 }.max()
        failed[destination] = .some(asked)
      } else {
        answered.insert(destination)
      }
    }
    for (destination, serverDelay) in failed.sorted(by: { $0.key < $1.key }) {
      var backoff = backoffs[destination] ?? RetryBackoff()
      backoff.failed(at: now, policy: policy, serverDelay: serverDelay)
      backoffs[destination] = backoff
    }
    for destination in answered.subtracting(failed.keys) { backoffs[destination] = nil }
  }

  /// When the lane must wake: the earliest backoff of a destination that has pixels `waiting`.
  func nextWake(waiting beacons: [Beacon]) -> TimeInterval? {
    let waiting = Set(beacons.filter { !$0.isEvent }.map(Self.destination(of:)))
    return backoffs.filter { waiting.contains($0.key) }.map(\.value.retryAt).min()
  }

  /// A flush: every destination's backoff is over, except a server's `Retry-After`.
  mutating func flush() {
    for destination in backoffs.keys { backoffs[destination]?.retryNow() }
  }
}
