/// Where the full-screen linear player puts its controls, its badge and the ad's VAST icons.
///
/// Everything stays inside the screen's safe area (clear of the sensor housing and the home
/// indicator, or of a TV's overscan), where the video plays. Each control's target is at least
/// ``AdChromeMetrics/minimumTarget`` points on each side and as large as its text needs at the
/// viewer's text size (`fitting`, measured by the platform layer).
///
/// - Top row: the ⓘ control at the leading corner, the badge (with the time left) beside it,
///   Mute at the trailing corner and the closed captions control (CC) beside Mute. A badge with
///   no room between them goes on a row below ⓘ.
/// - Bottom row: Skip at the trailing corner, "Learn more" at the leading corner; when both do
///   not fit side by side, "Learn more" goes on a row above Skip.
/// - Play in the middle.
/// - Icons where VAST puts them (`xPosition` is left or right whatever the text direction), at
///   most ``AdChromeMetrics/maximumIconShare`` of the video's width and height, each with a
///   target of at least ``AdChromeMetrics/minimumTarget`` points around it; an icon that would cover a control, the badge or an earlier icon moves down
///   (an icon in the top half) or up past it, and one that finds no clear place inside the safe
///   area is not drawn.
///
/// The margins, gaps and sizes are `metrics`' (``AdChromeMetrics``), the current platform's
/// unless a caller gives others. Right to left, the controls are mirrored. NaN or infinite
/// inputs count as 0.
package enum LinearAdLayout {
  /// The current platform's gap between neighbours, in points (``AdChromeMetrics/linearGap``).
  package static var gap: Double { AdChromeMetrics.current.linearGap }

  /// A drawn icon: the target that takes its taps, and its image inside it.
  package struct IconFrame: Sendable, Hashable {
    package var target: AdRect
    package var image: AdRect
  }

  /// Where everything goes.
  package struct Frames: Sendable, Hashable {
    /// The video's area: the safe area.
    package var video: AdRect
    /// Each element drawn, but icons.
    package var elements: [AdChromeElement: AdRect]
    /// Each icon drawn, by its ``LinearAdIcon/index``.
    package var icons: [Int: IconFrame]
  }

  /// The frames on a screen of `screen` size with `safeArea`, for the `elements` the player
  /// draws (their `fitting` sizes measured) and the `icons` showing now.
  package static func frames(
    screen: AdSize, safeArea: AdInsets, rightToLeft: Bool, elements: [AdChromeElement],
    fitting: [AdChromeElement: AdSize] = [:], icons: [LinearAdIcon] = [],
    metrics: AdChromeMetrics = .current
  ) -> Frames {
    let sideMargin = metrics.linearSideMargin
    let gap = metrics.linearGap
    let area = safeRect(screen, safeArea)
    let width = max(area.width - 2 * sideMargin, 0)
    func size(_ element: AdChromeElement) -> AdSize {
      let measured = fitting[element].map(finite) ?? .zero
      let minimum = element == .badge ? 0 : metrics.minimumTarget
      return AdSize(
        width: min(max(measured.width, minimum), max(width, minimum)),
        height: max(measured.height, minimum))
    }
    // Laid out left to right first; mirrored at the end for right to left.
    var placed: [AdChromeElement: AdRect] = [:]
    let left = area.x + sideMargin
    let right = area.maxX - sideMargin
    let top = area.y + metrics.linearTopMargin
    let bottom = area.maxY - metrics.linearBottomMargin
    // Top row.
    var rowHeight: Double = 0
    var leadingEnd = left
    if elements.contains(.info) {
      let info = size(.info)
      placed[.info] = AdRect(x: left, y: top, width: info.width, height: info.height)
      leadingEnd = left + info.width + gap
      rowHeight = info.height
    }
    var trailingStart = right
    if elements.contains(.mute) {
      let mute = size(.mute)
      placed[.mute] = AdRect(x: right - mute.width, y: top, width: mute.width, height: mute.height)
      trailingStart = right - mute.width - gap
      rowHeight = max(rowHeight, mute.height)
    }
    if elements.contains(.captions) {
      let captions = size(.captions)
      placed[.captions] = AdRect(
        x: trailingStart - captions.width, y: top, width: captions.width, height: captions.height)
      trailingStart -= captions.width + gap
      rowHeight = max(rowHeight, captions.height)
    }
    if elements.contains(.badge) {
      let badge = size(.badge)
      let room = trailingStart - leadingEnd
      if badge.width <= room {
        placed[.badge] = AdRect(
          x: leadingEnd, y: top + max(rowHeight - badge.height, 0) / 2, width: badge.width,
          height: badge.height)
      } else {
        placed[.badge] = AdRect(
          x: left, y: top + rowHeight + gap, width: min(badge.width, width), height: badge.height)
      }
    }
    // Bottom row.
    var bottomLeadingEnd = right
    // Skip, or a rewarded ad's close control, which stands where Skip would.
    if let trailing = [AdChromeElement.skip, .close].first(where: elements.contains) {
      let control = size(trailing)
      placed[trailing] = AdRect(
        x: right - control.width, y: bottom - control.height, width: control.width,
        height: control.height)
      bottomLeadingEnd = right - control.width - gap
    }
    if elements.contains(.learnMore) {
      let learnMore = size(.learnMore)
      if left + learnMore.width <= bottomLeadingEnd {
        placed[.learnMore] = AdRect(
          x: left, y: bottom - learnMore.height, width: learnMore.width,
          height: learnMore.height)
      } else {
        let above = (placed[.skip]?.y ?? placed[.close]?.y ?? bottom) - gap
        placed[.learnMore] = AdRect(
          x: left, y: above - learnMore.height, width: learnMore.width,
          height: learnMore.height)
      }
    }
    if elements.contains(.play) {
      let play = size(.play)
      placed[.play] = AdRect(
        x: area.x + (area.width - play.width) / 2, y: area.y + (area.height - play.height) / 2,
        width: play.width, height: play.height)
    }
    if rightToLeft {
      for (element, rect) in placed { placed[element] = mirrored(rect, in: area) }
    }
    return Frames(
      video: area, elements: placed,
      icons: iconFrames(icons, in: area, avoiding: Array(placed.values), metrics: metrics))
  }

  /// Each icon's place: VAST's position, moved clear of `obstacles` and earlier icons.
  private static func iconFrames(
    _ icons: [LinearAdIcon], in area: AdRect, avoiding obstacles: [AdRect],
    metrics: AdChromeMetrics
  ) -> [Int: IconFrame] {
    let gap = metrics.linearGap
    var frames: [Int: IconFrame] = [:]
    var taken = obstacles.filter { !$0.isEmpty }
    for icon in icons {
      let image = iconSize(icon.size, in: area, share: metrics.maximumIconShare)
      guard image.width > 0, image.height > 0 else { continue }
      let target = AdSize(
        width: max(image.width, metrics.minimumTarget),
        height: max(image.height, metrics.minimumTarget))
      let imageX = position(icon.x, extent: image.width, start: area.x, end: area.maxX)
      let imageY = position(icon.y, extent: image.height, start: area.y, end: area.maxY)
      var rect = AdRect(
        x: imageX - (target.width - image.width) / 2,
        y: imageY - (target.height - image.height) / 2, width: target.width,
        height: target.height)
      rect = clamped(rect, into: area)
      let movesDown = rect.y + rect.height / 2 < area.y + area.height / 2
      // Each move clears one obstacle for good (always the same way), so a pass each is enough.
      for _ in 0...taken.count {
        guard let obstacle = taken.first(where: { rect.intersection($0) != nil }) else { break }
        rect.y = movesDown ? obstacle.maxY + gap : obstacle.y - gap - rect.height
      }
      guard rect.y >= area.y - 1e-9, rect.maxY <= area.maxY + 1e-9,
        taken.allSatisfy({ rect.intersection($0) == nil })
      else { continue }
      taken.append(rect)
      frames[icon.index] = IconFrame(
        target: rect,
        image: AdRect(
          x: rect.x + (rect.width - image.width) / 2, y: rect.y + (rect.height - image.height) / 2,
          width: image.width, height: image.height))
    }
    return frames
  }

  /// `size` scaled down, keeping its shape, to at most `share` of `area`.
  private static func iconSize(_ size: AdSize, in area: AdRect, share: Double) -> AdSize {
    let size = finite(size)
    guard size.width > 0, size.height > 0 else { return .zero }
    let scale = min(1, area.width * share / size.width, area.height * share / size.height)
    return AdSize(width: size.width * scale, height: size.height * scale)
  }

  /// Where an icon of `extent` starts along an axis from `start` to `end`.
  private static func position(
    _ position: VASTIcon.Position, extent: Double, start: Double, end: Double
  ) -> Double {
    switch position {
    case .start: start
    case .end: end - extent
    case .points(let points): start + (points.isFinite ? points : 0)
    }
  }

  /// The screen less its safe area; the whole screen when the insets leave nothing.
  private static func safeRect(_ screen: AdSize, _ insets: AdInsets) -> AdRect {
    let screen = finite(screen)
    let top = max(finite(insets.top), 0)
    let left = max(finite(insets.left), 0)
    let rect = AdRect(
      x: left, y: top, width: screen.width - left - max(finite(insets.right), 0),
      height: screen.height - top - max(finite(insets.bottom), 0))
    return rect.width > 0 && rect.height > 0 ? rect : AdRect(x: 0, y: 0, size: screen)
  }

  /// `rect` mirrored across the middle of `area`.
  private static func mirrored(_ rect: AdRect, in area: AdRect) -> AdRect {
    AdRect(x: area.x + area.maxX - rect.maxX, y: rect.y, width: rect.width, height: rect.height)
  }

  /// `rect` moved (and, only if the area is smaller, shrunk) to lie inside `area`.
  private static func clamped(_ rect: AdRect, into area: AdRect) -> AdRect {
    let width = min(rect.width, area.width)
    let height = min(rect.height, area.height)
    return AdRect(
      x: min(max(rect.x, area.x), area.maxX - width),
      y: min(max(rect.y, area.y), area.maxY - height), width: width, height: height)
  }

  private static func finite(_ size: AdSize) -> AdSize {
    AdSize(width: max(finite(size.width), 0), height: max(finite(size.height), 0))
  }

  private static func finite(_ value: Double) -> Double {
    value.isFinite ? value : 0
  }
}
