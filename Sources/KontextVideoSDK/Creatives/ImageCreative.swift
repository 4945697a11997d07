#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  import UIKit

  /// A static image creative, downloaded and decoded off the main thread at `load()`, so
  /// `show()` never decodes.
  @MainActor
  final class ImageCreative: DrawableCreative {
    /// The largest image file the SDK downloads: 2 MiB.
    static let maximumBytes = 2 * 1024 * 1024

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

    /// Downloads and decodes `url`; calls `completion` once on the main actor unless cancelled.
    static func load(
      _ url: URL, completion: @escaping @MainActor (Result<ImageCreative, CreativeFailure>) -> Void
    ) -> AdCancellable {
      let task = Task.detached(priority: .userInitiated) {
        () -> Result<UIImage, CreativeFailure> in
        do throws(CreativeFailure) {
          let data = try await CreativeDownload.data(from: url, limit: maximumBytes)
          guard let image = UIImage(data: data) else {
            return .failure(CreativeFailure("the image could not be decoded"))
          }
          let prepared = await image.byPreparingForDisplay() ?? image
          return .success(prepared)
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
