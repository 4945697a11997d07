import Foundation

/// The bounds of an animated image creative (a GIF, an animated PNG): it animates within them,
/// or is refused with an ``AnimatedImageRefusal``.
///
/// ``ImageDecodeRule`` bounds one frame (its header's size, and the size it is decoded at).
/// Every frame of an animation is decoded and kept, so the frames together are bounded too: at
/// most ``maximumFrames``, and at most ``maximumTotalPixels`` decoded pixels in all (64 MB at 4
/// bytes a pixel, as much as the largest still image). Frames that would be over are decoded
/// smaller, down to half the size the rule gives (drawn at most twice their size); an image
/// that would still be over is refused.
///
/// Frame delays follow browsers: a delay under 0.02 s, or none, is 0.1 s.
package enum AnimatedImageBounds {
  /// The most frames an animated image creative may have.
  package static let maximumFrames = 300
  /// The most decoded pixels all the frames of an animated image may have together.
  package static let maximumTotalPixels = ImageDecodeRule.maximumPixels
  /// The delay given to a frame that has none, or one under ``shortestDelay``.
  package static let defaultDelay: TimeInterval = 0.1
  /// The shortest delay kept as it is.
  package static let shortestDelay: TimeInterval = 0.02
  /// The longest ``AnimatedImagePlan/sequence``: frames held for their delays by repetition.
  package static let longestSequence = 1_000

  /// Whether an image of `frameCount` frames may animate; checked before anything is decoded.
  package static func check(frameCount: Int) -> AnimatedImageRefusal? {
    frameCount > maximumFrames ? .tooManyFrames(count: frameCount, limit: maximumFrames) : nil
  }

  /// How to decode and play an image of `delays.count` frames of `width` × `height` pixels,
  /// each decoded no larger than `decodedLongSide` (``ImageDecodeRule``'s answer); `delays` are
  /// the frames' own delays in seconds (nil where a frame has none).
  package static func plan(
    width: Int, height: Int, decodedLongSide: Int, delays: [TimeInterval?]
  ) -> Result<AnimatedImagePlan, AnimatedImageRefusal> {
    if let refusal = check(frameCount: delays.count) { return .failure(refusal) }
    let frames = max(delays.count, 1)
    let longSide = max(width, height, 1)
    let wanted = max(min(decodedLongSide, longSide), 1)
    var side = wanted
    // The decoded pixels of one frame at long side `side`, by the image's aspect ratio.
    func pixels(_ side: Int) -> Int {
      let scale = Double(side) / Double(longSide)
      return max(Int((Double(width) * scale).rounded()), 1)
        * max(Int((Double(height) * scale).rounded()), 1)
    }
    if pixels(side) * frames > maximumTotalPixels {
      let shrink = (Double(maximumTotalPixels) / Double(pixels(side) * frames)).squareRoot()
      side = Int((Double(side) * shrink).rounded(.down))
      while side > 1, pixels(side) * frames > maximumTotalPixels { side -= 1 }
      guard side * 2 >= wanted else {
        return .failure(
          .tooManyPixels(total: pixels(wanted) * frames, limit: maximumTotalPixels))
      }
    }
    let kept = delays.map { delay -> TimeInterval in
      guard let delay, delay.isFinite, delay >= shortestDelay else { return defaultDelay }
      return delay
    }
    return .success(
      AnimatedImagePlan(decodedLongSide: side, frameDelays: kept, sequence: sequence(kept)))
  }

  /// The frames in order, each repeated in proportion to its delay (the shortest delay once),
  /// within ``longestSequence``.
  private static func sequence(_ delays: [TimeInterval]) -> [Int] {
    guard let shortest = delays.min(), shortest > 0 else { return Array(delays.indices) }
    let repeats = delays.map { max(Int(($0 / shortest).rounded()), 1) }
    let total = repeats.reduce(0, +)
    guard total > delays.count, total <= longestSequence else { return Array(delays.indices) }
    return repeats.enumerated().flatMap { Array(repeating: $0.offset, count: $0.element) }
  }
}
