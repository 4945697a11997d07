import Foundation
import KontextVideoTesting

@testable import KontextVideoCore

/// A delivery queue fed as the SDK feeds it: what a test records goes to the queue's journal
/// (and so to its file, when it has one), and the queue absorbs it, as after an event.
struct DeliveryRig {
  let journal: BeaconJournal
  let queue: BeaconQueue

  /// A queue on `transport` whose journal is on `file` (in memory when nil); by default it
  /// delivers at once (no batching window) and without jitter.
  init(
    _ transport: some HTTPTransport, file: BeaconFile? = nil,
    eventsURL: URL = URL(string: "https://ads.example/v1/events")!, token: String = "t",
    clock: any AdClock, now: Date = DeliveryRig.now, policy: BeaconQueue.Policy = .immediate,
    inspector: AdInspector? = nil, log: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    journal = BeaconJournal(file: file)
    queue = BeaconQueue(
      journal: journal, transport: transport, eventsURL: eventsURL, token: token, clock: clock,
      wallClock: { now }, policy: policy, inspector: inspector, log: log)
  }

  /// The wall-clock time of the rig's queue unless a test says otherwise.
  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  /// Records `items`, as the SDK does when events happen, then lets the queue take them.
  func record(_ items: [Outgoing]) async {
    _ = journal.record(items)
    await queue.absorb()
  }

  /// The queue's flush.
  func flush(absorbing: Bool = false) async { await queue.flush(absorbing: absorbing) }
  /// The queue's counts.
  func currentStats() async -> BeaconQueue.Stats { await queue.currentStats() }
  /// Whether a flush waits on an attempt in flight.
  func hasPendingFlush() async -> Bool { await queue.hasPendingFlush() }
  /// The retry state of `host`'s pixels.
  func pixelRetryState(host: String) async -> (failures: Int, retryAt: TimeInterval)? {
    await queue.pixelRetryState(host: host)
  }
}

extension BeaconQueue.Policy {
  /// No batching window and no jitter: deliveries start at once, at exact times.
  static var immediate: Self {
    var policy = Self()
    policy.batchWindow = 0
    policy.jitter = 0
    return policy
  }
}

extension Outgoing {
  /// `count` impressions of ad `adID` at `date`.
  static func events(_ count: Int, adID: String = "ad", at date: Date = DeliveryRig.now) -> [Self] {
    (0..<count).map { index in
      .event(
        AdEvent(
          name: .impression, format: .overlay, adID: adID, requestID: "r", time: 0,
          timestamp: date, sequence: index + 1))
    }
  }

  /// A pixel to `url` made at `date`, whose beacon's id is `name#0`.
  static func pixel(_ url: String, name: String, at date: Date = DeliveryRig.now) -> Self {
    .pixel(template: url, context: MacroContext(timestamp: date), eventID: name, index: 0)
  }

  /// The id of the beacon this becomes.
  var beaconID: String { Beacon(outgoing: self).id }
}
