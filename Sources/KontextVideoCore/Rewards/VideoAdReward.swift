import Foundation

/// What a rewarded ad gives the viewer, and what earns it, as the ad server set them.
///
/// ```swift
/// if let reward = ad.reward {
///   unlockButton.setTitle("Watch an ad for \(reward.amount) \(reward.type)", for: .normal)
/// }
/// ```
public struct VideoAdReward: Sendable, Hashable, Codable {
  /// What earns the reward.
  public enum Requirement: Sendable, Hashable, Codable {
    /// Watching the whole video.
    case wholeVideo
    /// Watching this many seconds of it (only time actually watched counts).
    case watchedSeconds(TimeInterval)
  }

  /// The reward's kind, as the server named it (`coins`, `episode`); 1 to 64 characters.
  public var type: String
  /// How much of it; 0 to 1,000,000,000.
  public var amount: Int
  /// What earns it.
  public var requirement: Requirement

  /// A reward; the SDK makes them from the server's answer.
  public init(type: String, amount: Int, requirement: Requirement) {
    self.type = type
    self.amount = amount
    self.requirement = requirement
  }

  /// The seconds of watched video that earn it, for a video of `duration` seconds.
  package func requiredSeconds(videoDuration duration: TimeInterval) -> TimeInterval {
    switch requirement {
    case .wholeVideo: duration
    case .watchedSeconds(let seconds): min(seconds, duration)
    }
  }

  /// The reward in a server's `reward` object, or nil when it is unusable: a type of 1 to 64
  /// characters without control characters, an integer amount of 0 to 1,000,000,000, and
  /// `required_seconds` over 0 and at most an hour when given (left out: the whole video).
  package static func read(_ object: [String: Any]) -> VideoAdReward? {
    guard let type = object["type"] as? String, (1...64).contains(type.count),
      !type.unicodeScalars.contains(where: RewardRequest.isControl),
      let number = object["amount"].flatMap(JSONObjectReader.number),
      let amount = Int(exactly: number), (0...1_000_000_000).contains(amount)
    else { return nil }
    guard let required = object["required_seconds"], !(required is NSNull) else {
      return VideoAdReward(type: type, amount: amount, requirement: .wholeVideo)
    }
    guard let seconds = JSONObjectReader.number(required), seconds > 0, seconds <= 3600 else {
      return nil
    }
    return VideoAdReward(type: type, amount: amount, requirement: .watchedSeconds(seconds))
  }
}
