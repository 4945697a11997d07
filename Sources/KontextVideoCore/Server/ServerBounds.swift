import Foundation

/// The numbers the SDK takes from a server or a VAST document, and what it does with one that is
/// out of bounds: a non-finite number (`inf`, `nan`) is never used, and the rest are clamped or
/// refused as documented here (and in the README's defaults table).
package enum ServerBounds {
  /// An overlay's `display_seconds` (or VAST `minSuggestedDuration`): clamped to 2...120 s, so
  /// an absurdly short one still counts its impression and can become viewable.
  package static let displaySeconds: ClosedRange<TimeInterval> = 2...120
  /// `skip_after_seconds`: 0...3600 s; outside it, or not finite, the ad is not made skippable
  /// by it.
  package static let skipAfterSeconds: ClosedRange<TimeInterval> = 0...3600
  /// `ttl_seconds`: clamped to 0...86,400 s (a day); not finite, the default lifetime (1 hour).
  package static let lifetimeSeconds: ClosedRange<TimeInterval> = 0...86_400
  /// A linear creative's `duration_seconds`: more than 0 and at most 3600 s, else unknown
  /// (the ad then needs its VAST document's duration).
  package static let durationSeconds: ClosedRange<TimeInterval> = 0.001...3600
  /// A creative's `width` and `height` in points: 1...10,000, else the size is unknown.
  package static let creativeSide: ClosedRange<Double> = 1...10_000

  /// `value` clamped into `range`; `nil` for a missing or non-finite value.
  package static func clamp(_ value: Double?, to range: ClosedRange<Double>) -> Double? {
    guard let value, value.isFinite else { return nil }
    return min(max(value, range.lowerBound), range.upperBound)
  }

  /// `value` when it is finite and inside `range`, else `nil`.
  package static func within(_ value: Double?, _ range: ClosedRange<Double>) -> Double? {
    guard let value, value.isFinite, range.contains(value) else { return nil }
    return value
  }
}
