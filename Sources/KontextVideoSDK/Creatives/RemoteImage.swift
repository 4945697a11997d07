#if canImport(UIKit)
  import Foundation
  import ImageIO
  import KontextVideoCore
  import UIKit

  /// An image from the network, downloaded and decoded off the main thread: an image creative,
  /// a VAST icon, an icon's fallback image.
  ///
  /// The file comes through ``CreativeDownload`` (the SDK's own session, https, within
  /// ``ImageDecodeRule/maximumBytes``). ImageIO reads the image's pixel size from its header
  /// first, without decoding it; the core's ``ImageDecodeRule`` refuses one over its megapixel
  /// limit and says the size to decode at (no larger than where it is drawn), and ImageIO
  /// decodes straight to that size, so a small file with huge dimensions never becomes
  /// hundreds of megabytes.
  ///
  /// The `UIImage` is made where the decode runs and handed to the main actor to draw: image
  /// objects are immutable, and Apple's thread-safety summary lets immutable objects pass
  /// between threads (the SDK's `UIImage` is `Sendable`).
  enum RemoteImage {
    /// The image at `url`, decoded for drawing no larger than `longSide` points at `scale`
    /// pixels a point (each `nil` when not known: the rule's own bound then). Call it off the
    /// main actor (a detached task): it downloads and decodes where it runs.
    static func load(_ url: URL, longSide: Double?, scale: Double?) async throws(CreativeFailure)
      -> UIImage
    {
      let data = try await CreativeDownload.data(from: url, limit: ImageDecodeRule.maximumBytes)
      if Task.isCancelled { throw CreativeFailure("the load was cancelled") }
      return try decode(data, longSide: longSide, scale: scale)
    }

    /// Decodes `data` at the size the core allows, off the main thread: Apple's own
    /// downsampling pattern (WWDC 2018, "Image and Graphics Best Practices") runs these ImageIO
    /// calls on a background queue. `kCGImageSourceShouldCache: false` keeps the source from
    /// decoding the full image; the thumbnail is decoded once, at its size.
    static func decode(_ data: Data, longSide: Double?, scale: Double?) throws(CreativeFailure)
      -> UIImage
    {
      let noCache = [kCGImageSourceShouldCache: false] as CFDictionary
      guard let source = CGImageSourceCreateWithData(data as CFData, noCache),
        CGImageSourceGetCount(source) > 0
      else { throw CreativeFailure("the image could not be read") }
      // The header's pixel size; nothing is decoded yet.
      let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, noCache) as? [CFString: Any]
      let width = (properties?[kCGImagePropertyPixelWidth] as? NSNumber)?.intValue ?? 0
      let height = (properties?[kCGImagePropertyPixelHeight] as? NSNumber)?.intValue ?? 0
      let pixels = try ImageDecodeRule.decodedLongSide(
        width: width, height: height, screenLongSide: longSide, scale: scale
      ).get()
      // An animated GIF or APNG: its frames within the core's bounds (AnimatedImageBounds),
      // or refused, typed.
      if CGImageSourceGetCount(source) > 1 {
        return try AnimatedImageDecoder.decode(
          source, width: width, height: height, longSide: pixels, scale: scale)
      }
      let options =
        [
          kCGImageSourceCreateThumbnailFromImageAlways: true,
          kCGImageSourceCreateThumbnailWithTransform: true,
          kCGImageSourceShouldCacheImmediately: true,
          kCGImageSourceThumbnailMaxPixelSize: pixels,
        ] as CFDictionary
      guard let image = CGImageSourceCreateThumbnailAtIndex(source, 0, options) else {
        throw CreativeFailure("the image could not be decoded")
      }
      return UIImage(cgImage: image, scale: CGFloat(scale ?? 1), orientation: .up)
    }
  }
#endif
