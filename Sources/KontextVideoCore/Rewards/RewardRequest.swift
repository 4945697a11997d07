/// What your app wants back on its own server with a rewarded ad's reward: the ad server sends
/// both, with the reward and its transaction id, in its signed callback to your server.
///
/// ```swift
/// let request = try RewardRequest(userID: account.id, customData: "series=7&episode=12")
/// let ad = try await ads.format(.rewarded, reward: request)
/// ```
public struct RewardRequest: Sendable, Hashable {
  /// The most bytes of ``userID`` (UTF-8): 256.
  public static let maximumUserIDBytes = 256
  /// The most bytes of ``customData`` (UTF-8): 1,024.
  public static let maximumCustomDataBytes = 1024

  /// An opaque id of your app's user, as your server knows them. Not an advertising id: do
  /// not put the viewer's email or name here.
  public let userID: String?
  /// A short string for your server (the series and episode to unlock).
  public let customData: String?

  /// A request; throws ``VideoAdError/invalidRewardRequest(_:)`` for a field over its size or
  /// with a control character.
  public init(userID: String? = nil, customData: String? = nil) throws(VideoAdError) {
    try Self.check(userID, "userID", maximumBytes: Self.maximumUserIDBytes)
    try Self.check(customData, "customData", maximumBytes: Self.maximumCustomDataBytes)
    self.userID = userID
    self.customData = customData
  }

  private static func check(_ value: String?, _ name: String, maximumBytes: Int)
    throws(VideoAdError)
  {
    guard let value else { return }
    guard value.utf8.count <= maximumBytes else {
      throw .invalidRewardRequest("\(name) is \(value.utf8.count) bytes; at most \(maximumBytes)")
    }
    guard !value.unicodeScalars.contains(where: isControl) else {
      throw .invalidRewardRequest("\(name) contains a control character")
    }
  }

  /// C0, DEL and C1 control characters.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
