import Foundation

/// A reward the viewer earned by watching a rewarded ad: what your app grants, once.
///
/// The SDK hands it to ``VideoAdDelegate/videoAd(_:didEarn:)`` exactly once, before that ad's
/// end, and sends it to the ad server, which calls your server with the same
/// ``transactionID``: de-duplicate grants by it.
public struct EarnedReward: Sendable, Hashable, Codable {
  /// The reward.
  public var reward: VideoAdReward
  /// The id of this earning, unique: the same in your callback, the ad server's event and the
  /// callback to your server.
  public var transactionID: String
  /// The ad's id (``VideoAd/id``).
  public var adID: String
  /// The ad's request id (``VideoAd/requestID``).
  public var requestID: String
  /// What the app asked for the request: the user id and custom data your server gets back.
  public var userID: String?
  /// The custom data of the request.
  public var customData: String?
  /// When it was earned.
  public var earnedAt: Date

  /// An earned reward; the SDK makes them.
  public init(
    reward: VideoAdReward, transactionID: String, adID: String, requestID: String,
    userID: String?, customData: String?, earnedAt: Date
  ) {
    self.reward = reward
    self.transactionID = transactionID
    self.adID = adID
    self.requestID = requestID
    self.userID = userID
    self.customData = customData
    self.earnedAt = earnedAt
  }
}
