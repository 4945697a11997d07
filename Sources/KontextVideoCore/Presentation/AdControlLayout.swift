/// Where the controls drawn with an inline ad receive taps, and where its "Ad" badge goes.
///
/// Every target is at least ``AdChromeMetrics/minimumTarget`` points on each side (44 on a
/// phone, 66 on Apple TV), whatever size its glyph is, and grows to the size its text needs at
/// the viewer's text size (`fitting`, measured by the platform layer), so "继续播放" at the largest Dynamic Type size is never cut. Targets stay
/// inside the container's safe area (clear of the sensor housing and the home indicator) and
/// inside the container, so UIKit delivers their touches. Only a container smaller than the
/// target shrinks it, to the container's own size.
///
/// - ``AdControl/close``: a square at the ad's top trailing corner (top right, or top left in a
///   right-to-left layout), covering that corner of the ad.
/// - ``AdControl/info``: a square at the ad's top leading corner; where that would cover another
///   control (or the creative's own close corner, which IAB creatives draw at the top right), the
///   next corner that covers none, or beside the control it would cover
///   (``targets(for:adFrame:container:rightToLeft:fitting:safeArea:metrics:)`` decides).
/// - ``AdControl/resume``: a bar centred at the bottom of the ad, as wide as its text needs
///   (when nothing was measured, ``AdChromeMetrics/resumeWidth`` or the ad's width if narrower)
///   but no wider than the safe area, ``AdChromeMetrics/resumeBottomMargin`` above the ad's
///   bottom edge when the ad is tall enough, otherwise as far up as the ad allows.
/// - The badge (``badge(adFrame:container:safeArea:rightToLeft:fitting:avoiding:metrics:)``):
///   at the ad's bottom leading corner, away from the SDK's close control (top trailing) and
///   from the creative's own close control, which IAB creatives draw in their top right corner.
///
/// The sizes are `metrics`' (``AdChromeMetrics``), the current platform's unless a caller
/// gives others. NaN or infinite numbers in the inputs count as 0.
package enum AdControlLayout {
  /// The current platform's smallest hit target on either side, in points
  /// (``AdChromeMetrics/minimumTarget``).
  package static var minimumTarget: Double { AdChromeMetrics.current.minimumTarget }

  /// The hit target of `control` drawn with an ad at `adFrame` in a container of `container`
  /// size, whose safe area is `safeArea`. `fitting` is the size the control's content needs
  /// (its text at the viewer's text size); `nil` when not measured.
  package static func target(
    for control: AdControl, adFrame: AdRect, container: AdSize, rightToLeft: Bool,
    fitting: AdSize? = nil, safeArea: AdInsets = .zero, metrics: AdChromeMetrics = .current
  ) -> AdRect {
    let minimumTarget = metrics.minimumTarget
    let ad = finite(adFrame)
    let bounds = AdSize(
      width: max(finite(container.width), 0), height: max(finite(container.height), 0))
    let safe = safeRect(bounds, safeArea)
    let needed = fitting.map { AdSize(width: finite($0.width), height: finite($0.height)) }
    let target: AdRect
    switch control {
    case .close:
      let side = max(minimumTarget, needed?.width ?? 0, needed?.height ?? 0)
      target = AdRect(x: rightToLeft ? ad.x : ad.maxX - side, y: ad.y, width: side, height: side)
    case .info:
      let side = max(minimumTarget, needed?.width ?? 0, needed?.height ?? 0)
      target = AdRect(x: rightToLeft ? ad.maxX - side : ad.x, y: ad.y, width: side, height: side)
    case .resume:
      let natural =
        needed.map { max($0.width, minimumTarget) }
        ?? max(min(ad.width, metrics.resumeWidth), minimumTarget)
      let width = min(natural, max(safe.width, minimumTarget))
      let height = max(minimumTarget, needed?.height ?? 0)
      let margin = min(metrics.resumeBottomMargin, max(ad.height - height, 0))
      target = AdRect(
        x: ad.x + (ad.width - width) / 2, y: ad.maxY - margin - height, width: width,
        height: height)
    }
    return clamped(clamped(target, into: safe), into: AdRect(x: 0, y: 0, size: bounds))
  }

  /// The hit targets of `controls` drawn with an ad, each as ``target(for:adFrame:container:rightToLeft:fitting:safeArea:metrics:)``
  /// places it, except that the ⓘ control never covers another control: it takes the first
  /// place, in this order, that covers no other target (and, when one exists, not the
  /// creative's own close corner either): the ad's top leading, bottom leading, bottom trailing
  /// and top trailing corners, then beside each other target toward the ad's middle. `fitting`
  /// gives each control's measured size.
  package static func targets(
    for controls: [AdControl], adFrame: AdRect, container: AdSize, rightToLeft: Bool,
    fitting: [AdControl: AdSize] = [:], safeArea: AdInsets = .zero,
    metrics: AdChromeMetrics = .current
  ) -> [AdControl: AdRect] {
    var targets: [AdControl: AdRect] = [:]
    for control in controls where control != .info {
      targets[control] = target(
        for: control, adFrame: adFrame, container: container, rightToLeft: rightToLeft,
        fitting: fitting[control], safeArea: safeArea, metrics: metrics)
    }
    guard controls.contains(.info) else { return targets }
    let corner = target(
      for: .info, adFrame: adFrame, container: container, rightToLeft: rightToLeft,
      fitting: fitting[.info], safeArea: safeArea, metrics: metrics)
    let others = controls.compactMap { targets[$0] }
    targets[.info] = infoPlace(
      corner: corner, others: others, adFrame: finite(adFrame), container: container,
      rightToLeft: rightToLeft, safeArea: safeArea, creativeCloseSide: metrics.creativeCloseSide)
    return targets
  }

  /// Where the ⓘ target of the size of `corner` (its place at the top leading corner) covers
  /// none of `others`; `corner` itself when no place does (an ad narrower than two targets).
  private static func infoPlace(
    corner: AdRect, others: [AdRect], adFrame ad: AdRect, container: AdSize, rightToLeft: Bool,
    safeArea: AdInsets, creativeCloseSide: Double
  ) -> AdRect {
    let bounds = AdSize(
      width: max(finite(container.width), 0), height: max(finite(container.height), 0))
    let safe = safeRect(bounds, safeArea)
    let side = corner.width
    let leading = rightToLeft ? ad.maxX - side : ad.x
    let trailing = rightToLeft ? ad.x : ad.maxX - side
    let top = ad.y
    let bottom = ad.maxY - side
    var candidates = [
      AdRect(x: leading, y: top, width: side, height: side),
      AdRect(x: leading, y: bottom, width: side, height: side),
      AdRect(x: trailing, y: bottom, width: side, height: side),
      AdRect(x: trailing, y: top, width: side, height: side),
    ]
    // Beside each other target, on the side toward the ad's middle.
    for other in others {
      let towardMiddle = other.x + other.width / 2 < ad.x + ad.width / 2
      candidates.append(
        AdRect(
          x: towardMiddle ? other.maxX : other.x - side, y: other.y, width: side, height: side))
    }
    // Inside the ad, then inside the safe area and the container.
    let placed = candidates.map {
      clamped(
        clamped(clamped($0, into: ad), into: safe), into: AdRect(x: 0, y: 0, size: bounds))
    }
    let creativeClose = AdRect(
      x: ad.maxX - creativeCloseSide, y: ad.y, width: creativeCloseSide,
      height: creativeCloseSide)
    func clear(_ rect: AdRect, of obstacles: [AdRect]) -> Bool {
      rect.width > 0 && obstacles.allSatisfy { rect.intersection($0) == nil }
    }
    return placed.first { clear($0, of: others + [creativeClose]) }
      ?? placed.first { clear($0, of: others) } ?? corner
  }

  /// Where the "Ad" badge goes: its `fitting` size (no larger than the ad less its margins),
  /// ``AdChromeMetrics/badgeMargin`` in from the ad's bottom leading corner, inside the safe
  /// area. When it would cover one of the `avoiding` control targets or the creative's own close
  /// corner (``AdChromeMetrics/creativeCloseSide``), it moves up above it, or, where the ad is
  /// too short for that, along the bottom edge past it, toward the ad's trailing side; where no
  /// place clears them all, it stays inside the ad. The badge takes no taps, so it has no minimum size.
  package static func badge(
    adFrame: AdRect, container: AdSize, safeArea: AdInsets = .zero, rightToLeft: Bool,
    fitting: AdSize, avoiding targets: [AdRect] = [], metrics: AdChromeMetrics = .current
  ) -> AdRect {
    let badgeMargin = metrics.badgeMargin
    let creativeCloseSide = metrics.creativeCloseSide
    let ad = finite(adFrame)
    let bounds = AdSize(
      width: max(finite(container.width), 0), height: max(finite(container.height), 0))
    let width = min(max(finite(fitting.width), 0), max(ad.width - 2 * badgeMargin, 0))
    let height = min(max(finite(fitting.height), 0), max(ad.height - 2 * badgeMargin, 0))
    let area = safeRect(bounds, safeArea).intersection(ad) ?? ad
    let creativeClose = AdRect(
      x: ad.maxX - creativeCloseSide, y: ad.y, width: creativeCloseSide,
      height: creativeCloseSide)
    let obstacles = targets + [creativeClose]
    var badge = AdRect(
      x: rightToLeft ? area.maxX - badgeMargin - width : area.x + badgeMargin,
      y: area.maxY - badgeMargin - height, width: width, height: height)
    // Each move clears one obstacle for good (up, or along toward the trailing side), so a
    // pass per obstacle is enough.
    for _ in 0...obstacles.count {
      guard let obstacle = obstacles.first(where: { badge.intersection($0) != nil }) else {
        break
      }
      let above = obstacle.y - badgeMargin - height
      if above >= area.y + badgeMargin {
        badge.y = above
      } else if rightToLeft {
        badge.x = obstacle.x - badgeMargin - width
      } else {
        badge.x = obstacle.maxX + badgeMargin
      }
    }
    // An ad too small to clear every obstacle keeps the badge on it all the same: the badge
    // takes no taps, and the controls are drawn over it.
    return clamped(badge, into: area)
  }

  /// The container's rectangle less its safe area insets; the whole container when the
  /// insets leave nothing.
  private static func safeRect(_ container: AdSize, _ insets: AdInsets) -> AdRect {
    let top = max(finite(insets.top), 0)
    let left = max(finite(insets.left), 0)
    let rect = AdRect(
      x: left, y: top,
      width: container.width - left - max(finite(insets.right), 0),
      height: container.height - top - max(finite(insets.bottom), 0))
    return rect.width > 0 && rect.height > 0 ? rect : AdRect(x: 0, y: 0, size: container)
  }

  /// `rect` moved (and, only if the area is smaller, shrunk) to lie inside `area`.
  private static func clamped(_ rect: AdRect, into area: AdRect) -> AdRect {
    let width = min(rect.width, area.width)
    let height = min(rect.height, area.height)
    return AdRect(
      x: min(max(rect.x, area.x), area.maxX - width),
      y: min(max(rect.y, area.y), area.maxY - height),
      width: width, height: height)
  }

  private static func finite(_ rect: AdRect) -> AdRect {
    AdRect(
      x: finite(rect.x), y: finite(rect.y),
      width: max(finite(rect.width), 0), height: max(finite(rect.height), 0))
  }

  /// `value`, or 0 when it is NaN or infinite.
  private static func finite(_ value: Double) -> Double {
    value.isFinite ? value : 0
  }
}

extension AdRect {
  /// A rectangle at `x`, `y` of `size`.
  package init(x: Double, y: Double, size: AdSize) {
    self.init(x: x, y: y, width: size.width, height: size.height)
  }
}
