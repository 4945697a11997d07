#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  /// Your player view as an ``AdContainer``: its size and safe area, what the viewer can see of
  /// the ad, and the ad's view installed above your content. Holds the view weakly.
  ///
  /// `show(in: playerView)` makes one for you. Make one yourself when your ad logic is written
  /// against ``AdContainer``, so that a unit test can hand it `HeadlessContainer` instead:
  ///
  /// ```swift
  /// EpisodeAdLogic(ads: ads, container: UIViewAdContainer(view: playerView), content: player)
  /// ```
  @MainActor
  public final class UIViewAdContainer: AdContainer {
    private weak var view: UIView?
    private var installed: [ObjectIdentifier: InlineAdView] = [:]

    /// A container for `view`, the view your content plays in.
    public init(view: UIView) {
      self.view = view
    }

    /// The view's bounds; zero before its first layout or once it is gone.
    public var size: AdSize {
      guard let view else { return .zero }
      return AdSize(width: Double(view.bounds.width), height: Double(view.bounds.height))
    }

    /// The view's safe area: what the sensor housing, the home indicator and the bars cover.
    public var safeArea: AdInsets {
      view.map { AdInsets($0.safeAreaInsets) } ?? .zero
    }

    /// The scene the view is in, where a click's page opens (nil once the view is gone or
    /// off any window).
    var windowScene: UIWindowScene? { view?.window?.windowScene }

    /// Whether the view lays out right to left.
    var isRightToLeft: Bool {
      view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// What the core's exposure walk makes of the view's layer tree and its scene's windows;
    /// `.unknown` when the tree is too large to walk within the walk's budget.
    public func exposure(of frame: AdRect) -> AdExposure {
      guard let view else { return .offScreen }
      let reader = ViewExposureReader(container: view, ownViews: Array(installed.values))
      return ExposureGeometry.exposure(of: ExposureWalk.snapshot(of: frame, in: reader))
    }

    /// Adds the ad's view above your content, with its badge and controls.
    public func install(_ placement: AdPlacement) {
      guard let view else { return }
      let adView = InlineAdView(placement: placement, rightToLeft: isRightToLeft)
      adView.frame = view.bounds
      adView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(adView)
      installed[ObjectIdentifier(placement)] = adView
      adView.announceAppearance()
      #if os(tvOS)
        // Laid out first: a control without a frame cannot take focus when the update runs.
        adView.layoutIfNeeded()
        adView.requestFocus()
      #endif
    }

    /// Removes what ``install(_:)`` added, and the ad's "About this ad" sheet if it is up.
    public func remove(_ placement: AdPlacement) {
      guard let adView = installed.removeValue(forKey: ObjectIdentifier(placement)) else { return }
      adView.endInfoSheet()
      #if os(tvOS)
        adView.returnFocus()
      #endif
      adView.removeFromSuperview()
    }

    /// The installed ad's creative view, and its controls and badge as the SDK's friendly
    /// obstructions.
    public func measurementViews(for placement: AdPlacement) -> AdMeasurementViews? {
      installed[ObjectIdentifier(placement)]?.measurementViews
    }

    /// Moves the installed ad to its new frame.
    public func relayout(_ placement: AdPlacement) {
      installed[ObjectIdentifier(placement)]?.setNeedsLayout()
    }
  }
#endif
