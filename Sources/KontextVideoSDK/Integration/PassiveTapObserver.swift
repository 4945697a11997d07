#if canImport(UIKit)
  import UIKit

  /// Sees taps on a view without taking them from it: the delegate of a tap recogniser that
  /// never recognises. UIKit asks the delegate whether the recogniser may leave its `possible`
  /// state once a tap is complete (at touch up, on the main thread; for a web view, while the
  /// page's reaction to that touch still waits for WebKit's web content process); the observer
  /// calls `onTap` there and says no, so the recogniser fails and the view gets every touch as
  /// if it were not there. A swipe or a long press is no tap. (No target-action: that needs an
  /// Objective-C selector.) A web creative sees the viewer's taps with one; the inspector's
  /// three-finger double tap is one too.
  @MainActor
  final class PassiveTapObserver: NSObject, UIGestureRecognizerDelegate {
    private let onTap: @MainActor () -> Void

    init(onTap: @escaping @MainActor () -> Void) {
      self.onTap = onTap
    }

    /// Installs `recognizer` (a plain one-finger tap unless given) on `view`, reporting to
    /// this observer, which it holds weakly: keep the observer. It cancels no touch and holds
    /// back no touch's end (a tap recogniser otherwise delays every touch end it sees).
    @discardableResult
    func install(
      on view: UIView, recognizer: UITapGestureRecognizer = UITapGestureRecognizer()
    ) -> UITapGestureRecognizer {
      recognizer.cancelsTouchesInView = false
      recognizer.delaysTouchesEnded = false
      recognizer.delegate = self
      view.addGestureRecognizer(recognizer)
      return recognizer
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      onTap()
      return false
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      true
    }
  }
#endif
