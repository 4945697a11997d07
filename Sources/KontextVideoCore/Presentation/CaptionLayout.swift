/// Where a linear ad's captions go over its video: a box centred near the bottom of the video,
/// clear of every control, the badge and the icons, inside the safe area.
///
/// - Width: what the text needs (`fitting`, measured by the platform layer at most
///   ``maximumWidth(video:metrics:)`` wide), never more than
///   ``AdChromeMetrics/captionMaximumWidth`` points nor the video's width less
///   ``AdChromeMetrics/linearSideMargin`` on each side.
/// - Height: what the text needs, at most ``AdChromeMetrics/captionMaximumHeightShare`` of the
///   video's height (the platform layer cuts the text past it).
/// - Place: centred, ``AdChromeMetrics/linearBottomMargin`` above the video's bottom edge; when
///   that covers a control, the badge or an icon, the lowest place just above one of them
///   (``AdChromeMetrics/captionGap`` points above) that covers none. Where nothing is clear (a video too short), it stays at
///   the bottom: captions take no taps, and the controls are drawn over them.
///
/// The obstacles are what the player draws now: the Play control only while it shows.
///
/// The sizes are `metrics`' (``AdChromeMetrics``), the current platform's unless a caller gives
/// others. NaN or infinite inputs count as 0.
package enum CaptionLayout {
  /// The current platform's widest caption box, in points
  /// (``AdChromeMetrics/captionMaximumWidth``).
  package static var maximumWidth: Double { AdChromeMetrics.current.captionMaximumWidth }

  /// How wide the platform layer may measure the text for a video at `video`.
  package static func maximumWidth(video: AdRect, metrics: AdChromeMetrics = .current)
    -> Double
  {
    max(min(metrics.captionMaximumWidth, finite(video.width) - 2 * metrics.linearSideMargin), 0)
  }

  /// The box of captions whose text needs `fitting`, over the video at `video` (the safe area,
  /// ``LinearAdLayout/Frames/video``), clear of `obstacles` (the controls', the badge's and the
  /// icons' frames); nil when there is no text to show or no room.
  package static func frame(
    fitting: AdSize, video: AdRect, avoiding obstacles: [AdRect],
    metrics: AdChromeMetrics = .current
  ) -> AdRect? {
    let video = AdRect(
      x: finite(video.x), y: finite(video.y), width: max(finite(video.width), 0),
      height: max(finite(video.height), 0))
    let width = min(max(finite(fitting.width), 0), maximumWidth(video: video, metrics: metrics))
    let height = min(
      max(finite(fitting.height), 0), video.height * metrics.captionMaximumHeightShare)
    guard width > 0, height > 0 else { return nil }
    let bottom = video.maxY - metrics.linearBottomMargin
    let x = video.x + (video.width - width) / 2
    let taken = obstacles.filter { !$0.isEmpty }
    // The bottom, then just above each obstacle, lowest first.
    let places = ([bottom - height] + taken.map { $0.y - metrics.captionGap - height })
      .filter { $0 >= video.y && $0 <= bottom - height }.sorted(by: >)
    for y in places {
      let box = AdRect(x: x, y: y, width: width, height: height)
      if taken.allSatisfy({ box.intersection($0) == nil }) { return box }
    }
    return AdRect(x: x, y: bottom - height, width: width, height: height)
  }

  private static func finite(_ value: Double) -> Double {
    value.isFinite ? value : 0
  }
}
