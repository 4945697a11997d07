#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  extension VideoAd {
    /// Shows an overlay or pause ad in the view your content plays in, clear of `insets`
    /// (your own controls).
    ///
    /// Throws, and shows nothing, for the same reasons as `show(in:insets:)` with an
    /// ``AdContainer``. The ad's view is added above your content; touches outside it reach
    /// your player.
    ///
    /// ```swift
    /// try overlayAd.show(in: playerView, insets: UIEdgeInsets(top: 0, left: 0, bottom: 80, right: 0))
    /// ```
    public func show(in view: UIView, insets: UIEdgeInsets = .zero) throws(VideoAdError) {
      try show(in: UIViewAdContainer(view: view), insets: AdInsets(insets))
    }

    /// Presents a linear ad full screen from `viewController`.
    ///
    /// Throws, and shows nothing, when the ad cannot be shown, or when `viewController` is not
    /// in a window, is in a transition, or already presents another controller.
    public func show(from viewController: UIViewController) throws(VideoAdError) {
      try show(from: ViewControllerPresenter(from: viewController))
    }
  }

  extension AdInsets {
    /// UIKit's insets in points, for logic written against ``AdContainer``: what
    /// `show(in:insets:)` with a `UIView` passes on.
    ///
    /// ```swift
    /// try ad.show(in: container, insets: AdInsets(view.safeAreaInsets))
    /// ```
    public init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }
#endif
