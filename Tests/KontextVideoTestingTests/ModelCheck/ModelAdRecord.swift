import KontextVideoSDK

/// What the model knows of one fetched ad.
@MainActor
final class ModelAdRecord {
  /// What a delegate hears; the events that tell the same are kept beside it.
  enum Heard: Hashable, CustomStringConvertible {
    case impression
    case click
    case failure
    case end(VideoAd.EndReason)

    var description: String {
      switch self {
      case .impression: "impression"
      case .click: "click"
      case .failure: "failure"
      case .end(let reason): "end(\(reason))"
      }
    }

    /// The callback an event stands for, if a delegate hears one for it.
    init?(_ name: AdEvent.Name) {
      switch name {
      case .impression: self = .impression
      case .click: self = .click
      case .creativeFailed: self = .failure
      case .ended(let reason): self = .end(reason)
      default: return nil
      }
    }
  }

  let id: String
  let format: AdFormat
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
  /// The events that stand for a callback, in order.
  var told: [Heard] = []

  init(id: String, format: AdFormat) {
    self.id = id
    self.format = format
  }

  var endsHeard: Int {
    heard.count { if case .end = $0 { true } else { false } }
  }
}
