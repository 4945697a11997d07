import AVFoundation
import UIKit

/// The view the video plays in: its layer is an `AVPlayerLayer`. Overlay and pause ads are shown
/// in it.
final class PlayerView: UIView {
  override class var layerClass: AnyClass { AVPlayerLayer.self }

  var player: AVPlayer? {
    get { playerLayer.player }
    set { playerLayer.player = newValue }
  }

  private var playerLayer: AVPlayerLayer {
    // The layer is always an AVPlayerLayer: `layerClass` says so.
    layer as! AVPlayerLayer
  }
}
