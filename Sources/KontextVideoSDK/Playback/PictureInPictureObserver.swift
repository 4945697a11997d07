#if canImport(UIKit)
  import AVKit
  import Foundation
  import KontextVideoCore

  /// Tells a ``VideoAds`` whether its content is in Picture in Picture, from an
  /// `AVPictureInPictureController`'s `isPictureInPictureActive`, which Apple documents as
  /// key-value observable. Holds the controller weakly; the observation ends with this object.
  @MainActor
  final class PictureInPictureObserver {
    private var observation: NSKeyValueObservation?

    init(controller: AVPictureInPictureController, ads: VideoAds) {
      // Delivered on the thread that changed the value (AVKit changes it on the main thread);
      // the value read there is handed to the main actor.
      observation = controller.observe(\.isPictureInPictureActive, options: [.initial, .new]) {
        [weak ads] controller, _ in
        let isActive = controller.isPictureInPictureActive
        MainThread.run { ads?.isContentInPictureInPicture = isActive }
      }
    }
  }
#endif
