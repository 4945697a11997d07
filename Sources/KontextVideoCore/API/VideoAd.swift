import Foundation

/// One ad of one format, from ``VideoAds/format(_:)`` to its end.
///
/// Load it early, show it at the moment you choose, and hear its end on the ``delegate``:
///
/// ```swift
/// let ad = try await ads.format(.overlay)
/// try await ad.load()
/// ad.delegate = self
/// try ad.show(in: playerContainer)
/// ```
///
/// `show` either throws, and nothing happened, or the ad is on screen; from then on the SDK
/// retains and runs it until exactly one ``VideoAdDelegate/videoAd(_:didEnd:)``.
@MainActor
public final class VideoAd {
  /// The ad's format.
  public let format: AdFormat
  /// A rewarded ad's reward and what earns it, as the server set them; nil for the other
  /// formats. Known as soon as the ad is filled, so your unlock button can say what it gives.
  public var reward: VideoAdReward? { controller.slot.reward }
  /// The server's id of the ad (its slot id).
  public let id: String
  /// The id of the request that fetched it.
  public let requestID: String
  /// Hears the impression, clicks, a failure and the end. Held weakly.
  public weak var delegate: (any VideoAdDelegate)?

  /// Owns the ad's state and runs it; holds this handle weakly, and tells the delegate with it.
  let controller: AdController

  init(slot: AdSlot, requestID: String, services: any AdServices, session: AdSession) {
    controller = AdController(
      slot: slot, requestID: requestID, services: services, session: session)
    format = controller.format
    id = controller.id
    self.requestID = requestID
    controller.start(for: self)
  }

  /// The creative's universal id, from its VAST document once ``load()`` has read it; `nil`
  /// for an ad that is not VAST or whose document gives none.
  public var universalAdID: UniversalAdID? { controller.slot.universalAdID }

  /// The shape of a linear or rewarded ad's break (its ads' durations, their count, its total),
  /// once ``load()`` has read it: a VAST ad pod plays as one ad of several ads, any other
  /// linear ad as a break of one. `nil` before the load, and for overlay and pause ads.
  public var adBreak: AdBreak? { controller.linearBreak?.shape }

  /// The place (from 1) in its ``adBreak`` of the ad playing now; `nil` before `show()`.
  /// Stays at the last ad's place once the break ended.
  public var adBreakPosition: Int? {
    switch controller.lifecycle.state {
    case .onScreen, .closing, .ended: controller.linearBreak?.position
    default: nil
    }
  }

  /// Who the advertiser is and why the ad was shown to this viewer, as the ⓘ sheet tells it.
  public var disclosure: AdDisclosure { controller.slot.disclosure }

  /// Whether the ad is loaded and can be shown now (not shown, not dropped, not expired).
  public var isReady: Bool { controller.isReady }

  // MARK: Load or reject

  /// Prepares the creative off screen and returns once it is ready to draw.
  ///
  /// Fires nothing billable. Returns at once when already loaded; concurrent calls share one
  /// load. A failed load throws and drops the ad; after its lifetime it throws
  /// `invalidated(.expired)`. A cancelled calling task throws `cancelled`, and the load goes
  /// on.
  public func load() async throws(VideoAdError) {
    try await controller.runLoad()
  }

  /// Tells the server the ad will not be used (VAST's `notUsed`), loaded or not.
  ///
  /// Throws `alreadyShown` for an ad that was shown, or why it was already dropped.
  public func reject() throws(VideoAdError) {
    try controller.reject()
  }

  // MARK: Show

  /// Shows an overlay or pause ad in the view your content plays in, clear of `insets`.
  ///
  /// Throws, and shows nothing, when the ad is not loaded, was shown, expired or dropped
  /// (`notLoaded`, `alreadyShown`, `invalidated`, `destroyed`); when another ad is on screen
  /// (`anotherAdShowing`); while the content plays in Picture in Picture or on another screen
  /// (`contentPlayingElsewhere`); for an overlay over paused content (`contentPaused`); or when
  /// the container is too small (`containerTooSmall`).
  public func show(in container: any AdContainer, insets: AdInsets = .zero)
    throws(VideoAdError)
  {
    try controller.showInline(in: container, insets: insets)
  }

  /// Presents a linear ad full screen with the installed presenter (on iOS, from the top view
  /// controller). Throws, and shows nothing, for the same reasons as `show(in:)`, and
  /// `presenterUnavailable` with no presenter or `presentationFailed` when it could not present.
  public func show() throws(VideoAdError) {
    try controller.showWithInstalledPresenter()
  }

  /// Presents a linear ad full screen with `presenter`; throws `presentationFailed` with its
  /// reason when the presenter could not, and `contentPlayingElsewhere` while the content
  /// plays in Picture in Picture or on another screen; then nothing was shown.
  public func show(from presenter: any FullScreenAdPresenter) throws(VideoAdError) {
    try controller.showLinear(from: presenter)
  }

  /// Takes an overlay or pause ad off screen; `didEnd(.dismissed)` runs before this returns.
  ///
  /// Throws `notOnScreen` before `show`, `invalidated(.ended)` once it ended, and
  /// `notDismissible` for a linear ad.
  public func dismiss() throws(VideoAdError) {
    try controller.dismiss()
  }
}
