#if canImport(UIKit)
  import AVFoundation
  import KontextVideoCore
  import QuartzCore
  import UIKit

  /// Shows the core's exposure walk (`ExposureWalk`) a container's layer tree and the other
  /// windows of its scene, one fact at a time. Every rule (what covers the ad, what is skipped,
  /// when the reading is unknown) is in the core; this only reads properties.
  ///
  /// Nodes are layers, not views: a layer tree is what Core Animation draws, so it also holds
  /// what apps add without a view (`view.layer.addSublayer(playerLayer)`, gradient scrims, shape
  /// layers). A view's layer carries the view's facts (`isHidden`, `alpha` as `opacity`,
  /// `clipsToBounds` as `masksToBounds`, `backgroundColor`, `frame`, `bounds`). SwiftUI content
  /// drawn inside a hosting view is seen only where SwiftUI renders it as layers with contents
  /// or a background colour; content it renders another way is not.
  ///
  /// Built on the main actor for one reading and dropped after it: it holds the layers strongly
  /// only for that long. It reads the model layer tree (not what an animation shows in flight)
  /// and never triggers layout or display.
  @MainActor
  struct ViewExposureReader: ExposureTree {
    let container: CALayer
    let adNode: CALayer?
    let scene: SceneVisibility
    let windows: [CALayer]
    /// The container's window: where the walk up from the container stops.
    private let window: UIWindow?
    private let sceneWindows: [UIWindow]
    private let ownLayers: [CALayer]

    /// A reader for `view`, whose subviews `ownViews` are the ad's own.
    init(container view: UIView, ownViews: [UIView]) {
      container = view.layer
      ownLayers = ownViews.map(\.layer)
      // The ad's view drawn last among the container's subviews: what is above it covers it.
      adNode = view.subviews.last { own in ownViews.contains { $0 === own } }?.layer
      window = view.window
      let windowScene = window?.windowScene
      scene = Self.visibility(of: windowScene)
      // The scene's windows, the container's own among them (UIWindowScene.windows).
      sceneWindows = windowScene?.windows ?? []
      windows = sceneWindows.map(\.layer)
    }

    private static func visibility(of scene: UIWindowScene?) -> SceneVisibility {
      guard let scene else { return .foregroundActive }
      switch scene.activationState {
      case .foregroundActive: return .foregroundActive
      case .foregroundInactive: return .foregroundInactive
      default: return .background
      }
    }

    func parent(of node: CALayer) -> CALayer? {
      // A view's layer's superlayer is its superview's layer. A window's layer is the root of
      // its tree; stop there explicitly rather than rely on it having no superlayer.
      guard let window, node === window.layer else { return node.superlayer }
      return nil
    }

    func children(of node: CALayer) -> [CALayer] {
      // A copy of the sublayers, back to front; the walk applies zPosition itself.
      node.sublayers ?? []
    }

    func windowLevel(of node: CALayer) -> Double? {
      if let window, node === window.layer { return Double(window.windowLevel.rawValue) }
      guard let other = sceneWindows.first(where: { $0.layer === node }) else { return nil }
      return Double(other.windowLevel.rawValue)
    }

    func frame(of node: CALayer) -> AdRect {
      // In the superlayer's coordinates: the bounding box after the layer's transform. A
      // window's layer's frame is the window's frame in the screen's coordinates.
      Self.rect(node.frame)
    }

    func bounds(of node: CALayer) -> AdRect { Self.rect(node.bounds) }

    func zPosition(of node: CALayer) -> Double { Double(node.zPosition) }

    func isHidden(_ node: CALayer) -> Bool { node.isHidden }

    func opacity(of node: CALayer) -> Double { Double(node.opacity) }

    func clipsChildren(_ node: CALayer) -> Bool { node.masksToBounds }

    func isAd(_ node: CALayer) -> Bool { ownLayers.contains { $0 === node } }

    func paint(of node: CALayer) -> ExposurePaint {
      ExposurePaint(
        hasContents: node.contents != nil,
        backgroundAlpha: node.backgroundColor.map { Double($0.alpha) } ?? 0,
        kind: Self.kind(of: node))
    }

    /// The layer's kind, by its class; a visual effect view's own layer by its view.
    private static func kind(of layer: CALayer) -> ExposurePaint.Kind {
      switch layer {
      case let video as AVPlayerLayer:
        return .video(hasPlayer: video.player != nil)
      case let gradient as CAGradientLayer:
        // Its colours are CGColors inside `[Any]`; any colour counts as showing.
        return .gradient(maximumAlpha: gradient.colors?.isEmpty == false ? 1 : 0)
      case let shape as CAShapeLayer:
        return .shape(
          hasPath: shape.path != nil,
          fillAlpha: shape.fillColor.map { Double($0.alpha) } ?? 0,
          strokeAlpha: shape.strokeColor.map { Double($0.alpha) } ?? 0,
          lineWidth: Double(shape.lineWidth))
      case let text as CATextLayer:
        return .text(hasString: text.string != nil)
      case is CAMetalLayer:
        return .surface
      default:
        // The blur of a UIVisualEffectView is drawn by private layers without contents.
        return layer.delegate is UIVisualEffectView ? .surface : .plain
      }
    }

    private static func rect(_ rect: CGRect) -> AdRect {
      AdRect(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.width),
        height: Double(rect.height))
    }
  }
#endif
