#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  /// Presents linear ads full screen from a view controller: the one given to
  /// `show(from:)`, or else the top view controller of the foreground scene's key window.
  ///
  /// `present` throws, and shows nothing, when there is nothing to present from, when that
  /// controller is in a transition or already presents something, or when UIKit did not take
  /// the presentation.
  @MainActor
  final class ViewControllerPresenter: FullScreenAdPresenter {
    /// Why a linear ad could not be presented.
    struct Refusal: Error, CustomStringConvertible {
      let description: String
    }

    private weak var source: UIViewController?
    private let usesTopViewController: Bool
    private var shown: [ObjectIdentifier: LinearAdViewController] = [:]

    /// A presenter from `source`, or from the top view controller when `nil`.
    init(from source: UIViewController?) {
      self.source = source
      usesTopViewController = source == nil
    }

    func present(_ presentation: LinearAdPresentation) throws {
      let presenting = try presentingController()
      let controller = LinearAdViewController(
        presentation: presentation,
        creative: presentation.creative as? any PlayableCreative,
        orientations: presenting.supportedInterfaceOrientations)
      presenting.present(controller, animated: true)
      // UIKit only logs a presentation it refuses; check that it took this one.
      guard controller.presentingViewController != nil else {
        throw Refusal(description: "UIKit did not present the ad")
      }
      shown[ObjectIdentifier(presentation)] = controller
      // The app took the ad away itself: forget it first, so the core's dismissal that follows
      // finds nothing left to dismiss (dismissing from its presenter now would dismiss the
      // app's own screen).
      controller.onDismissedByApp = { [weak self, weak presentation] in
        guard let presentation else { return }
        self?.shown[ObjectIdentifier(presentation)] = nil
      }
      controller.startPlayback()
    }

    func dismiss(_ presentation: LinearAdPresentation, completion: @escaping @MainActor () -> Void)
    {
      guard let controller = shown.removeValue(forKey: ObjectIdentifier(presentation)) else {
        return completion()
      }
      controller.stopPlayback()
      controller.isDismissedBySDK = true
      let finish = OnceAction(completion)
      guard controller.presentingViewController != nil, !controller.isBeingDismissed else {
        return finish.run()  // already gone, or going
      }
      if let coordinator = controller.transitionCoordinator {
        // Still animating in (or out of something): dismiss once that transition is over.
        coordinator.animate(alongsideTransition: nil) { _ in
          Self.dismissNow(controller, finish: finish)
        }
      } else {
        Self.dismissNow(controller, finish: finish)
      }
    }

    /// Dismisses `controller` from its presenter (which also takes away anything shown over
    /// the ad, and fades under Reduce Motion, the ad's transition style then); if UIKit refuses
    /// (another transition began), tries once more on the next turn without animation, then
    /// reports the dismissal finished whatever happened.
    private static func dismissNow(_ controller: LinearAdViewController, finish: OnceAction) {
      guard let presenting = controller.presentingViewController, !controller.isBeingDismissed
      else { return finish.run() }
      presenting.dismiss(animated: true) { finish.run() }
      guard !controller.isBeingDismissed else { return }
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          if let presenting = controller.presentingViewController, !controller.isBeingDismissed {
            presenting.dismiss(animated: false) { finish.run() }
          } else {
            finish.run()
          }
        }
      }
    }

    func setPlaybackPaused(_ paused: Bool, for presentation: LinearAdPresentation) {
      shown[ObjectIdentifier(presentation)]?.setPausedByApp(paused)
    }

    private func presentingController() throws -> UIViewController {
      let candidate = usesTopViewController ? TopViewController.find() : source
      guard let candidate else {
        throw Refusal(description: "there is no view controller to present from")
      }
      guard candidate.viewIfLoaded?.window != nil else {
        throw Refusal(description: "the view controller is not in a window")
      }
      guard !candidate.isBeingPresented, !candidate.isBeingDismissed,
        candidate.transitionCoordinator == nil
      else { throw Refusal(description: "the view controller is in a transition") }
      guard candidate.presentedViewController == nil else {
        throw Refusal(description: "the view controller already presents another")
      }
      return candidate
    }
  }
#endif
