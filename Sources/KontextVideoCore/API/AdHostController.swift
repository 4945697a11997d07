/// What a declarative host of ads decides between its updates: SwiftUI's `VideoAdHost` on iOS
/// only adapts it to a view.
///
/// - Setting a loaded ad shows it once the host is on screen with a size (the `container`
///   closure returns one only then). Setting `nil`, or another ad, dismisses the inline ad it
///   showed; so does the host leaving the hierarchy.
/// - A linear ad is presented full screen and never dismissed by the host; the controller keeps
///   itself alive until that ad's end has been delivered. While the screen it is presented
///   from is in a transition (being pushed or presented), it waits, pending, and is shown when
///   the transition ends (``hostBecameReady()``), not refused.
/// - The host is the ad's delegate. A callback caused by the host's own work (an update that
///   dismisses or shows, the host leaving or becoming ready: moments inside SwiftUI's view
///   update or UIKit's layout) is delivered later (`deliverLater`, the next main-queue turn on
///   iOS), never inside the update that caused it. Any other (the player paused, a timer, the
///   viewer's tap) is delivered at once, so the app hears an ad's end before it acts on what
///   ended it: an overlay ended by the viewer's pause reports `onEnd` inside the pause, before
///   the app puts its pause ad on the host.
/// - An `onEnd` delivered later for an ad the app has already replaced on the host is stale: a
///   `nil` the app sets in answer to it ("set your ad back to nil" in Kontext's model) would
///   dismiss the ad that replaced it, so the update that follows it is not taken as a `nil`.
///   Kontext's own SwiftUI model, unchanged, keeps its pause ad on screen that way.
/// - Updates are idempotent: only an ad different from the last one given is acted on, so an
///   ended ad the app has not cleared yet is never shown again.
@MainActor
package final class AdHostController: VideoAdDelegate {
  /// The host's closures.
  package struct Callbacks {
    package var onShowFailed: @MainActor (VideoAd, VideoAdError) -> Void
    package var onImpression: @MainActor (VideoAd) -> Void
    package var onClick: @MainActor (VideoAd, VideoAdClick) -> Void
    package var onEnd: @MainActor (VideoAd, VideoAd.EndReason) -> Void
    package var onReport: @MainActor (VideoAd, AdReport) -> Void
    package var onReward: @MainActor (VideoAd, EarnedReward) -> Void
    /// The ad's ⓘ sheet opened (`true`) or closed (`false`).
    package var onInfo: @MainActor (VideoAd, Bool) -> Void
    package var shouldOpen: @MainActor (VideoAd, VideoAdClick) -> Bool

    package init(
      onShowFailed: @escaping @MainActor (VideoAd, VideoAdError) -> Void = { _, _ in },
      onImpression: @escaping @MainActor (VideoAd) -> Void = { _ in },
      onClick: @escaping @MainActor (VideoAd, VideoAdClick) -> Void = { _, _ in },
      onEnd: @escaping @MainActor (VideoAd, VideoAd.EndReason) -> Void = { _, _ in },
      onReport: @escaping @MainActor (VideoAd, AdReport) -> Void = { _, _ in },
      onReward: @escaping @MainActor (VideoAd, EarnedReward) -> Void = { _, _ in },
      onInfo: @escaping @MainActor (VideoAd, Bool) -> Void = { _, _ in },
      shouldOpen: @escaping @MainActor (VideoAd, VideoAdClick) -> Bool = { _, _ in true }
    ) {
      self.onReward = onReward
      self.onInfo = onInfo
      self.onShowFailed = onShowFailed
      self.onImpression = onImpression
      self.onClick = onClick
      self.onEnd = onEnd
      self.onReport = onReport
      self.shouldOpen = shouldOpen
    }
  }

  /// The latest closures; refreshed on every update.
  package var callbacks: Callbacks
  /// The space kept clear of the host's edges.
  package var insets = AdInsets.zero
  private let container: @MainActor () -> (any AdContainer)?
  /// Presents a linear ad from the host's own window (on iOS, its top view controller), when
  /// the app installed no presenter of its own; `nil` leaves it to `show()`.
  private let presenter: @MainActor () -> (any FullScreenAdPresenter)?
  /// Whether the screen a linear ad would be presented from is settled (in no transition). The
  /// platform layer calls ``hostBecameReady()`` when a transition it reported ends.
  private let isPresentingScreenSettled: @MainActor () -> Bool
  private let deliverLater: @MainActor (@escaping @MainActor () -> Void) -> Void
  private var given: VideoAd?
  private var pending: VideoAd?
  private var shown: VideoAd?
  private var keepAlive: AdHostController?
  /// How deep the host is in its own work (an update, leaving, showing): callbacks caused
  /// there are delivered later.
  private var hostWork = 0
  /// A later `onEnd` was delivered for an ad the app had already replaced: the `nil` that may
  /// answer it at the next update is not the app's wish to clear the ad that replaced it.
  private var answeredStaleEnd = false

  /// A controller whose ads go in `container()` (nil while the host is not on screen with a
  /// size) and whose callbacks run through `deliverLater`.
  package init(
    callbacks: Callbacks = Callbacks(),
    container: @escaping @MainActor () -> (any AdContainer)?,
    presenter: @escaping @MainActor () -> (any FullScreenAdPresenter)? = { nil },
    isPresentingScreenSettled: @escaping @MainActor () -> Bool = { true },
    deliverLater: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void
  ) {
    self.callbacks = callbacks
    self.container = container
    self.presenter = presenter
    self.isPresentingScreenSettled = isPresentingScreenSettled
    self.deliverLater = deliverLater
  }

  /// The ad the host shows now, if any.
  package var adOnScreen: VideoAd? { shown }

  /// The app gave the host `ad` (or `nil`).
  package func update(ad: VideoAd?) {
    let answersStaleEnd = answeredStaleEnd
    answeredStaleEnd = false
    guard ad !== given else { return }
    if ad == nil, answersStaleEnd, let current = given,
      current.controller.lifecycle.isUnshown || shown === current
    {
      return  // the app cleared the slot for the ad that ended, not for this one
    }
    given = ad
    pending = nil
    hostWork { dismissShownInline() }
    guard let ad else { return }
    pending = ad
    deliverLater { [weak self] in self?.showPending() }
  }

  /// The host is on screen with a size, or the transition of the screen it presents from
  /// ended: a pending ad is shown now.
  package func hostBecameReady() {
    showPending()
  }

  /// The host left the hierarchy: nothing pending is shown, and the inline ad is dismissed.
  package func hostLeft() {
    pending = nil
    hostWork { dismissShownInline() }
  }

  /// Runs the host's own work; callbacks it causes are delivered later.
  private func hostWork(_ work: () -> Void) {
    hostWork += 1
    defer { hostWork -= 1 }
    work()
  }

  private func showPending() {
    hostWork { showPendingNow() }
  }

  private func showPendingNow() {
    // Every format waits for the host to be on screen with a size.
    guard let ad = pending, let container = container() else { return }
    // A linear ad waits for the screen it is presented from to settle.
    if !ad.format.isInline, !isPresentingScreenSettled() { return }
    pending = nil
    ad.delegate = self
    // Set before the show: an ad that ends inside it (a creative that breaks as it appears, a
    // presenter that dismisses at once) clears them in its didEnd. A refused show puts back
    // the ad this host still runs (a linear ad playing on), whose end must still arrive.
    let (previous, previousKeepAlive) = (shown, keepAlive)
    shown = ad
    if !ad.format.isInline { keepAlive = self }
    do {
      if ad.format.isInline {
        try ad.show(in: container, insets: insets)
      } else if ad.controller.services.fullScreenPresenter == nil, let presenter = presenter() {
        try ad.show(from: presenter)
      } else {
        try ad.show()
      }
    } catch {
      if shown === ad { (shown, keepAlive) = (previous, previousKeepAlive) }
      ad.delegate = nil
      deliver { $0.onShowFailed(ad, error) }
    }
  }

  /// An inline ad this host showed is dismissed; a linear one runs to its own end.
  private func dismissShownInline() {
    guard let ad = shown, ad.format.isInline else { return }
    try? ad.dismiss()
  }

  /// Delivers a callback: later when the host's own work caused it, else at once.
  private func deliver(_ call: @escaping @MainActor (Callbacks) -> Void) {
    let callbacks = self.callbacks
    if hostWork > 0 { deliverLater { call(callbacks) } } else { call(callbacks) }
  }

  /// Heard from the ad.
  package func videoAdDidRecordImpression(_ ad: VideoAd) {
    deliver { $0.onImpression(ad) }
  }

  /// Heard from the ad.
  package func videoAd(_ ad: VideoAd, didClick click: VideoAdClick) {
    deliver { $0.onClick(ad, click) }
  }

  /// Asked by the ad, at once (the answer is needed now): whether the SDK opens the click's
  /// landing page.
  package func videoAd(_ ad: VideoAd, shouldOpen click: VideoAdClick) -> Bool {
    callbacks.shouldOpen(ad, click)
  }

  /// Heard from the ad: the viewer reported it.
  package func videoAd(_ ad: VideoAd, didReport report: AdReport) {
    deliver { $0.onReport(ad, report) }
  }

  /// Heard from the ad: the viewer opened its ⓘ sheet.
  package func videoAdDidOpenInfo(_ ad: VideoAd) {
    deliver { $0.onInfo(ad, true) }
  }

  /// Heard from the ad: the viewer closed its ⓘ sheet.
  package func videoAdDidCloseInfo(_ ad: VideoAd) {
    deliver { $0.onInfo(ad, false) }
  }

  /// Heard from the ad: a rewarded ad's reward. Handed on at once, never deferred: the SDK
  /// marks it delivered when this returns, and a reward never waits on a view update.
  package func videoAd(_ ad: VideoAd, didEarn reward: EarnedReward) {
    callbacks.onReward(ad, reward)
  }

  /// Heard from the ad; a linear ad's controller may then go.
  package func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {
    if shown === ad { shown = nil }
    if hostWork > 0 {
      let callbacks = self.callbacks
      deliverLater { [weak self] in
        // The app replaced the ad meanwhile: a nil it sets in answer is for this one. SwiftUI
        // applies it at its next update, which comes before the next turn of the main queue
        // (the run loop updates views between two turns); by then the answer has been seen.
        guard let self, let given = self.given, given !== ad else {
          return callbacks.onEnd(ad, reason)
        }
        self.answeredStaleEnd = true
        callbacks.onEnd(ad, reason)
        self.deliverLater { [weak self] in self?.answeredStaleEnd = false }
      }
    } else {
      deliver { $0.onEnd(ad, reason) }
    }
    keepAlive = nil
  }
}
