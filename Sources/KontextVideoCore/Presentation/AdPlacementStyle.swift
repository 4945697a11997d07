/// How an inline ad is drawn in the player view, and so which controls it has.
public enum AdPlacementStyle: String, Sendable, Hashable {
  /// A strip over the playing video, with a close control.
  case overlay
  /// A card in the middle of the paused player, with a close control.
  case pauseCard
  /// The whole paused player, with a Resume control.
  case pauseFullPlayer

  /// The smallest container (after insets) the style is drawn in, in points.
  ///
  /// Overlay 240 × 50, pause card 240 × 160, full-player pause 240 × 240. Below it,
  /// `show(in:)` throws ``VideoAdError/containerTooSmall(minimum:actual:)``.
  public var minimumSize: AdSize {
    switch self {
    case .overlay: AdSize(width: 240, height: 50)
    case .pauseCard: AdSize(width: 240, height: 160)
    case .pauseFullPlayer: AdSize(width: 240, height: 240)
    }
  }

  /// The viewer's controls drawn with the style.
  public var controls: [AdControl] {
    switch self {
    case .overlay, .pauseCard: [.close]
    case .pauseFullPlayer: [.resume]
    }
  }
}

/// A control the SDK draws with an ad.
public enum AdControl: String, Sendable, Hashable {
  /// Closes the ad (`.closed`).
  case close
  /// Ends a full-player pause ad so the viewer can resume (`.resumed`).
  case resume
}
