#if canImport(UIKit)
  import AVFoundation
  import UIKit

  /// A view whose layer is an `AVPlayerLayer`: the linear ad's picture, letterboxed, never
  /// cropped (a vertical creative keeps its bars).
  final class PlayerLayerView: UIView {
    override static var layerClass: AnyClass { AVPlayerLayer.self }

    /// The view's player layer.
    var playerLayer: AVPlayerLayer {
      // The layer class is AVPlayerLayer, so this cast cannot fail.
      layer as! AVPlayerLayer
    }

    init(player: AVPlayer?) {
      super.init(frame: .zero)
      backgroundColor = .black
      playerLayer.videoGravity = .resizeAspect
      playerLayer.player = player
      isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
  }
#endif
