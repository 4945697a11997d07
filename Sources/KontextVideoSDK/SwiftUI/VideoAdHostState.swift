#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  import UIKit

  /// Adapts the core's ``AdHostController`` to the host's UIView: ads go in that view once it
  /// is on screen with a size, and callbacks caused by the host's own update run on the next
  /// main-queue turn, outside SwiftUI's view update.
  @MainActor
  final class VideoAdHostState {
    private weak var view: VideoAdHostView?
    private(set) lazy var controller = AdHostController(
      container: { [weak self] in
        guard let view = self?.view, view.isReadyForAd else { return nil }
        return UIViewAdContainer(view: view)
      },
      presenter: { [weak self] in
        // From the host's own window: with two scenes on an iPad, the one the viewer is in.
        guard let root = self?.view?.window?.rootViewController else { return nil }
        return ViewControllerPresenter(from: TopViewController.top(from: root))
      },
      isPresentingScreenSettled: { [weak self] in self?.isPresentingScreenSettled() ?? true },
      deliverLater: { work in DispatchQueue.main.async { work() } }
    )

    /// Whether the top view controller of the host's window is in no transition; when it is in
    /// one, the pending ad is shown once that transition completes.
    private func isPresentingScreenSettled() -> Bool {
      guard let root = view?.window?.rootViewController else { return true }
      let top = TopViewController.top(from: root)
      guard let coordinator = top.transitionCoordinator else {
        return !top.isBeingPresented && !top.isBeingDismissed
      }
      coordinator.afterTransition { [weak self] in self?.controller.hostBecameReady() }
      return false
    }

    func attach(to view: VideoAdHostView) {
      self.view = view
      view.onReady = { [weak self] in self?.controller.hostBecameReady() }
    }

    func update(ad: VideoAd?, insets: AdInsets, callbacks: AdHostController.Callbacks) {
      controller.callbacks = callbacks
      controller.insets = insets
      controller.update(ad: ad)
    }

    func hostLeft() {
      view?.onReady = nil
      controller.hostLeft()
    }
  }
#endif
