#if canImport(UIKit) && os(tvOS)
  import KontextVideoCore
  import UIKit

  extension UIView {
    /// On Apple TV, where focus should go while a pause ad is on screen in this player view:
    /// the ad's Resume or close control, as the SDK's focus plan says; empty when no pause ad
    /// is shown here (an overlay never takes focus).
    ///
    /// List it first in the `preferredFocusEnvironments` of the view controller that shows
    /// your player. As a pause ad appears the SDK asks the focus engine to update focus from
    /// that view controller, so focus moves to the ad; when the ad ends, focus goes back to
    /// what your view controller prefers next:
    ///
    /// ```swift
    /// override var preferredFocusEnvironments: [any UIFocusEnvironment] {
    ///   playerView.kontextAdFocusEnvironments + super.preferredFocusEnvironments
    /// }
    /// ```
    @MainActor
    public var kontextAdFocusEnvironments: [any UIFocusEnvironment] {
      subviews.reversed().lazy.compactMap { ($0 as? InlineAdView)?.focusTarget }.first
        .map { [$0] } ?? []
    }
  }
#endif
