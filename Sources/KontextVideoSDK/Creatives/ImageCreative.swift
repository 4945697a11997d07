#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  import UIKit

  /// An image creative, downloaded and decoded off the main thread at `load()`, so `show()`
  /// never decodes: ``RemoteImage`` decodes it no larger than the screen's long side in
  /// pixels, and an animated GIF or APNG frame by frame within the core's
  /// ``AnimatedImageBounds`` (or refuses it).
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
          let image = try await RemoteImage.load(
            url, longSide: screen.map { max($0.size.width, $0.size.height) },
            scale: screen?.scale)
          return .success(image)
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
  }
#endif
