import Foundation

/// Everything the inspector knows of one ad request and the ad it brought: the request, the
/// answer, the VAST chain, the media chosen, and the ad's timeline.
public struct InspectedAd: Codable, Sendable, Hashable {
  /// The request's id (also in every event and first-party beacon of the ad).
  public var requestID: String
  /// The format asked for.
  public var format: AdFormat
  /// The ad's id once the server filled the request.
  public var adID: String?
  /// The request and the answer.
  public var request: InspectedRequest
  /// The VAST documents read, in the order of the wrapper chain.
  public var vastChain: [InspectedVASTHop]
  /// The media file chosen for a linear ad, and why (for a break, its first ad's; each ad's
  /// media is in ``breakAds``).
  public var media: InspectedMediaChoice?
  /// The ads of a linear ad's break of several (a VAST pod), in the order they play, as
  /// prepared during the load; empty for an ad on its own.
  public var breakAds: [InspectedBreakAd] = []
  /// Why the ad's SKAdNetwork attribution is not used on this device (an undeclared network,
  /// a version later than the device's, a refused object); nil when it is, or there is none.
  public var skAdNetworkUnusable: SKAdNetworkUnusable?
  /// A rewarded ad's reward: required and watched time, the earning and where it went.
  public var reward: InspectedReward?
  /// The ad's events, oldest first: the first and the latest ones, at most
  /// ``AdInspector/maximumEventsKept``.
  public var timeline: [InspectedEvent]
  /// How many events between those were not kept.
  public var eventsNotKept = 0

  /// Every error of the timeline: failed requests, loads and creatives, with their codes.
  public var errors: [InspectedEvent] {
    timeline.filter { $0.errorCode != nil }
  }
}
