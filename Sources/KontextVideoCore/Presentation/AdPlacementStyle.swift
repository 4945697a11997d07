/// How an inline ad is drawn in the player view, and so which controls it has.
public enum AdPlacementStyle: String, Sendable, Hashable {
  /// A strip over the playing video, with a close control.
  case overlay
  /// A card in the middle of the paused player, with a close control.
  case pauseCard
  /// The whole paused player, with a Resume control.
  case pauseFullPlayer

  /// The least room the style needs, in points: overlay 240 × 50, pause card 240 × 160,
  /// full-player pause 240 × 240.
  ///
  /// For a pause ad the room is the container inside the insets. For an overlay it is the part
  /// of the container's lower third inside the insets, capped at 20% of the container's area
  /// (so the player needs at least 150 pt of height and 60,000 pt² of area). With less room,
  /// `show(in:)` throws ``VideoAdError/containerTooSmall(minimum:actual:)`` with this minimum
  /// and the room it found.
  public var minimumSize: AdSize {
    switch self {
    case .overlay: AdSize(width: 240, height: 50)
    case .pauseCard: AdSize(width: 240, height: 160)
    case .pauseFullPlayer: AdSize(width: 240, height: 240)
    }
  }

  /// The viewer's controls drawn with the style: the ⓘ control, and the close or Resume
  /// control.
  public var controls: [AdControl] {
    switch self {
    case .overlay, .pauseCard: [.info, .close]
    case .pauseFullPlayer: [.info, .resume]
    }
  }
}

/// A control the SDK draws with an ad.
public enum AdControl: String, Sendable, Hashable {
  /// Closes the ad (`.closed`).
  case close
  /// Ends a full-player pause ad so the viewer can resume (`.resumed`).
  case resume
  /// Opens the ad's "Why this ad" sheet (``AdPlacement/viewerOpenedInfo()``).
  case info

  /// What the control is among the SDK's views over an ad.
  public var element: AdChromeElement {
    switch self {
    case .close: .close
    case .resume: .resume
    case .info: .info
    }
  }
}
