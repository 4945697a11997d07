#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  import UIKit

  /// Reads the other windows of a linear ad's scene for the core, which decides whether the
  /// app's own window covers the ad (``AppWindowCover``): an in-app message, a paywall or a
  /// custom alert shown in a `UIWindow` above the ad's. It reads them as the ad appears, when a
  /// window becomes visible or hidden, and every half second while one above the ad's window is
  /// shown (it may fade in or move, which no notification says). It decides nothing.
  @MainActor
  final class SceneWindowWatch {
    /// How often the windows are read again while one above the ad's is shown, in seconds.
    private static let interval: TimeInterval = 0.5

    private weak var view: UIView?
    private weak var presentation: LinearAdPresentation?
    private var tokens: [NSObjectProtocol] = []
    private var timer: Timer?

    /// A watch for the ad drawn in `view` (its window is the ad's window).
    init(view: UIView, presentation: LinearAdPresentation) {
      self.view = view
      self.presentation = presentation
    }

    /// Reads the windows now, and again at each window's change.
    func start() {
      guard tokens.isEmpty else { return check() }
      let center = NotificationCenter.default
      // UIWindow.h: posted when a window becomes visible, or hidden, with the window as the
      // object; UIKit posts them on the main thread, where windows change, and the main queue
      // makes sure of it.
      for name in [UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification] {
        tokens.append(
          center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.check() }
          })
      }
      check()
    }

    /// Stops reading: the ad is going.
    func stop() {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
      tokens.removeAll()
      timer?.invalidate()
      timer = nil
    }

    private func check() {
      guard let presentation, let window = view?.window, let scene = window.windowScene else {
        return
      }
      // UIWindowScene.h: `windows`, every window of the scene. Frames are read in the ad
      // window's coordinates: UIWindow's `convert(_:to:)` converts to another window
      // (UIWindow.h).
      let others = scene.windows.filter { $0 !== window }.map { Self.read($0, over: window) }
      let watching = presentation.reportSceneWindows(
        others, adWindow: AdRect(window.bounds), level: Double(window.windowLevel.rawValue))
      if watching, timer == nil {
        // A block timer on the main run loop: it fires on the main thread, where `invalidate()`
        // is sent from (Timer's documentation).
        timer = Timer.scheduledTimer(withTimeInterval: Self.interval, repeats: true) {
          [weak self] timer in
          guard let self else { return timer.invalidate() }
          MainActor.assumeIsolated { self.check() }
        }
      } else if !watching {
        timer?.invalidate()
        timer = nil
      }
    }

    /// What `other` is, seen from the ad's `window`. UIView's `hitTest(_:with:)` skips hidden
    /// views, views with user interaction disabled and views with an alpha below 0.01
    /// (UIView's documentation): a window that lets touches through where it lies over the ad
    /// (the keyboard's, a toast's host) finds none there.
    private static func read(_ other: UIWindow, over window: UIWindow) -> SceneWindow {
      let frame = other.convert(other.bounds, to: window)
      let overlap = frame.intersection(window.bounds)
      var takesTouches = false
      if !overlap.isNull, !overlap.isEmpty {
        let middle = other.convert(CGPoint(x: overlap.midX, y: overlap.midY), from: window)
        takesTouches = other.hitTest(middle, with: nil) != nil
      }
      return SceneWindow(
        level: Double(other.windowLevel.rawValue), isShown: !other.isHidden && other.alpha >= 0.01,
        frame: AdRect(frame), takesTouches: takesTouches)
    }
  }
#endif
