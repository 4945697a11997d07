/// Where the controls drawn with an inline ad receive taps.
///
/// Every target is at least ``minimumTarget`` points on each side, whatever size its glyph is, and
/// stays inside the container so UIKit delivers its touches. Only a container smaller than the
/// minimum shrinks a target, to the container's own size.
///
/// - ``AdControl/close``: a square at the ad's top trailing corner (top right, or top left in a
///   right-to-left layout), covering that corner of the ad.
/// - ``AdControl/resume``: a bar centred at the bottom of the ad, ``resumeWidth`` wide (the ad's
///   width when the ad is narrower), ``resumeBottomMargin`` above the ad's bottom edge when the ad
///   is tall enough, otherwise as far up as the ad allows.
///
/// NaN or infinite numbers in the inputs count as 0.
package enum AdControlLayout {
  /// The smallest hit target on either side, in points (Apple's Human Interface Guidelines).
  package static let minimumTarget: Double = 44
  /// The width of the Resume target when the ad is wide enough, in points.
  package static let resumeWidth: Double = 120
  /// The gap between the Resume target and the ad's bottom edge, in points.
  package static let resumeBottomMargin: Double = 16

  /// The hit target of `control` drawn with an ad at `adFrame` in a container of `container` size.
  package static func target(
    for control: AdControl, adFrame: AdRect, container: AdSize, rightToLeft: Bool
  ) -> AdRect {
    let ad = AdRect(
      x: finite(adFrame.x), y: finite(adFrame.y),
      width: max(finite(adFrame.width), 0), height: max(finite(adFrame.height), 0))
    let bounds = AdSize(
      width: max(finite(container.width), 0), height: max(finite(container.height), 0))
    let target: AdRect
    switch control {
    case .close:
      let side = minimumTarget
      target = AdRect(x: rightToLeft ? ad.x : ad.maxX - side, y: ad.y, width: side, height: side)
    case .resume:
      let width = ad.width >= resumeWidth ? resumeWidth : max(ad.width, minimumTarget)
      let height = minimumTarget
      let margin = min(resumeBottomMargin, max(ad.height - height, 0))
      target = AdRect(
        x: ad.x + (ad.width - width) / 2, y: ad.maxY - margin - height, width: width,
        height: height)
    }
    return clamped(target, into: bounds)
  }

  /// `rect` moved (and, only if the container is smaller, shrunk) to lie inside `container`.
  private static func clamped(_ rect: AdRect, into container: AdSize) -> AdRect {
    let width = min(rect.width, container.width)
    let height = min(rect.height, container.height)
    return AdRect(
      x: min(max(rect.x, 0), container.width - width),
      y: min(max(rect.y, 0), container.height - height),
      width: width, height: height)
  }

  /// `value`, or 0 when it is NaN or infinite.
  private static func finite(_ value: Double) -> Double {
    value.isFinite ? value : 0
  }
}
