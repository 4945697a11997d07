/// How big an image creative may be, and the size it is decoded at.
///
/// The SDK's 2 MiB download limit bounds compressed bytes only: a flat 10,000 × 10,000 PNG
/// compresses to a few kilobytes and decodes to about 400 MB. So the platform layer reads the
/// image's pixel size from its header (without decoding it), and this rule refuses one over
/// ``maximumPixels``, and otherwise decodes it no larger than the ad can be drawn: the screen's
/// long side in pixels (its points times its scale), or the image's own size if smaller.
package enum ImageDecodeRule {
  /// The largest image file downloaded: 2 MiB, enforced while the bytes arrive.
  package static let maximumBytes = 2 * 1024 * 1024
  /// The most pixels an image creative may have: 16,777,216 (4096 × 4096, 64 MB decoded at
  /// 4 bytes a pixel).
  package static let maximumPixels = 4096 * 4096
  /// The long side, in pixels, an image is decoded to when the screen is not known.
  package static let fallbackLongSide = 2048

  /// The long side in pixels to decode an image of `width` × `height` pixels at, for a screen
  /// whose long side is `screenLongSide` points at `scale` pixels a point; or why it is refused.
  package static func decodedLongSide(
    width: Int, height: Int, screenLongSide: Double?, scale: Double?
  ) -> Result<Int, CreativeFailure> {
    guard width > 0, height > 0 else {
      return .failure(CreativeFailure("the image has no pixel size in its header"))
    }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, pixels <= maximumPixels else {
      return .failure(
        CreativeFailure(
          "the image is \(width) × \(height) px, over the \(maximumPixels / 1_000_000) "
            + "megapixels an image creative may have"))
    }
    let imageLongSide = max(width, height)
    var screenPixels = fallbackLongSide
    if let screenLongSide, let scale, screenLongSide.isFinite, scale.isFinite,
      screenLongSide > 0, scale > 0
    {
      screenPixels = Int(min((screenLongSide * scale).rounded(.up), Double(fallbackLongSide * 4)))
    }
    return .success(min(imageLongSide, max(screenPixels, 1)))
  }
}
