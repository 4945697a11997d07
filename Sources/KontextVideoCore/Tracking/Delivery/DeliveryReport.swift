import Foundation

/// What the tracking queue did, as it did it: each action of its ``DeliveryPlan``, each answer
/// a send got, and what its journal could not read back. The queue's one observer hears these;
/// its counts, the ad inspector's records and the log are all read off them.
enum DeliveryReport: Sendable, Hashable {
  /// The queue carried out `action`.
  case acted(DeliveryPlan.Action)
  /// A send of `ids` got an answer (or none) at `time`.
  case answered([String], DeliveryAttempt, time: TimeInterval)
  /// The journal's file had `count` lines it could not read at start.
  case unreadableOnLoad(Int)
}

/// One attempt's outcome, with the status and words the inspector records.
struct DeliveryAttempt: Sendable, Hashable {
  var outcome: DeliveryOutcome
  var status: Int?
  var text: String
  /// The URL the request went to, when one was sent.
  var url: String?
}
