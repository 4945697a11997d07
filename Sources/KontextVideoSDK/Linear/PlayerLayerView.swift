#if canImport(UIKit)
  import AVFoundation
  import UIKit

  /// A view whose layer is an `AVPlayerLayer`: the linear ad's picture, letterboxed, never
  /// cropped (a vertical creative keeps its bars), and the card of a creative with no video
  /// over it. Each ad of a break shows in the same view, in turn.
  final class PlayerLayerView: UIView {
    override static var layerClass: AnyClass { AVPlayerLayer.self }

    /// The view's player layer.
    var playerLayer: AVPlayerLayer {
      // The layer class is AVPlayerLayer, so this cast cannot fail.
      layer as! AVPlayerLayer
    }

    /// The player whose picture the view shows; nil for none.
    ///
    /// AVPlayerLayer.h: the layer retains its player (so a replaced one is let go) and says
    /// nothing of threads; it is set on the main thread, as the rest of this view. The layer
    /// shows nothing of a new player until its first frame is ready (`readyForDisplay`), the
    /// view's black background meanwhile: a ``PlayableCreative``'s first frame is buffered
    /// before its ad is shown, so that is brief.
    var player: AVPlayer? {
      get { playerLayer.player }
      set { playerLayer.player = newValue }
    }

    /// The card of a creative with no video, over the picture and the size of the view; nil for
    /// none. A new card takes the place of the last.
    var card: UIView? {
      didSet {
        guard card !== oldValue else { return }
        oldValue?.removeFromSuperview()
        guard let card else { return }
        addSubview(card)
        card.frame = bounds
        card.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      }
    }

    /// A view showing `player`'s picture.
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
