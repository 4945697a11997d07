#if canImport(UIKit)
  import Foundation
  import ImageIO
  import KontextVideoCore
  import UIKit

  /// A static image creative, downloaded and decoded off the main thread at `load()`, so
  /// `show()` never decodes.
  ///
  /// ImageIO reads the image's pixel size from its header first, without decoding it; the
  /// core's ``ImageDecodeRule`` refuses one over its megapixel limit and says the size to
  /// decode at (the screen's long side in pixels at most), and ImageIO decodes straight to
  /// that size, so a small file with huge dimensions never becomes hundreds of megabytes.
  @MainActor
  final class ImageCreative: DrawableCreative {
    var eventHandler: (@MainActor (CreativeEvent) -> Void)?
    private let imageView: UIImageView

    private init(image: UIImage) {
      imageView = UIImageView(image: image)
      imageView.contentMode = .scaleAspectFit
      imageView.clipsToBounds = true
      imageView.isAccessibilityElement = false
    }

    var view: UIView { imageView }

    func didAppear() {}

    func release() {
      eventHandler = nil
      imageView.image = nil
      imageView.removeFromSuperview()
    }

    /// Downloads and decodes `url` for a screen of `screen` (its size in points and scale);
    /// calls `completion` once on the main actor unless cancelled.
    static func load(
      _ url: URL, screen: PlatformScreen?,
      completion: @escaping @MainActor (Result<ImageCreative, CreativeFailure>) -> Void
    ) -> AdCancellable {
      let task = Task.detached(priority: .userInitiated) {
        () -> Result<UIImage, CreativeFailure> in
        do throws(CreativeFailure) {
          let data = try await CreativeDownload.data(
            from: url, limit: ImageDecodeRule.maximumBytes)
          if Task.isCancelled { throw CreativeFailure("the load was cancelled") }
          return .success(try decode(data, screen: screen))
        } catch {
          return .failure(error)
        }
      }
      Task { @MainActor in
        let result = await task.value
        guard !task.isCancelled else { return }
        completion(result.map { ImageCreative(image: $0) })
      }
      return AdCancellable { task.cancel() }
    }

    /// Decodes `data` at the size the core allows, off the main thread: Apple's own
    /// downsampling pattern (WWDC 2018, "Image and Graphics Best Practices") runs these ImageIO
    /// calls on a background queue. `kCGImageSourceShouldCache: false` keeps the source from
    /// decoding the full image; the thumbnail is decoded once, at its size.
    nonisolated private static func decode(_ data: Data, screen: PlatformScreen?)
      throws(CreativeFailure) -> UIImage
    {
      let noCache = [kCGImageSourceShouldCache: false] as CFDictionary
      guard let source = CGImageSourceCreateWithData(data as CFData, noCache),
        CGImageSourceGetCount(source) > 0
      else { throw CreativeFailure("the image could not be read") }
      // The header's pixel size; nothing is decoded yet.
      let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, noCache) as? [CFString: Any]
      let width = (properties?[kCGImagePropertyPixelWidth] as? NSNumber)?.intValue ?? 0
      let height = (properties?[kCGImagePropertyPixelHeight] as? NSNumber)?.intValue ?? 0
      let longSide = try ImageDecodeRule.decodedLongSide(
        width: width, height: height,
        screenLongSide: screen.map { max($0.size.width, $0.size.height) },
        scale: screen?.scale
      ).get()
      let options =
        [
          kCGImageSourceCreateThumbnailFromImageAlways: true,
          kCGImageSourceCreateThumbnailWithTransform: true,
          kCGImageSourceShouldCacheImmediately: true,
          kCGImageSourceThumbnailMaxPixelSize: longSide,
        ] as CFDictionary
      guard let image = CGImageSourceCreateThumbnailAtIndex(source, 0, options) else {
        throw CreativeFailure("the image could not be decoded")
      }
      return UIImage(cgImage: image, scale: CGFloat(screen?.scale ?? 1), orientation: .up)
    }
  }
#endif
