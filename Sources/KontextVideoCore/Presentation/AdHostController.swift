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
/// - The host is the ad's delegate. Every callback is delivered later (`deliverLater`, the next
///   main-queue turn on iOS), never inside the update that caused it.
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

    package init(
      onShowFailed: @escaping @MainActor (VideoAd, VideoAdError) -> Void = { _, _ in },
      onImpression: @escaping @MainActor (VideoAd) -> Void = { _ in },
      onClick: @escaping @MainActor (VideoAd, VideoAdClick) -> Void = { _, _ in },
      onEnd: @escaping @MainActor (VideoAd, VideoAd.EndReason) -> Void = { _, _ in }
    ) {
      self.onShowFailed = onShowFailed
      self.onImpression = onImpression
      self.onClick = onClick
      self.onEnd = onEnd
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
    guard ad !== given else { return }
    given = ad
    pending = nil
    dismissShownInline()
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
    dismissShownInline()
  }

  private func showPending() {
    // Every format waits for the host to be on screen with a size.
    guard let ad = pending, let container = container() else { return }
    // A linear ad waits for the screen it is presented from to settle.
    if !ad.format.isInline, !isPresentingScreenSettled() { return }
    pending = nil
    ad.delegate = self
    do {
      if ad.format.isInline {
        try ad.show(in: container, insets: insets)
      } else if ad.sdk.fullScreenPresenter == nil, let presenter = presenter() {
        try ad.show(from: presenter)
        keepAlive = self
      } else {
        try ad.show()
        keepAlive = self
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
    guard let ad = shown, ad.format.isInline else { return }
    try? ad.dismiss()
  }

  private func deliver(_ call: @escaping @MainActor (Callbacks) -> Void) {
    let callbacks = self.callbacks
    deliverLater { call(callbacks) }
  }

  /// Heard from the ad: delivered later.
  package func videoAdDidRecordImpression(_ ad: VideoAd) {
    deliver { $0.onImpression(ad) }
  }

  /// Heard from the ad: delivered later.
  package func videoAd(_ ad: VideoAd, didClick click: VideoAdClick) {
    deliver { $0.onClick(ad, click) }
  }

  /// Heard from the ad: delivered later; a linear ad's controller may then go.
  package func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) {
    if shown === ad { shown = nil }
    deliver { $0.onEnd(ad, reason) }
    keepAlive = nil
  }
}
