import Foundation

/// A rewarded ad's reward as the inspector shows it: what it offered, what earns it, how much
/// was watched, and where the earning went.
public struct InspectedReward: Codable, Sendable, Hashable {
  /// The reward's type and amount, as the server set them.
  public var type: String
  /// The amount.
  public var amount: Int
  /// The watched seconds that earn it; nil when the whole video does.
  public var requiredSeconds: TimeInterval?
  /// The seconds watched so far (only the time that counts).
  public var watchedSeconds: TimeInterval
  /// The earning's transaction id, once earned.
  public var transactionID: String?
  /// The id of the `reward_earned` event, whose beacon the ledger shows with its delivery to
  /// the ad server.
  public var eventID: String?
  /// Whether the app heard of it (`videoAd(_:didEarn:)`); false when it was kept for
  /// `deliverUnclaimedRewards(_:)`; nil until earned.
  public var handedToApp: Bool?
}
