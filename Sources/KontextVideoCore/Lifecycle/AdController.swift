import Foundation

/// Runs one ad from its fill to its end, behind the ``VideoAd`` the app holds: it owns all of
/// the ad's state, and its extensions (`AdController+*.swift`) are the rooms that load, show
/// and run the ad.
///
/// The handle owns its controller, and the controller holds the handle weakly: the app's
/// reference, a ``VideoAds`` holding an unshown ad and the ``ScreenArbiter`` holding the ad on
/// screen keep both alive, and nothing else does (the controller's timers and callbacks hold
/// it weakly, as they held the ad). The delegate hears the handle.
@MainActor
final class AdController {
  /// The handle the app holds; the delegate hears it. Alive while the ad is held (by the app,
  /// its `VideoAds` or the screen), which is whenever it runs.
  private(set) weak var handle: VideoAd?
  let format: AdFormat
  let id: String
  let requestID: String
  /// What the ad uses of the SDK instance that made it.
  let services: any AdServices
  weak var session: AdSession?
  var slot: AdSlot
  var lifecycle: AdLifecycle
  /// When the ad expires, on the SDK's clock (brought forward by a VAST `<Expires>`).
  var expiresAt: TimeInterval
  /// When the server filled it, on the SDK's clock.
  let filledAt: TimeInterval
  /// The creative's key as the server filled it, before its VAST document was read.
  let filledCreativeKey: String
  var expiryTimer: AdCancellable?
  var loadOperation: SharedOperation<Bool>?
  var loadWork: [AdCancellable] = []
  var rendered: (any RenderedCreative)?
  var inlineRun: InlineAdRun?
  var linearRun: LinearAdRun?
  /// What the app asked to get back on its server with this rewarded ad's reward.
  var rewardRequest: RewardRequest?
  /// When the last click counted, on the SDK's clock (see ``ClickPolicy``).
  var lastClickAt: TimeInterval?
  /// The third-party pixels this ad may still fire.
  var pixelBudget = PixelBudget()
  /// The measurement provider's session for the ad on screen, and what it has heard.
  var measurement: Measuring?
  /// The viewer's ⓘ sheet: closed, or open (and, for an overlay, how long it may hold it).
  var infoSheet = InfoSheet.closed
  /// The ad's view-through impression: not started, running since the impression, or ended.
  var viewThrough = ViewThrough.notStarted
  /// A linear ad's captions, one entry for each ad of its break as read from VAST (an ad that
  /// failed to render keeps its entry): being fetched, or the track they gave.
  var captionsByAd: [Captions] = []
  /// The entry of ``captionsByAd`` of the ad whose turn it is.
  var captionsIndex = 0
  /// A linear or rewarded ad's break, once loaded: its shape and the ads still to play.
  var linearBreak: LinearBreak?
  /// The break's ads prepared so far during the load, in order.
  var preparedBreak: [LinearBreak.Waiting] = []
  /// The break's ads still to prepare during the load, in order, with where their captions are
  /// kept.
  var toPrepare: [(slot: AdSlot, captionsIndex: Int)] = []
  /// The buffet's spare ads during the load: each may stand in for an ad of the break that
  /// cannot be used or prepared.
  var spareAds: [BreakAd] = []

  /// A linear ad's captions file.
  enum Captions {
    /// None asked for, or none usable.
    case none
    /// Being fetched beside the video.
    case loading
    /// Read, ready to show.
    case ready(CaptionTrack)

    /// The track, when there is one.
    var track: CaptionTrack? {
      if case .ready(let track) = self { return track }
      return nil
    }
  }

  /// A measurement provider's session, and what it has heard of the ad.
  struct Measuring {
    let session: any AdMeasurementSession
    var mapping: MeasurementMapping
  }

  /// The ad's ⓘ sheet.
  enum InfoSheet {
    case closed
    /// Open; `holdTimer` ends an overlay held open too long (nil for the other formats).
    case open(holdTimer: AdCancellable?)

    var isOpen: Bool {
      if case .open = self { return true }
      return false
    }
  }

  init(slot: AdSlot, requestID: String, services: any AdServices, session: AdSession) {
    self.slot = slot
    self.requestID = requestID
    self.services = services
    self.session = session
    format = slot.format
    id = slot.id
    lifecycle = AdLifecycle(isFullScreen: slot.format.isFullScreen)
    filledAt = services.clock.now
    filledCreativeKey = slot.creativeKey
    expiresAt = filledAt + slot.lifetime.remaining(from: Date())
  }

  /// Ties the controller to its handle, then starts the ad's clock: its expiry, and the note
  /// of an attribution it cannot use.
  func start(for handle: VideoAd) {
    self.handle = handle
    scheduleExpiry()
    noteUnusableSKAdNetwork()
  }

  /// What the SDK instance was built with (its renderer, presenter, opener, attribution and
  /// platform facts).
  var environment: KontextVideo.Environment { services.environment }

  /// Calls `message` with the delegate and the handle it hears, when there is a delegate.
  func tellDelegate(_ message: (any VideoAdDelegate, VideoAd) -> Void) {
    guard let handle, let delegate = handle.delegate else { return }
    message(delegate, handle)
  }

  /// The delegate's answer to `question`, or `otherwise` with no delegate.
  func askDelegate<Answer>(
    _ question: (any VideoAdDelegate, VideoAd) -> Answer, otherwise: Answer
  ) -> Answer {
    guard let handle, let delegate = handle.delegate else { return otherwise }
    return question(delegate, handle)
  }

  /// Whether the ad is loaded and can be shown now (not shown, not dropped, not expired).
  var isReady: Bool { lifecycle.state == .ready && services.clock.now < expiresAt }

  /// Runs ``VideoAd/reject()``.
  func reject() throws(VideoAdError) {
    if let refusal = lifecycle.rejectRefusal() { throw refusal }
    drop(.rejected)
  }

  /// Runs ``VideoAd/dismiss()``.
  func dismiss() throws(VideoAdError) {
    if let refusal = lifecycle.dismissRefusal() { throw refusal }
    end(.dismissed)
  }
}
