/// Why an animated image creative (a GIF, an animated PNG) is refused: it would take more
/// frames, or more decoded pixels, than ``AnimatedImageBounds`` allows.
package enum AnimatedImageRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// It has `count` frames, over the `limit`.
  case tooManyFrames(count: Int, limit: Int)
  /// Its frames would decode to `total` pixels, over the `limit`, even at half the size it is
  /// drawn at.
  case tooManyPixels(total: Int, limit: Int)

  /// What is logged and shown in the inspector.
  package var description: String {
    switch self {
    case .tooManyFrames(let count, let limit):
      "the animated image has \(count) frames, over the \(limit) an image creative may have"
    case .tooManyPixels(let total, let limit):
      "the animated image's frames decode to \(total) pixels, over the \(limit) an image "
        + "creative may have"
    }
  }

  /// The creative's failure, as the SDK's renderers report one.
  package var failure: CreativeFailure { CreativeFailure(description) }
}
