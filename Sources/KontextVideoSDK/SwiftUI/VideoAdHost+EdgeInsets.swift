#if canImport(UIKit) && canImport(SwiftUI)
  import KontextVideoCore
  import SwiftUI
  import UIKit

  extension VideoAdHost {
    /// Creates a host for `ad` (`nil` shows nothing), kept clear of SwiftUI's `insets`: a
    /// `safeAreaInsets` from a `GeometryReader`, or your controls' height, as they come.
    /// Leading and trailing follow the view's layout direction (right and left in a
    /// right-to-left language). The closures are those of the UIKit-insets form.
    ///
    /// ```swift
    /// VideoAdHost(ad: model.adOnScreen, insets: EdgeInsets(top: 0, leading: 0, bottom: 80, trailing: 0))
    /// ```
    public init(
      ad: VideoAd?,
      insets: EdgeInsets,
      onShowFailed: @escaping @MainActor (VideoAd, VideoAdError) -> Void = { _, _ in },
      onImpression: @escaping @MainActor (VideoAd) -> Void = { _ in },
      onClick: @escaping @MainActor (VideoAd, VideoAdClick) -> Void = { _, _ in },
      onEnd: @escaping @MainActor (VideoAd, VideoAd.EndReason) -> Void = { _, _ in },
      onReport: @escaping @MainActor (VideoAd, AdReport) -> Void = { _, _ in },
      onReward: @escaping @MainActor (VideoAd, EarnedReward) -> Void = { _, _ in },
      onInfo: @escaping @MainActor (VideoAd, Bool) -> Void = { _, _ in },
      shouldOpen: @escaping @MainActor (VideoAd, VideoAdClick) -> Bool = { _, _ in true }
    ) {
      self.init(
        ad: ad, insets: UIEdgeInsets.zero, onShowFailed: onShowFailed,
        onImpression: onImpression, onClick: onClick, onEnd: onEnd, onReport: onReport,
        onReward: onReward, onInfo: onInfo, shouldOpen: shouldOpen)
      edgeInsets = insets
    }
  }

  extension AdInsets {
    /// SwiftUI's insets, their leading and trailing edges placed for `direction`.
    init(_ insets: EdgeInsets, in direction: LayoutDirection) {
      let (left, right) =
        direction == .rightToLeft
        ? (insets.trailing, insets.leading) : (insets.leading, insets.trailing)
      self.init(
        top: Double(insets.top), left: Double(left), bottom: Double(insets.bottom),
        right: Double(right))
    }
  }
#endif
