import KontextVideoSDK

/// What the model knows of one fetched ad.
@MainActor
final class ModelAdRecord {
  /// What a delegate hears; the events that tell the same are kept beside it.
  enum Heard: Hashable, CustomStringConvertible {
    case impression
    case click
    case failure
    /// `didEarn`, with the reward's transaction id: the event's must be the same.
    case reward(transactionID: String)
    case end(VideoAd.EndReason)

    var description: String {
      switch self {
      case .impression: "impression"
      case .click: "click"
      case .failure: "failure"
      case .reward(let transactionID): "reward(\(transactionID))"
      case .end(let reason): "end(\(reason))"
      }
    }

    /// The callback an event stands for, if a delegate hears one for it.
    init?(_ name: AdEvent.Name) {
      switch name {
      case .impression: self = .impression
      case .click: self = .click
      case .creativeFailed: self = .failure
      case .rewardEarned(let earned): self = .reward(transactionID: earned.transactionID)
      case .ended(let reason): self = .end(reason)
      default: return nil
      }
    }
  }

  let id: String
  let format: AdFormat
  /// The place in its break of the ad whose turn it is, from its events (1 until a
  /// `breakAdStarted`).
  var breakPosition = 1
  /// A video of the break failed and the break has not yet gone on: the app hears the failure
  /// only if the break ends with it.
  var failureInBreak = false
  weak var ad: VideoAd?
  /// The integrator's delegate, kept by the integrator (the ad holds it weakly).
  var delegate: ModelDelegate?
  weak var weakDelegate: ModelDelegate?
  /// The content id of the `VideoAds` whose `format()` returned it (unique in a world).
  var owner: String?
  /// When `show()` put it on screen, on the clock.
  var shownAt: Double?
  /// Whether the viewer has the ad's ⓘ sheet open: it holds the ad.
  var heldBySheet = false
  /// The page whose container it was shown in.
  var container: Int?
  /// The page whose player its `VideoAds` followed when it was shown.
  var player: Int?
  /// `show()` returned without throwing.
  var shown = false
  /// The `shown` event came.
  var shownEvent = false
  /// `notUsed` or `ended`: the one last event an ad may have.
  var terminal: AdEvent.Name?
  /// The delegate's callbacks, in order.
  var heard: [Heard] = []
  /// The events that stand for a callback, in order, while the ad had its delegate.
  var told: [Heard] = []
  /// The integrator set the ad's delegate to nil (it keeps the object): it must hear nothing
  /// more, and the events meanwhile go to ``missed``.
  var isDetached = false
  /// The events that stand for a callback that came while the ad had no delegate.
  var missed: [Heard] = []
  /// What the model knows of a full-screen ad's video: what holds it, and the time watched.
  var video = ModelVideo()

  init(id: String, format: AdFormat) {
    self.id = id
    self.format = format
  }

  var endsHeard: Int {
    heard.count { if case .end = $0 { true } else { false } }
  }

  /// The ends the ad reported, heard by its delegate or told while it had none.
  var endsReported: Int {
    endsHeard + missed.count { if case .end = $0 { true } else { false } }
  }

  /// The rewards its delegate heard.
  var rewardsHeard: Int {
    heard.count { if case .reward = $0 { true } else { false } }
  }
}
