#if canImport(UIKit)
  import UIKit

  extension UIViewController {
    /// Whether this controller can present another now: its view is in a window, it is in no
    /// transition, and it presents nothing (UIKit stacks one presented controller on each).
    /// UIKit only logs a presentation it refuses ("Attempt to present … while a presentation
    /// is in progress"), so the SDK asks first.
    var canPresentNow: Bool {
      viewIfLoaded?.window != nil && !isBeingPresented && !isBeingDismissed
        && transitionCoordinator == nil && presentedViewController == nil
    }

    /// Presents `controller`, animated, when ``canPresentNow``; whether UIKit took it (the
    /// presented controller has a presenter as soon as `present` returns when it did).
    func presentIfPossible(_ controller: UIViewController) -> Bool {
      guard canPresentNow else { return false }
      present(controller, animated: true)
      return controller.presentingViewController != nil
    }
  }

  extension UIResponder {
    /// The first view controller up the responder chain: UIKit documents a view's next
    /// responder as the controller whose root view it is, else its superview, and a
    /// controller's as its view's superview. `nil` for a view in no controller's hierarchy.
    var nearestViewController: UIViewController? {
      var responder = next
      while let current = responder {
        if let controller = current as? UIViewController { return controller }
        responder = current.next
      }
      return nil
    }
  }
#endif
