#if canImport(UIKit)
  import AVFoundation
  import KontextVideoCore
  import UIKit

  /// A prepared creative that draws in a view: what an overlay or pause ad puts on screen.
  @MainActor
  protocol DrawableCreative: RenderedCreative {
    /// The creative's view, sized by the SDK to the ad's frame.
    var view: UIView { get }
  }

  /// A prepared linear creative: the player whose first frame is buffered, or `nil` for a
  /// sandbox video, which the full-screen player plays on a timer.
  @MainActor
  protocol PlayableCreative: RenderedCreative {
    /// The ad's own player, never the app's.
    var player: AVPlayer? { get }
  }
#endif
