#if canImport(UIKit)
  import KontextVideoCore
  import UIKit

  /// Presents linear ads full screen from a view controller: the one given to
  /// `show(from:)`, or else the top view controller of the foreground scene's key window.
  ///
  /// `present` throws, and shows nothing, when there is nothing to present from, when that
  /// controller is in a transition or already presents something, or when UIKit did not take
  /// the presentation. `presentNext` plays a break's next ad in the controller already
  /// presented, and throws when there is none, or it is going.
  @MainActor
  final class ViewControllerPresenter: FullScreenAdPresenter {
    /// Why a linear ad could not be presented.
    struct Refusal: Error, CustomStringConvertible {
      let description: String
    }

    private weak var source: UIViewController?
    /// Finds the controller to present from at each presentation, when no `source` was given.
    private let findSource: (@MainActor () -> UIViewController?)?
    private var shown: [ObjectIdentifier: LinearAdViewController] = [:]

    /// A presenter from `source`.
    init(from source: UIViewController) {
      self.source = source
      findSource = nil
    }

    /// A presenter from whatever `find` returns at each presentation (the app's top view
    /// controller).
    init(findingSourceWith find: @escaping @MainActor () -> UIViewController?) {
      source = nil
      findSource = find
    }

    func present(_ presentation: LinearAdPresentation) throws {
      let presenting = try presentingController()
      let controller = LinearAdViewController(
        presentation: presentation,
        creative: presentation.creative as? any PlayableCreative,
        presentedFrom: presenting)
      presenting.present(controller, animated: true)
      // UIKit only logs a presentation it refuses; check that it took this one.
      guard controller.presentingViewController != nil else {
        throw Refusal(description: "UIKit did not present the ad")
      }
      shown[ObjectIdentifier(presentation)] = controller
      forgetWhenTakenAway(controller, showing: presentation)
      controller.startPlayback()
    }

    /// Plays `next` in the controller showing `current`, in its place: no second presentation,
    /// no transition between the ads. Throws, and changes nothing, when no controller shows
    /// `current`, or when it is no longer presented or is being dismissed (by the SDK or the
    /// app).
    func presentNext(_ next: LinearAdPresentation, after current: LinearAdPresentation) throws {
      guard let controller = shown[ObjectIdentifier(current)] else {
        throw Refusal(description: "the ad before is not on screen")
      }
      guard controller.presentingViewController != nil, !controller.isBeingDismissed,
        !controller.isDismissedBySDK
      else { throw Refusal(description: "the ad's screen is going") }
      shown[ObjectIdentifier(current)] = nil
      shown[ObjectIdentifier(next)] = controller
      forgetWhenTakenAway(controller, showing: next)
      controller.play(next, creative: next.creative as? any PlayableCreative)
    }

    /// When the app takes `controller` away itself, forgets it first, so the core's dismissal
    /// of `presentation` that follows finds nothing left to dismiss (dismissing from its
    /// presenter then would dismiss the app's own screen).
    private func forgetWhenTakenAway(
      _ controller: LinearAdViewController, showing presentation: LinearAdPresentation
    ) {
      controller.onDismissedByApp = { [weak self, weak presentation] in
        guard let presentation else { return }
        self?.shown[ObjectIdentifier(presentation)] = nil
      }
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
        coordinator.afterTransition {
          Self.dismiss(controller, attempts: DismissalAttempts(), finish: finish)
        }
      } else {
        Self.dismiss(controller, attempts: DismissalAttempts(), finish: finish)
      }
    }

    /// Dismisses `controller` from its presenter (which also takes away anything shown over
    /// the ad, and fades under Reduce Motion, the ad's transition style then). UIKit refuses a
    /// dismissal while another transition runs, and only logs it: the core's
    /// ``DismissalAttempts`` says when to ask again, and when to give up: then the dismissal
    /// is reported finished (the ad ends) and the ad's screen stays, closable by any tap.
    private static func dismiss(
      _ controller: LinearAdViewController, attempts: DismissalAttempts, finish: OnceAction
    ) {
      guard let presenting = controller.presentingViewController, !controller.isBeingDismissed
      else { return finish.run() }
      var attempts = attempts
      let animated = attempts.animates
      attempts.asking()
      presenting.dismiss(animated: animated) { finish.run() }
      guard !controller.isBeingDismissed, controller.presentingViewController != nil else { return }
      let blocking = presenting.transitionCoordinator ?? controller.transitionCoordinator
      switch attempts.refused(transitionInProgress: blocking != nil) {
      case .retryWhenTransitionEnds:
        blocking?.afterTransition { dismiss(controller, attempts: attempts, finish: finish) }
      case .retryOnNextTurn:
        DispatchQueue.main.async {
          MainActor.assumeIsolated { dismiss(controller, attempts: attempts, finish: finish) }
        }
      case .giveUp:
        controller.closeOnAnyTap()
        finish.run()
      }
    }

    func setPlaybackPaused(_ paused: Bool, for presentation: LinearAdPresentation) {
      shown[ObjectIdentifier(presentation)]?.setPlaybackPaused(paused)
    }

    /// The presented ad's video view, and the player's controls, badge and icons as the SDK's
    /// friendly obstructions.
    func measurementViews(for presentation: LinearAdPresentation) -> AdMeasurementViews? {
      shown[ObjectIdentifier(presentation)]?.measurementViews
    }

    private func presentingController() throws -> UIViewController {
      let candidate = findSource?() ?? source
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
