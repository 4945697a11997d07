import AVKit
import UIKit

/// The view the video plays in: its layer is an `AVPlayerLayer`. Overlay and pause ads are shown
/// in it.
final class PlayerView: UIView {
  override class var layerClass: AnyClass { AVPlayerLayer.self }

  var player: AVPlayer? {
    get { playerLayer.player }
    set { playerLayer.player = newValue }
  }

  /// A Picture in Picture controller for this view's video, where the device supports it.
  func makePictureInPictureController() -> AVPictureInPictureController? {
    guard AVPictureInPictureController.isPictureInPictureSupported() else { return nil }
    return AVPictureInPictureController(playerLayer: playerLayer)
  }

  private var playerLayer: AVPlayerLayer {
    // The layer is always an AVPlayerLayer: `layerClass` says so.
    layer as! AVPlayerLayer
  }
}
