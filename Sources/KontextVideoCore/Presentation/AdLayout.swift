/// Where an inline ad goes in its container: the rules of the Coalition for Better Ads.
///
/// - An overlay covers at most 20% of the container's area
///   (``AdChromeMetrics/overlayMaximumAreaShare``), sits in its lower third, clear of the insets
///   and of ``AdChromeMetrics/transportBarClearance`` above them (on Apple TV, the system
///   player's transport bar; nothing on a phone), and keeps the creative's aspect ratio where it
///   can. Its room is that part of the lower third, no taller than an overlay of the minimum
///   width may be under the 20% cap; a room smaller than 240 × 50 pt is refused with that room as
///   the `actual` size.
/// - A pause card is centred in the space inside the insets, at most 80% of it; on Apple TV
///   that space ends ``AdChromeMetrics/transportBarClearance`` above the bottom inset, clear of
///   the transport bar the system player shows while paused.
/// - A full-player pause ad fills the space inside the insets (on Apple TV too: it takes the
///   player's place, and its Resume control is the way back).
///
/// The insets are the app's and the container's safe area, which on Apple TV keeps the TV's
/// overscan (see ``AdChromeMetrics``). The sizes are `metrics`', the current platform's unless a
/// caller gives others.
enum AdLayout {
  /// The ad's frame, or the error `show(in:)` throws.
  package static func frame(
    for style: AdPlacementStyle,
    container: AdSize,
    insets: AdInsets,
    creativeAspectRatio: Double?,
    metrics: AdChromeMetrics = .current
  ) -> Result<AdRect, VideoAdError> {
    let inner = AdRect(
      x: insets.left,
      y: insets.top,
      width: container.width - insets.left - insets.right,
      height: container.height - insets.top - insets.bottom
    )
    switch style {
    case .overlay:
      return overlayFrame(
        container: container, inner: inner, aspect: creativeAspectRatio ?? 6.4, metrics: metrics)
    case .pauseCard:
      // Paused, the system player shows its transport bar: the card is centred above it
      // (nothing is kept on a phone, where the app's controls are in its insets).
      var inner = inner
      inner.height -= max(metrics.transportBarClearance, 0)
      guard fits(inner.size, style.minimumSize) else { return tooSmall(style, inner.size) }
      let aspect = creativeAspectRatio ?? 1.2
      var width = min(inner.width * 0.8, 600)
      var height = width / aspect
      if height > inner.height * 0.8 {
        height = inner.height * 0.8
        width = height * aspect
      }
      width = max(width, style.minimumSize.width)
      height = max(height, style.minimumSize.height)
      return .success(
        AdRect(
          x: inner.x + (inner.width - width) / 2,
          y: inner.y + (inner.height - height) / 2,
          width: width,
          height: height
        ))
    case .pauseFullPlayer:
      guard fits(inner.size, style.minimumSize) else { return tooSmall(style, inner.size) }
      return .success(inner)
    }
  }

  private static func overlayFrame(
    container: AdSize, inner: AdRect, aspect: Double, metrics: AdChromeMetrics
  ) -> Result<AdRect, VideoAdError> {
    // The overlay's room: inside the insets, inside the container's lower third, clear of the
    // player's controls above the bottom inset, and no more than 20% of the container's area.
    let lowerThirdTop = container.height * 2 / 3
    let top = max(inner.y, lowerThirdTop)
    let bottom = inner.maxY - max(metrics.transportBarClearance, 0)
    let region = AdRect(
      x: inner.x, y: top, width: max(inner.width, 0), height: max(bottom - top, 0))
    let maximumArea = max(
      container.width * container.height * metrics.overlayMaximumAreaShare, 0)
    let minimum = AdPlacementStyle.overlay.minimumSize
    // The room: the region, as tall as an overlay of the minimum width may be under the cap.
    let room = AdSize(
      width: region.width, height: min(region.height, maximumArea / minimum.width))
    guard fits(room, minimum) else { return tooSmall(.overlay, room) }
    var width = min(region.width, 728)
    var height = width / aspect
    if height > region.height {
      height = region.height
      width = height * aspect
    }
    if width * height > maximumArea {
      let scale = (maximumArea / (width * height)).squareRoot()
      width *= scale
      height *= scale
    }
    // The room holds the minimum, so growing to it keeps every rule.
    width = min(max(width, minimum.width), region.width)
    height = min(max(height, minimum.height), region.height)
    if width * height > maximumArea {
      // Growing to the minimum went over the cap: give back height first, then width. The
      // room check guaranteed the cap holds 240 x 50.
      height = max(maximumArea / width, minimum.height)
      if width * height > maximumArea { width = max(maximumArea / height, minimum.width) }
    }
    return .success(
      AdRect(
        x: region.x + (region.width - width) / 2,
        y: region.maxY - height,
        width: width,
        height: height
      ))
  }

  private static func fits(_ size: AdSize, _ minimum: AdSize) -> Bool {
    size.width >= minimum.width && size.height >= minimum.height
  }

  private static func tooSmall(_ style: AdPlacementStyle, _ actual: AdSize) -> Result<
    AdRect, VideoAdError
  > {
    .failure(
      .containerTooSmall(
        minimum: style.minimumSize,
        actual: AdSize(width: max(actual.width, 0), height: max(actual.height, 0))))
  }
}
