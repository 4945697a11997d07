#if canImport(UIKit)
  import UIKit

  /// Sees the viewer's taps on a web creative without taking them from the page: the delegate
  /// of a tap recogniser on the web view that never recognises. UIKit asks the delegate whether
  /// the recogniser may leave its `possible` state when a tap is complete (at touch up, on the
  /// main thread, while the page's reaction to that touch still waits for WebKit's web content
  /// process); the observer records the tap there and says no, so the recogniser fails and the
  /// page gets every touch as if it were not there. A swipe or a long press is no tap. (No
  /// target-action: that needs an Objective-C selector.)
  @MainActor
  final class WebCreativeTapObserver: NSObject, UIGestureRecognizerDelegate {
    private let onTap: @MainActor () -> Void

    init(onTap: @escaping @MainActor () -> Void) {
      self.onTap = onTap
    }

    /// A recogniser for `view` that reports to this observer (which it holds weakly: keep the
    /// observer).
    func install(on view: UIView) {
      let recognizer = UITapGestureRecognizer()
      recognizer.cancelsTouchesInView = false
      recognizer.delaysTouchesEnded = false
      recognizer.delegate = self
      view.addGestureRecognizer(recognizer)
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
