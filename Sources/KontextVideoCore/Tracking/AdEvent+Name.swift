extension AdEvent {
  /// What happened to an ad.
  ///
  /// A minor release may add an event (the CHANGELOG's compatibility policy): switch over it
  /// with `@unknown default`.
  public enum Name: Sendable, Hashable, CustomStringConvertible {
    /// The SDK asked the server for an ad.
    case requested
    /// The server filled the request.
    case filled
    /// The server had no ad.
    case noFill(NoFillReason)
    /// The request failed.
    case requestFailed(VideoAdError)
    /// `load()` started preparing the creative (once per ad, however many callers share it).
    case loadStarted
    /// The creative is ready to draw.
    case loaded
    /// The creative could not be prepared.
    case loadFailed(VideoAdError)
    /// The ad was dropped unshown.
    case notUsed(NotUsedReason)
    /// The ad went on screen.
    case shown
    /// The impression counted: the ad rendered on screen.
    case impression
    /// The ad met the MRC viewability rule: 50% of its pixels for 1 continuous second (2 s of
    /// playback for linear ads).
    case viewable
    /// The viewer tapped the ad.
    case click
    /// A linear ad's video started.
    case start
    /// A linear ad's video reached 25%.
    case firstQuartile
    /// A linear ad's video reached 50%.
    case midpoint
    /// A linear ad's video reached 75%.
    case thirdQuartile
    /// A linear ad's video played to its end.
    case complete
    /// A linear ad's video reached a point its VAST document asks to hear about (a `progress`
    /// tracking event); the event's ad playhead is that point.
    case progress
    /// The viewer skipped a linear ad.
    case skip
    /// The viewer used the ad's close control.
    case close
    /// The creative broke on screen.
    case creativeFailed(String)
    /// The viewer opened the ad's ⓘ sheet: the ad is paused and not counted as viewable
    /// until it closes.
    case infoOpened
    /// The viewer closed the ad's ⓘ sheet without reporting the ad.
    case infoClosed
    /// The viewer reported the ad ("Report this ad"), for the reason given. Delivered to the
    /// server's `/v1/reports`.
    case reported(AdReport.Reason)
    /// One of a linear ad's VAST icons appeared (its view tracking fires), by its program
    /// (`AdChoices`) or `icon`.
    case iconShown(String)
    /// The viewer tapped one of a linear ad's VAST icons (its click tracking fires).
    case iconClicked(String)
    /// The app opened a click's landing page itself (``VideoAdDelegate/videoAd(_:shouldOpen:)``).
    case clickOpenedByApp
    /// A click's landing page (or App Store product page) opened in the app: the ad holds.
    case landingPageOpened
    /// The viewer is back from the page: the ad goes on.
    case landingPageClosed
    /// The ad's view-through impression (SKAdNetwork fidelity 0) started as it rendered.
    case viewThroughStarted
    /// The ad's view-through impression ended with the ad; `longEnough` when it was displayed
    /// for StoreKit's minimum (3 s), without which StoreKit credits nothing to it.
    case viewThroughEnded(longEnough: Bool)
    /// A rewarded ad's reward was earned, and handed to the delegate; delivered to the ad
    /// server (`reward_earned`, with its transaction id), which calls the app's server.
    case rewardEarned(EarnedReward)
    /// The viewer tapped a rewarded ad's close control before earning its reward: the video
    /// pauses while the SDK asks whether to close.
    case closeConfirmationShown
    /// The viewer chose to keep watching a rewarded ad rather than lose its reward.
    case closeCancelled
    /// The next ad of a break of several (``AdBreak``) started, in the presentation the break
    /// is on screen in: the event's ``AdEvent/breakPosition`` is its place. (The first ad's
    /// starts with `shown`.) What follows, up to the next one, is that ad's own tracking.
    case breakAdStarted
    /// The ad ended.
    case ended(VideoAd.EndReason)

    /// A short label such as `notUsed(expired)`.
    public var description: String {
      switch self {
      case .noFill(let reason): "noFill(\(reason.code))"
      case .requestFailed(let error): "requestFailed(\(error))"
      case .loadFailed(let error): "loadFailed(\(error))"
      case .notUsed(let reason): "notUsed(\(reason.rawValue))"
      case .creativeFailed(let message): "creativeFailed(\(message))"
      case .ended(let reason): "ended(\(reason.rawValue))"
      case .reported(let reason): "reported(\(reason.rawValue))"
      case .iconShown(let program): "iconShown(\(program))"
      case .iconClicked(let program): "iconClicked(\(program))"
      case .viewThroughEnded(let longEnough):
        "viewThroughEnded(\(longEnough ? "long enough" : "too short"))"
      case .rewardEarned(let earned):
        "rewardEarned(\(earned.reward.amount) \(earned.reward.type))"
      default: wireName.camelCased
      }
    }

    /// The event's name on the wire (`/v1/events` and the server's `tracking` keys).
    public var wireName: String {
      switch self {
      case .requested: "requested"
      case .filled: "filled"
      case .noFill: "no_fill"
      case .requestFailed, .loadFailed, .creativeFailed: "error"
      case .loadStarted: "load_started"
      case .loaded: "loaded"
      case .notUsed: "not_used"
      case .shown: "shown"
      case .impression: "impression"
      case .viewable: "viewable"
      case .click: "click"
      case .start: "start"
      case .firstQuartile: "first_quartile"
      case .midpoint: "midpoint"
      case .thirdQuartile: "third_quartile"
      case .complete: "complete"
      case .progress: "progress"
      case .skip: "skip"
      case .close: "close"
      case .ended: "end"
      case .infoOpened: "info_opened"
      case .infoClosed: "info_closed"
      case .reported: "report"
      case .iconShown: "icon_view"
      case .iconClicked: "icon_click"
      case .clickOpenedByApp: "click_opened_by_app"
      case .landingPageOpened: "landing_page_opened"
      case .landingPageClosed: "landing_page_closed"
      case .viewThroughStarted: "view_through_start"
      case .viewThroughEnded: "view_through_end"
      case .rewardEarned: "reward_earned"
      case .closeConfirmationShown: "close_confirmation_shown"
      case .closeCancelled: "close_cancelled"
      case .breakAdStarted: "break_ad_started"
      }
    }

    /// The reason delivered with the event: why not used, why ended, which no fill, what error.
    public var reason: String? {
      switch self {
      case .noFill(let reason): reason.code
      case .requestFailed(let error), .loadFailed(let error): error.description
      case .creativeFailed(let message): message
      case .notUsed(let reason): reason.rawValue
      case .ended(let reason): reason.rawValue
      case .reported(let reason): reason.rawValue
      case .iconShown(let program), .iconClicked(let program): program
      case .viewThroughEnded(let longEnough): longEnough ? "long_enough" : "too_short"
      default: nil
      }
    }

    /// The VAST error code of an error event: 900 (undefined) for request and creative
    /// failures, 402 for a timed-out load, 405 for a creative that could not be prepared.
    public var errorCode: Int? {
      switch self {
      case .requestFailed: 900
      case .loadFailed(.timedOut): 402
      case .loadFailed: 405
      case .creativeFailed: 405
      default: nil
      }
    }
  }
}

extension String {
  /// `first_quartile` → `firstQuartile`.
  fileprivate var camelCased: String {
    let parts = split(separator: "_")
    guard let first = parts.first else { return self }
    return String(first)
      + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
