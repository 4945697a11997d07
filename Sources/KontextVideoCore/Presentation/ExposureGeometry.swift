/// Whether the window's scene is in front of the viewer.
@usableFromInline
package enum SceneVisibility: Sendable, Hashable {
  /// On screen and receiving events.
  case foregroundActive
  /// On screen but interrupted: Control Center, a call banner, the app switcher, a system alert.
  case foregroundInactive
  /// Not on screen (backgrounded, or not attached to a display).
  case background
}

/// What a view tree says about an ad view, reduced to geometry and flags.
///
/// Every rectangle is in one coordinate space (``ExposureWalk`` uses the scene's). The walk fills
/// this in from an ``ExposureTree``; ``ExposureGeometry/exposure(of:)`` turns it into an
/// ``AdExposure``, so the rule itself is tested without UIKit.
@usableFromInline
package struct ViewExposureSnapshot: Sendable, Hashable {
  /// The ad view's frame.
  @usableFromInline package var adFrame: AdRect
  /// Whether the container is in a window that is not hidden.
  @usableFromInline package var isInWindow: Bool
  /// Whether the container or one of its ancestors is hidden or has an alpha below 0.01.
  @usableFromInline package var isHidden: Bool
  /// Whether the window's scene is in front of the viewer.
  @usableFromInline package var scene: SceneVisibility
  /// The bounds of every ancestor that clips its children, and of the window.
  @usableFromInline package var clipRects: [AdRect]
  /// What is painted above the ad, not counting the ad's own view and controls.
  @usableFromInline package var obstructions: [AdRect]
  /// Whether the walk saw everything above the ad; false when it ran out of budget or found
  /// more than ``ExposureGeometry/maximumObstructions`` obstructions, which makes the exposure
  /// ``AdExposure/unknown``.
  @usableFromInline package var isMeasured: Bool
  /// How many nodes the walk read.
  @usableFromInline package var visitedNodes: Int

  /// Creates a snapshot; by default the ad is in an active window, with nothing clipping or
  /// covering it.
  @inlinable
  package init(
    adFrame: AdRect,
    isInWindow: Bool = true,
    isHidden: Bool = false,
    scene: SceneVisibility = .foregroundActive,
    clipRects: [AdRect] = [],
    obstructions: [AdRect] = [],
    isMeasured: Bool = true,
    visitedNodes: Int = 0
  ) {
    self.adFrame = adFrame
    self.isInWindow = isInWindow
    self.isHidden = isHidden
    self.scene = scene
    self.clipRects = clipRects
    self.obstructions = obstructions
    self.isMeasured = isMeasured
    self.visitedNodes = visitedNodes
  }
}

/// How much of an ad the viewer can see, worked out from plain geometry.
///
/// - Not in a window, hidden, or in a background scene: ``AdExposure/offScreen``. (Content in
///   Picture in Picture or on another screen is the player's to say; the ad's run treats it as
///   off screen.)
/// - In an inactive foreground scene: in a visible window, but nothing counts as seen.
/// - Otherwise: the ad frame is cut down to every clip rectangle; nothing left gives 0. Then, if
///   the walk did not see everything above the ad, or more than ``maximumObstructions``
///   obstructions cover what is left, the exposure is ``AdExposure/unknown``: never covered for
///   want of looking. Else the union of the obstructions is taken away (overlapping
///   obstructions count once), and what is left is divided by the area of the whole ad frame.
///
/// Empty rectangles (zero, negative or non-finite sizes) show nothing: an empty ad frame or clip
/// rectangle gives 0, an empty obstruction covers nothing.
@usableFromInline
package enum ExposureGeometry {
  /// The most obstructions measured over the visible part of the ad.
  ///
  /// More read as ``AdExposure/unknown``, so that a crowded view tree never costs more than a
  /// bounded amount of work (the union's cost grows as n² log n) and never reports more
  /// viewability, or less, than it can prove.
  @usableFromInline package static let maximumObstructions = 64

  /// The ad's exposure described by `snapshot`.
  package static func exposure(of snapshot: ViewExposureSnapshot) -> AdExposure {
    guard snapshot.isInWindow, !snapshot.isHidden else {
      return .offScreen
    }
    switch snapshot.scene {
    case .background:
      return .offScreen
    case .foregroundInactive:
      return AdExposure(isInVisibleWindow: true, visibleFraction: 0)
    case .foregroundActive:
      break
    }
    let total = snapshot.adFrame.area
    guard total > 0, total.isFinite,
      let visible = clipped(snapshot.adFrame, to: snapshot.clipRects)
    else {
      return AdExposure(isInVisibleWindow: true, visibleFraction: 0)
    }
    guard snapshot.isMeasured,
      let area = visibleArea(of: visible, clippedTo: [], minus: snapshot.obstructions)
    else {
      return .unknown
    }
    let fraction = area / total
    return AdExposure(isInVisibleWindow: true, visibleFraction: fraction.isFinite ? fraction : 0)
  }

  /// The area of `rect` inside every rectangle of `clips` and outside all of `obstructions`; nil
  /// when more than ``maximumObstructions`` obstructions cover some of it.
  ///
  /// Obstructions are measured as a union, so a point covered twice is taken away once.
  package static func visibleArea(
    of rect: AdRect, clippedTo clips: [AdRect], minus obstructions: [AdRect]
  ) -> Double? {
    guard let visible = clipped(rect, to: clips) else { return 0 }
    let covering = obstructions.compactMap { visible.intersection($0) }
    guard covering.count <= maximumObstructions else { return nil }
    return max(visible.area - unionArea(of: covering), 0)
  }

  /// `rect` cut down to every rectangle of `clips`; nil when nothing is left.
  private static func clipped(_ rect: AdRect, to clips: [AdRect]) -> AdRect? {
    guard !rect.isEmpty else { return nil }
    var visible = rect
    for clip in clips {
      guard let shared = visible.intersection(clip) else { return nil }
      visible = shared
    }
    return visible
  }

  /// The area of the union of non-empty rectangles, counting every point once.
  ///
  /// The distinct left and right edges cut the plane into vertical strips; in each strip the
  /// rectangles spanning it cover a set of vertical intervals, merged before they are measured.
  /// The cost is O(n² log n) for n rectangles.
  private static func unionArea(of rects: [AdRect]) -> Double {
    guard !rects.isEmpty else { return 0 }
    let edges = Array(Set(rects.flatMap { [$0.x, $0.maxX] })).sorted()
    var total = 0.0
    var spans: [(top: Double, bottom: Double)] = []
    spans.reserveCapacity(rects.count)
    for index in edges.indices.dropLast() {
      let left = edges[index]
      let right = edges[index + 1]
      spans.removeAll(keepingCapacity: true)
      for rect in rects where rect.x <= left && rect.maxX >= right {
        spans.append((rect.y, rect.maxY))
      }
      total += (right - left) * coveredLength(of: &spans)
    }
    return total
  }

  /// The length of the union of vertical intervals; sorts `spans` in place.
  private static func coveredLength(of spans: inout [(top: Double, bottom: Double)]) -> Double {
    guard !spans.isEmpty else { return 0 }
    spans.sort { $0.top < $1.top }
    var length = 0.0
    var start = spans[0].top
    var end = spans[0].bottom
    for span in spans.dropFirst() {
      if span.top > end {
        length += end - start
        start = span.top
        end = span.bottom
      } else {
        end = max(end, span.bottom)
      }
    }
    return length + end - start
  }
}
