#if canImport(UIKit)
  import Foundation
  import ImageIO
  import KontextVideoCore
  import UIKit

  /// Decodes an animated image creative (a GIF, an animated PNG: an image source of more than
  /// one frame) within the core's ``AnimatedImageBounds``: every frame at the size the core
  /// says, played at each frame's own delay; or refuses it with the core's
  /// ``AnimatedImageRefusal``, before anything is decoded when it has too many frames.
  ///
  /// Call it where ``RemoteImage`` decodes, off the main thread (ImageIO's calls run on a
  /// background queue in Apple's own downsampling pattern, WWDC 2018), with the source made
  /// with `kCGImageSourceShouldCache: false`.
  enum AnimatedImageDecoder {
    /// The animated image of `source`, whose first frame is `width` × `height` pixels, each
    /// frame decoded no larger than `longSide` pixels (``ImageDecodeRule``'s answer) and drawn
    /// at `scale` pixels a point.
    static func decode(
      _ source: CGImageSource, width: Int, height: Int, longSide: Int, scale: Double?
    ) throws(CreativeFailure) -> UIImage {
      // CGImageSource.h: the number of images (frames) in the source; reading it decodes none.
      let count = CGImageSourceGetCount(source)
      if let refusal = AnimatedImageBounds.check(frameCount: count) { throw refusal.failure }
      let noCache = [kCGImageSourceShouldCache: false] as CFDictionary
      let delays = (0..<count).map { index in
        delay(CGImageSourceCopyPropertiesAtIndex(source, index, noCache) as? [CFString: Any])
      }
      let plan: AnimatedImagePlan
      switch AnimatedImageBounds.plan(
        width: width, height: height, decodedLongSide: longSide, delays: delays)
      {
      case .success(let planned): plan = planned
      case .failure(let refusal): throw refusal.failure
      }
      let options =
        [
          kCGImageSourceCreateThumbnailFromImageAlways: true,
          kCGImageSourceCreateThumbnailWithTransform: true,
          kCGImageSourceShouldCacheImmediately: true,
          kCGImageSourceThumbnailMaxPixelSize: plan.decodedLongSide,
        ] as CFDictionary
      var frames: [UIImage] = []
      for index in 0..<count {
        guard let frame = CGImageSourceCreateThumbnailAtIndex(source, index, options) else {
          throw CreativeFailure("frame \(index + 1) of the animated image could not be decoded")
        }
        frames.append(UIImage(cgImage: frame, scale: CGFloat(scale ?? 1), orientation: .up))
      }
      // UIImage.h: an animated image shows its images in order, each for the same share of
      // `duration`; the core's sequence repeats a frame to hold it for its own delay.
      let shown = plan.sequence.map { frames[$0] }
      guard let image = UIImage.animatedImage(with: shown, duration: plan.duration) else {
        throw CreativeFailure("the animated image could not be made")
      }
      return image
    }

    /// A frame's own delay in seconds, from its GIF or APNG properties (CGImageProperties.h:
    /// the unclamped delay first, as ImageIO clamps the other); nil when it has none.
    private static func delay(_ properties: [CFString: Any]?) -> TimeInterval? {
      let pairs = [
        (kCGImagePropertyGIFDictionary, kCGImagePropertyGIFUnclampedDelayTime),
        (kCGImagePropertyGIFDictionary, kCGImagePropertyGIFDelayTime),
        (kCGImagePropertyPNGDictionary, kCGImagePropertyAPNGUnclampedDelayTime),
        (kCGImagePropertyPNGDictionary, kCGImagePropertyAPNGDelayTime),
      ]
      for (dictionary, key) in pairs {
        let format = properties?[dictionary] as? [CFString: Any]
        if let seconds = (format?[key] as? NSNumber)?.doubleValue, seconds > 0 { return seconds }
      }
      return nil
    }
  }
#endif
