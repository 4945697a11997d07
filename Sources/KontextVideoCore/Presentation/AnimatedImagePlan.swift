import Foundation

/// How an animated image creative is decoded and played, as ``AnimatedImageBounds`` allows.
package struct AnimatedImagePlan: Sendable, Hashable {
  /// The long side, in pixels, each frame is decoded at.
  package var decodedLongSide: Int
  /// Each frame's time on screen, in seconds, in order.
  package var frameDelays: [TimeInterval]
  /// The frames in the order they are shown, each repeated to hold it for its delay when the
  /// player shows every entry for the same time (``entryDuration``), as `UIImage`'s animated
  /// images do.
  package var sequence: [Int]

  /// One loop's length, in seconds.
  package var duration: TimeInterval { frameDelays.reduce(0, +) }
  /// How long each entry of ``sequence`` is shown, in seconds.
  package var entryDuration: TimeInterval { duration / Double(max(sequence.count, 1)) }
}
