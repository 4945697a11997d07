import KontextVideoCore

/// SwiftUI's `VideoAdHost` without SwiftUI, for your unit tests: the same host logic (the
/// core's controller that `VideoAdHost` only adapts to a view), so your model hears its ads
/// through the same closures, in the same order and on the same turns as on a device.
///
/// Give it what your view gives `VideoAdHost`: the ad your model holds (read at every view
/// update, as SwiftUI's `body` reads it), the insets and the closures. The test then plays
/// SwiftUI's part, as the run loop does between your app's code:
///
/// - ``settle()``, after your model changed: SwiftUI's view update, then turns of the main
///   queue until the host puts nothing off: what your app sees once the screen has caught up.
/// - ``turn()`` is one turn of the main queue: the work the host put off to it (a pending show,
///   a callback its own update caused, such as the `onEnd` of an ad it dismissed), then a view
///   update if what the host reads changed, as SwiftUI updates a view when its model changed.
/// - ``updateView()`` is one view update whatever changed: SwiftUI re-rendering the host
///   because something else on your model changed. The host acts only when the ad is another
///   one (a new ad is shown on the next turn; `nil`, or another ad, dismisses the one shown).
///
/// Callbacks not caused by the host (the player paused, a timer on the test's clock, the
/// viewer's tap on the container) arrive at once, as on a device. A linear ad is presented by
/// the test instance's `HeadlessFullScreenPresenter`.
///
/// ```swift
/// let host = HeadlessVideoAdHost(
///   ad: { model.adOnScreen }, container: container, onEnd: model.adEnded)
/// model.viewerPaused()  // sets adOnScreen
/// host.settle()
/// ```
@MainActor
public final class HeadlessVideoAdHost {
  /// The view the host draws inline ads in (where `VideoAdHost` is placed).
  public let container: any AdContainer
  /// The space kept clear of the host's edges, as `VideoAdHost(insets:)`; read at each view
  /// update.
  public var insets: AdInsets
  /// Whether the host is on screen with a size (in a window, laid out): an ad set before waits,
  /// and is shown as soon as it is. Default `true`.
  public var isOnScreen: Bool {
    didSet { if isOnScreen, !oldValue, !hasLeft { controller.hostBecameReady() } }
  }
  /// Whether the screen a linear ad would be presented from is being pushed or presented: a
  /// linear ad set meanwhile waits, and is presented when the transition ends. Default
  /// `false`.
  public var isScreenInTransition = false {
    didSet { if !isScreenInTransition, oldValue, !hasLeft { controller.hostBecameReady() } }
  }
  /// Whether the host left the view hierarchy (``leave()``).
  public private(set) var hasLeft = false

  private let ad: @MainActor () -> VideoAd?
  /// What the last view update read: SwiftUI updates the view again when it changed.
  private var lastRead: (ad: VideoAd?, insets: AdInsets)?
  private var nextTurn: [@MainActor () -> Void] = []
  private lazy var controller = AdHostController(
    callbacks: callbacks,
    container: { [weak self] in
      guard let self, self.isOnScreen, !self.hasLeft else { return nil }
      return self.container
    },
    isPresentingScreenSettled: { [weak self] in !(self?.isScreenInTransition ?? false) },
    deliverLater: { [weak self] work in self?.nextTurn.append(work) })
  private let callbacks: AdHostController.Callbacks

  /// A host over `container` showing what `ad` returns, with `VideoAdHost`'s closures: the
  /// same labels, defaults and timing.
  public init(
    ad: @escaping @MainActor () -> VideoAd?,
    container: any AdContainer,
    insets: AdInsets = .zero,
    isOnScreen: Bool = true,
    onShowFailed: @escaping @MainActor (VideoAd, VideoAdError) -> Void = { _, _ in },
    onImpression: @escaping @MainActor (VideoAd) -> Void = { _ in },
    onClick: @escaping @MainActor (VideoAd, VideoAdClick) -> Void = { _, _ in },
    onEnd: @escaping @MainActor (VideoAd, VideoAd.EndReason) -> Void = { _, _ in },
    onReport: @escaping @MainActor (VideoAd, AdReport) -> Void = { _, _ in },
    onReward: @escaping @MainActor (VideoAd, EarnedReward) -> Void = { _, _ in },
    onInfo: @escaping @MainActor (VideoAd, Bool) -> Void = { _, _ in },
    shouldOpen: @escaping @MainActor (VideoAd, VideoAdClick) -> Bool = { _, _ in true }
  ) {
    self.ad = ad
    self.container = container
    self.insets = insets
    self.isOnScreen = isOnScreen
    callbacks = AdHostController.Callbacks(
      onShowFailed: onShowFailed, onImpression: onImpression, onClick: onClick, onEnd: onEnd,
      onReport: onReport, onReward: onReward, onInfo: onInfo, shouldOpen: shouldOpen)
  }

  /// The ad the host shows now, if any.
  public var adOnScreen: VideoAd? { controller.adOnScreen }

  /// Whether the host put work off to the main queue's next turn.
  public var hasWorkForNextTurn: Bool { !nextTurn.isEmpty }

  /// SwiftUI's view update (`updateUIView`): the host reads `ad` and ``insets`` again; it acts
  /// only when the ad is another one than at the last update. Nothing after ``leave()``.
  public func updateView() {
    guard !hasLeft else { return }
    let current = ad()
    lastRead = (current, insets)
    controller.insets = insets
    controller.update(ad: current)
  }

  /// One turn of the main queue: the work the host put off before it began runs (work put off
  /// meanwhile waits for the next turn), then SwiftUI's view update if the ad or the insets
  /// changed since the last one.
  public func turn() {
    let due = nextTurn
    nextTurn.removeAll()
    for work in due { work() }
    updateViewIfChanged()
  }

  /// After your model changed: SwiftUI's view update if the ad or the insets changed, then
  /// turns until the host puts nothing off (at most 100): what your app sees once the screen
  /// has caught up with your model.
  public func settle() {
    updateViewIfChanged()
    var turns = 0
    while hasWorkForNextTurn, turns < 100 {
      turn()
      turns += 1
    }
  }

  /// A view update when what the host reads changed, as SwiftUI updates a view whose model
  /// changed.
  private func updateViewIfChanged() {
    guard let lastRead, lastRead.ad === ad(), lastRead.insets == insets else {
      return updateView()
    }
  }

  /// The host leaves the view hierarchy (`dismantleUIView`: its page was discarded): nothing
  /// pending is shown, the inline ad it showed is dismissed (its `onEnd` on the next turn),
  /// and a linear ad runs on to its own end, which still arrives.
  public func leave() {
    guard !hasLeft else { return }
    hasLeft = true
    controller.hostLeft()
  }
}
