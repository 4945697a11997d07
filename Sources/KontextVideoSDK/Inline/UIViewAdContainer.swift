#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  /// Adapts your player view to the core's ``AdContainer``: its size, what the viewer can see
  /// of the ad, and the ad's view installed above your content. Holds the view weakly.
  @MainActor
  final class UIViewAdContainer: AdContainer {
    private weak var view: UIView?
    private var installed: [ObjectIdentifier: InlineAdView] = [:]

    init(view: UIView) {
      self.view = view
    }

    /// The view's bounds; zero before its first layout or once it is gone.
    var size: AdSize {
      guard let view else { return .zero }
      return AdSize(width: Double(view.bounds.width), height: Double(view.bounds.height))
    }

    /// The view's safe area: what the sensor housing, the home indicator and the bars cover.
    var safeArea: AdInsets {
      view.map { AdInsets($0.safeAreaInsets) } ?? .zero
    }

    /// Whether the view lays out right to left.
    var isRightToLeft: Bool {
      view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// What the core's exposure walk makes of the view's layer tree and its scene's windows;
    /// `.unknown` when the tree is too large to walk within the walk's budget.
    func exposure(of frame: AdRect) -> AdExposure {
      guard let view else { return .offScreen }
      let reader = ViewExposureReader(container: view, ownViews: Array(installed.values))
      return ExposureGeometry.exposure(of: ExposureWalk.snapshot(of: frame, in: reader))
    }

    func install(_ placement: AdPlacement) {
      guard let view else { return }
      let adView = InlineAdView(placement: placement, rightToLeft: isRightToLeft)
      adView.frame = view.bounds
      adView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(adView)
      installed[ObjectIdentifier(placement)] = adView
      adView.announceAppearance()
    }

    func remove(_ placement: AdPlacement) {
      installed.removeValue(forKey: ObjectIdentifier(placement))?.removeFromSuperview()
    }

    func relayout(_ placement: AdPlacement) {
      installed[ObjectIdentifier(placement)]?.setNeedsLayout()
    }
  }
#endif
