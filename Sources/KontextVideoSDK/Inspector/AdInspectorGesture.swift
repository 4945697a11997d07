#if canImport(UIKit)
  import UIKit

  /// The gesture that opens the ad inspector in one window, as
  /// ``KontextVideo/installInspectorGesture(in:)`` installed it: three fingers tapping twice on
  /// iPhone and iPad; on Apple TV, the Siri Remote's Play/Pause pressed five times within two
  /// seconds.
  ///
  /// The window keeps the gesture for as long as it lives: keep this token only to remove the
  /// gesture earlier.
  @MainActor
  public final class AdInspectorGesture {
    private weak var recognizer: UIGestureRecognizer?

    init(_ recognizer: UIGestureRecognizer) {
      self.recognizer = recognizer
    }

    /// Whether the gesture is still on its window.
    public var isInstalled: Bool {
      recognizer?.view != nil
    }

    /// Removes the gesture from its window. Calling it again does nothing.
    public func remove() {
      guard let recognizer else { return }
      recognizer.view?.removeGestureRecognizer(recognizer)
      self.recognizer = nil
    }
  }
#endif
