#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  /// Reads from a view tree what the core's ``ExposureGeometry`` needs: whether the container
  /// is in a visible window of a foreground scene, the bounds of every ancestor that clips it,
  /// and the views drawn above it. Only geometry is read here; every rule is in the core.
  ///
  /// The walk is bounded (``maximumVisitedViews``) and never triggers layout. SwiftUI content
  /// drawn as layers inside one hosting view, and other windows, are not seen.
  @MainActor
  enum ViewExposureReader {
    /// The most views one reading looks at; past it, the rest counts as covering the ad.
    static let maximumVisitedViews = 300
    /// UIKit's own threshold: a view this transparent takes no touches and shows nothing.
    static let invisibleAlpha: CGFloat = 0.01

    static func snapshot(of container: UIView, adFrame: AdRect, ownViews: Set<ObjectIdentifier>)
      -> ViewExposureSnapshot
    {
      var snapshot = ViewExposureSnapshot(adFrame: adFrame)
      guard let window = container.window else {
        snapshot.isInWindow = false
        return snapshot
      }
      snapshot.scene = visibility(of: window.windowScene)
      var budget = maximumVisitedViews
      var child: UIView = container
      var current: UIView? = container
      while let view = current {
        if view.isHidden || view.alpha < invisibleAlpha {
          snapshot.isHidden = true
          return snapshot
        }
        if view.clipsToBounds || view === window {
          snapshot.clipRects.append(rect(view.bounds, from: view, in: container))
        }
        if view !== container {
          collectObstructions(
            above: child, in: view, container: container, ownViews: ownViews,
            into: &snapshot.obstructions, budget: &budget, adFrame: adFrame)
        } else if let ad = view.subviews.last(where: { ownViews.contains(ObjectIdentifier($0)) }) {
          // What the app added to the player view after the ad covers it too.
          collectObstructions(
            above: ad, in: view, container: container, ownViews: ownViews,
            into: &snapshot.obstructions, budget: &budget, adFrame: adFrame)
        }
        child = view
        current = view.superview
      }
      if budget <= 0 {
        // The walk stopped early: what it did not look at counts as covering the ad.
        snapshot.obstructions.append(adFrame)
      }
      return snapshot
    }

    private static func visibility(of scene: UIWindowScene?) -> SceneVisibility {
      guard let scene else { return .foregroundActive }
      switch scene.activationState {
      case .foregroundActive: return .foregroundActive
      case .foregroundInactive: return .foregroundInactive
      default: return .background
      }
    }

    /// The siblings drawn above `child` in `parent`, and their visible descendants.
    private static func collectObstructions(
      above child: UIView, in parent: UIView, container: UIView,
      ownViews: Set<ObjectIdentifier>, into rects: inout [AdRect], budget: inout Int,
      adFrame: AdRect
    ) {
      guard let index = parent.subviews.firstIndex(where: { $0 === child }) else { return }
      for sibling in parent.subviews[(index + 1)...] {
        collect(
          sibling, container: container, ownViews: ownViews, into: &rects, budget: &budget,
          adFrame: adFrame)
      }
    }

    private static func collect(
      _ view: UIView, container: UIView, ownViews: Set<ObjectIdentifier>,
      into rects: inout [AdRect], budget: inout Int, adFrame: AdRect
    ) {
      budget -= 1
      guard budget > 0, !ownViews.contains(ObjectIdentifier(view)), !view.isHidden,
        view.alpha >= invisibleAlpha
      else { return }
      let frame = rect(view.bounds, from: view, in: container)
      let overAd = frame.intersection(adFrame) != nil
      if draws(view) {
        // Only what lies over the ad covers it; a view elsewhere on screen counts for nothing.
        if overAd { rects.append(frame) }
        return
      }
      // A clipping view away from the ad keeps all its children away from it too.
      guard overAd || !view.clipsToBounds else { return }
      for subview in view.subviews {
        collect(
          subview, container: container, ownViews: ownViews, into: &rects, budget: &budget,
          adFrame: adFrame)
      }
    }

    /// Whether a view paints pixels of its own: an opaque colour or layer contents. Clear
    /// gesture catchers and layout containers do not hide the ad.
    private static func draws(_ view: UIView) -> Bool {
      if view.layer.contents != nil { return true }
      guard let color = view.backgroundColor else { return false }
      return color.cgColor.alpha >= invisibleAlpha
    }

    private static func rect(_ bounds: CGRect, from view: UIView, in container: UIView) -> AdRect {
      let converted = container.convert(bounds, from: view)
      return AdRect(
        x: Double(converted.origin.x), y: Double(converted.origin.y),
        width: Double(converted.width), height: Double(converted.height))
    }
  }
#endif
