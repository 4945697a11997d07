import KontextVideoCore

/// A player view without pixels: a size, how visible it is, and the viewer's taps on the ad in
/// it. Use it where the SDK would take your `UIView`.
///
/// ```swift
/// let container = HeadlessContainer(width: 390, height: 220)
/// try ad.show(in: container)
/// container.tapClose()
/// container.scrollOffScreen()   // a feed swipe
/// ```
@MainActor
public final class HeadlessContainer: AdContainer {
  /// The container's size in points.
  public var size: AdSize
  /// The part of the container the system covers (a notch, the home indicator).
  public var safeArea: AdInsets = .zero
  /// Whether the container is in a visible window.
  public var isInVisibleWindow = true
  /// The share of the container that is on screen, from 0 to 1.
  public var visibleFraction = 1.0
  /// The ad placed in the container now, if any.
  public private(set) var placement: AdPlacement?
  /// How many ads were installed, and removed, over the container's life.
  public private(set) var installCount = 0
  /// How many ads were removed.
  public private(set) var removeCount = 0

  /// Creates a fully visible container of the given size in points.
  public init(width: Double, height: Double) {
    size = AdSize(width: width, height: height)
  }

  /// The container's exposure, the same for every part of it.
  public func exposure(of frame: AdRect) -> AdExposure {
    AdExposure(isInVisibleWindow: isInVisibleWindow, visibleFraction: visibleFraction)
  }

  /// Records the placed ad.
  public func install(_ placement: AdPlacement) {
    self.placement = placement
    installCount += 1
  }

  /// Forgets the placed ad.
  public func remove(_ placement: AdPlacement) {
    if self.placement === placement { self.placement = nil }
    removeCount += 1
  }

  /// How many times the SDK moved the ad after the container changed size.
  public private(set) var relayoutCount = 0

  /// Records that the SDK moved the placed ad to its new frame.
  public func relayout(_ placement: AdPlacement) {
    relayoutCount += 1
  }

  /// The container changes size (a rotation, a split view), and its safe area with it when
  /// given, and says so at once, as the UIKit adapter does from its layout pass.
  public func resize(width: Double, height: Double, safeArea: AdInsets? = nil) {
    size = AdSize(width: width, height: height)
    if let safeArea { self.safeArea = safeArea }
    placement?.containerDidResize()
  }

  /// The viewer taps the ad.
  public func tapAd() { placement?.viewerTappedAd() }
  /// The viewer taps the ad's close control.
  public func tapClose() { placement?.viewerTappedClose() }
  /// The viewer taps Resume on a full-player pause ad.
  public func tapResume() { placement?.viewerTappedResume() }
  /// The viewer taps the ⓘ control: the ad's "About this ad" sheet opens.
  public func openInfo() { placement?.viewerOpenedInfo() }
  /// The viewer closes the ⓘ sheet without reporting the ad.
  public func closeInfo() { placement?.viewerClosedInfo() }
  /// The viewer reports the ad from its ⓘ sheet.
  public func report(_ reason: AdReport.Reason) { placement?.viewerReported(reason) }

  /// The ad's view (`ad`) and, over it, a view for each of its controls and its badge, as the
  /// UIKit container gives them.
  public func measurementViews(for placement: AdPlacement) -> AdMeasurementViews? {
    let elements = placement.controls.map(\.element) + [.badge]
    return AdMeasurementViews(
      adView: HeadlessView(name: "ad"),
      obstructions: elements.map {
        AdMeasurementObstruction(element: $0, view: HeadlessView(name: $0.rawValue))
      })
  }

  /// The page is swiped away: nothing of it is visible.
  public func scrollOffScreen() { visibleFraction = 0 }
  /// The page is back on screen.
  public func scrollOnScreen() { visibleFraction = 1 }
}
