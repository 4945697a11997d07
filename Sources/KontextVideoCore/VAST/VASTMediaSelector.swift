import Foundation

/// Chooses the media file a linear ad plays: one the platform can play (progressive MP4, or
/// HLS), within the bandwidth when the file says its bitrate, and closest in size to the
/// screen it plays on.
enum VASTMediaSelector {
  /// The screen size assumed when the platform gives none: a 1280 × 720 landscape video.
  package static let defaultScreen = AdSize(width: 1280, height: 720)

  /// The types the player can play: MP4 files and HLS playlists.
  static let playableTypes: Set<String> = [
    "video/mp4", "application/x-mpegurl", "application/vnd.apple.mpegurl",
  ]

  /// The best file for a `target` size in points and an optional `bandwidth` in kbit/s, or nil
  /// when none can be played. On a `constrained` network (Low Data Mode, a constrained or
  /// expensive path), or when every file's bitrate is over the bandwidth, the lightest playable
  /// file: the lowest bitrate, else the fewest pixels.
  package static func select(
    _ files: [VASTMediaFile], target: AdSize, bandwidth: Int? = nil, constrained: Bool = false
  ) -> VASTMediaFile? {
    let playable = files.filter { file in
      guard let type = file.mimeType?.lowercased(), playableTypes.contains(type) else {
        return false
      }
      return WebURL.secure(file.url) != nil
    }
    let affordable = playable.filter { file in
      guard let bandwidth, let bitrate = file.bitrate else { return true }
      return bitrate <= bandwidth
    }
    if constrained || affordable.isEmpty {
      return playable.min { weight($0) < weight($1) }
    }
    let candidates = affordable
    return candidates.min { distance($0, target) < distance($1, target) }
  }

  /// The file ``select(_:target:bandwidth:constrained:)`` chooses, with why, for the ad
  /// inspector; nil when none can be played.
  package static func choice(
    _ files: [VASTMediaFile], target: AdSize, bandwidth: Int? = nil, constrained: Bool = false
  ) -> InspectedMediaChoice? {
    guard
      let chosen = select(files, target: target, bandwidth: bandwidth, constrained: constrained)
    else { return nil }
    let playable = files.filter { file in
      file.mimeType.map { playableTypes.contains($0.lowercased()) } == true
        && WebURL.secure(file.url) != nil
    }
    let overBandwidth = playable.allSatisfy { file in
      guard let bandwidth, let bitrate = file.bitrate else { return false }
      return bitrate > bandwidth
    }
    let reason: String
    if constrained {
      reason = "the lightest: the network is constrained"
    } else if overBandwidth {
      reason = "the lightest: every file is over the bandwidth"
    } else {
      reason = "closest in size to the \(Int(target.width))×\(Int(target.height)) screen"
    }
    return InspectedMediaChoice(
      url: chosen.url, mimeType: chosen.mimeType, width: chosen.width, height: chosen.height,
      bitrate: chosen.bitrate, listed: files.count, playable: playable.count, reason: reason)
  }

  /// How heavy a file is to fetch: its bitrate, then its pixel count; unknowns come last.
  private static func weight(_ file: VASTMediaFile) -> (Double, Double) {
    let bitrate = file.bitrate.map(Double.init) ?? .infinity
    guard let width = file.width, let height = file.height else { return (bitrate, .infinity) }
    return (bitrate, Double(width) * Double(height))
  }

  /// How far a file's size is from the target's: files without a size come last.
  private static func distance(_ file: VASTMediaFile, _ target: AdSize) -> Double {
    guard let width = file.width, let height = file.height else { return .infinity }
    return abs(Double(width) - target.width) + abs(Double(height) - target.height)
  }
}
