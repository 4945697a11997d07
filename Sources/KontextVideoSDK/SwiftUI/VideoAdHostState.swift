#if canImport(UIKit)
  import Foundation
  import KontextVideoCore
  import UIKit

  /// Everything a `VideoAdHost` decides between SwiftUI's updates: which ad it was given,
  /// whether it is shown, and the latest closures. Updates are idempotent (the same ad does
  /// nothing); callbacks are delivered on the next main-queue turn, never inside an update.
  @MainActor
  final class VideoAdHostState: VideoAdDelegate {
    private weak var view: VideoAdHostView?
    private var callbacks: VideoAdHostCallbacks?
    private var insets = UIEdgeInsets.zero
    /// The ad the host was given and has not shown yet.
    private var pending: VideoAd?
    /// The ad the host showed and that has not ended.
    private var shown: VideoAd?
    /// Keeps this state alive while a linear ad it showed runs, so its end is delivered even
    /// if SwiftUI lets the host go.
    private var keepAlive: VideoAdHostState?

    func attach(to view: VideoAdHostView) {
      self.view = view
      view.onReady = { [weak self] in self?.showPending() }
    }

    func update(ad: VideoAd?, insets: UIEdgeInsets, callbacks: VideoAdHostCallbacks) {
      self.callbacks = callbacks
      self.insets = insets
      guard ad !== (pending ?? shown) else { return }
      pending = nil
      dismissShownInline()
      guard let ad else { return }
      pending = ad
      if view?.isReadyForAd == true {
        // Shown on the next turn, outside SwiftUI's update.
        DispatchQueue.main.async { [weak self] in self?.showPending() }
      }
    }

    /// The host left the hierarchy: drop what is pending and dismiss the inline ad shown.
    func hostLeft() {
      pending = nil
      view?.onReady = nil
      dismissShownInline()
    }

    private func showPending() {
      guard let ad = pending, let view, view.isReadyForAd else { return }
      pending = nil
      ad.delegate = self
      do {
        if ad.format == .linear {
          try ad.show()
          keepAlive = self
        } else {
          try ad.show(in: view, insets: insets)
        }
        shown = ad
      } catch {
        ad.delegate = nil
        let failure = error as? VideoAdError ?? .creativeFailed(String(describing: error))
        deliver { $0.onShowFailed(ad, failure) }
      }
    }

    /// An inline ad this host showed is dismissed; a linear one runs to its own end.
    private func dismissShownInline() {
      guard let ad = shown, ad.format != .linear else { return }
      try? ad.dismiss()
    }

    private func deliver(_ call: @escaping @MainActor (VideoAdHostCallbacks) -> Void) {
      guard let callbacks else { return }
      DispatchQueue.main.async { call(callbacks) }
    }

    // MARK: VideoAdDelegate

    func videoAdDidRecordImpression(_ ad: VideoAd) {
      deliver { $0.onImpression(ad) }
    }

    func videoAd(_ ad: VideoAd, didClick click: VideoAdClick) {
      deliver { $0.onClick(ad, click) }
    }

    func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {
      if shown === ad { shown = nil }
      deliver { $0.onEnd(ad, reason) }
      keepAlive = nil
    }
  }
#endif
