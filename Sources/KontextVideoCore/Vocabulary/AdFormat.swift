/// The three ad formats a ``VideoAds`` can ask for.
///
/// ```swift
/// let ad = try await ads.format(.overlay)
/// ```
public enum AdFormat: String, Sendable, Hashable, CaseIterable, Codable {
  /// A strip over the playing video, at a moment the app picks; it ends by itself.
  case overlay
  /// A card, or the whole player, while the viewer has paused.
  case pause
  /// A full-screen video between, before or after episodes, presented by the SDK.
  case linear

  /// Whether the ad is drawn inside the app's own player view (overlay and pause).
  public var isInline: Bool { self != .linear }
}
