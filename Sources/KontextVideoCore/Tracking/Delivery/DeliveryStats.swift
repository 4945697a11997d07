import Foundation

/// What happened to a tracking queue's beacons so far, counted off its reports: for tests and
/// diagnostics.
package struct DeliveryStats: Sendable, Hashable {
  package var delivered = 0
  package var droppedRejected = 0
  package var droppedOverflow = 0
  package var droppedExpired = 0
  package var unreadableOnLoad = 0
  /// Requests started: one per batch of events, one per pixel.
  package var attempts = 0
  /// Beacons owed now.
  package var pending = 0

  /// Counts `report` in.
  mutating func count(_ report: DeliveryReport) {
    switch report {
    case .acted(.sendEvents): attempts += 1
    case .acted(.sendPixels(let batch)): attempts += batch.count
    case .acted(.forget(let ids, let reason)):
      switch reason {
      case .delivered: delivered += ids.count
      case .rejected: droppedRejected += ids.count
      case .expired: droppedExpired += ids.count
      case .overflow: droppedOverflow += ids.count
      }
    case .unreadableOnLoad(let count): unreadableOnLoad += count
    case .acted(.owe), .acted(.wake), .acted(.cancelWake), .acted(.deliver), .answered: break
    }
  }
}
