#if canImport(UIKit)
  import UIKit

  /// The UIView behind a `VideoAdHost`: transparent, passing touches through, and telling its
  /// state when it is on screen with a size, which is when a pending ad is shown.
  final class VideoAdHostView: UIView {
    /// Called when the view has a window and a non-zero size (after a move or a layout).
    var onReady: (@MainActor () -> Void)?

    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .clear
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Whether an ad can be shown in the view now.
    var isReadyForAd: Bool { window != nil && bounds.width > 0 && bounds.height > 0 }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      if isReadyForAd { onReady?() }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      if isReadyForAd { onReady?() }
    }

    /// Touches on the host itself (not on an ad) go through to the views below.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }
#endif
