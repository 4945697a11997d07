/// The size an overlay's or a pause ad's creative view is made at when it is prepared, long
/// before `show(in:)` gives it its frame: a web creative that measures its viewport while it
/// loads (`window.innerWidth`, `100vw`, a canvas sized at start) lays out for this size, not for
/// 0 × 0.
///
/// The container is not known yet: the screen stands in for it (an app's player, in a feed of
/// episodes, fills it), and the creative is laid out there by ``AdLayout``'s own rules, as an
/// overlay or as a pause card (a full-player pause ad is resized to its player when shown, as
/// is every creative whose container differs from the screen). Without a screen, or on one too
/// small for the ad, it is the creative's own size when the server gave one, else the smallest
/// the ad may be.
package enum CreativeViewSize {
  /// The size to make the view of a creative of `format` at, before it is shown, on `screen`
  /// (its size in points, when known).
  package static func atLoad(format: AdFormat, creative: AdCreative, screen: AdSize?)
    -> AdSize
  {
    let style: AdPlacementStyle = format == .overlay ? .overlay : .pauseCard
    if let screen,
      case .success(let frame) = AdLayout.frame(
        for: style, container: screen, insets: .zero,
        creativeAspectRatio: creative.aspectRatio)
    {
      return frame.size
    }
    if let size = creative.size, size.width > 0, size.height > 0 { return size }
    return style.minimumSize
  }
}
