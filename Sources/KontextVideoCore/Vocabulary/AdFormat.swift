/// The ad formats a ``VideoAds`` can ask for.
///
/// ```swift
/// let ad = try await ads.format(.overlay)
/// ```
///
/// A minor release may add a format (the CHANGELOG's compatibility policy): switch over it
/// with `@unknown default`.
public enum AdFormat: String, Sendable, Hashable, CaseIterable, Codable {
  /// A strip over the playing video, at a moment the app picks; it ends by itself.
  case overlay
  /// A card, or the whole player, while the viewer has paused.
  case pause
  /// A full-screen video between, before or after episodes, presented by the SDK.
  case linear
  /// A full-screen video the viewer chooses to watch for a reward (say, to unlock the next
  /// episode), presented by the SDK: the reward is earned by watching, never by skipping.
  case rewarded

  /// Whether the ad is drawn inside the app's own player view (overlay and pause).
  public var isInline: Bool { !isFullScreen }

  /// Whether the SDK presents the ad full screen (linear and rewarded).
  public var isFullScreen: Bool { self == .linear || self == .rewarded }
}
