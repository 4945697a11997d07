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
      controller.startPlayback()
    }

    func dismiss(_ presentation: LinearAdPresentation, completion: @escaping @MainActor () -> Void)
    {
      guard let controller = shown.removeValue(forKey: ObjectIdentifier(presentation)) else {
        return completion()
      }
      controller.stopPlayback()
      controller.isDismissedBySDK = true
      guard let presenting = controller.presentingViewController else { return completion() }
      // Dismissing from the presenter also takes away anything shown over the ad.
      presenting.dismiss(animated: !UIAccessibility.isReduceMotionEnabled) { completion() }
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
