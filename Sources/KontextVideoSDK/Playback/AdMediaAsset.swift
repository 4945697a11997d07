#if canImport(UIKit)
  import AVFoundation
  import Foundation
  import KontextVideoCore

  /// The `AVURLAsset` of a linear ad's video, made so that its requests carry none of the
  /// app's cookies, and what the player's preroll answer means for the load.
  ///
  /// `AVAsset.h`, `AVURLAssetHTTPCookiesKey`: the cookies the asset may send; by default it
  /// has only those of the app's default cookie storage that apply to its URL, and the option
  /// supplements them. An empty array adds none (none for an HLS stream's other hosts either);
  /// the default storage's own cookies for the URL are the core's ``AdMediaCookies`` rule:
  /// a media file the app holds any for is not loaded.
  @MainActor
  enum AdMediaAsset {
    /// Why the video at `url` is not loaded, or nil. `HTTPCookieStorage.shared` is the app's
    /// default cookie storage, and `cookies(for:)` gives the cookies "sent to a specified URL"
    /// (HTTPCookieStorage's documentation).
    static func refusal(for url: URL) -> CreativeFailure? {
      AdMediaCookies.refusal(appCookies: HTTPCookieStorage.shared.cookies(for: url)?.count ?? 0)
    }

    /// The asset of the video at `url`, with no cookies of its own to send.
    static func make(_ url: URL) -> AVURLAsset {
      AVURLAsset(url: url, options: [AVURLAssetHTTPCookiesKey: [HTTPCookie]()])
    }

    /// What the load makes of `player`'s preroll answer `finished` (``PrerollAnswer``): a NO
    /// on an item ready to play still loads the ad.
    static func prerolled(_ finished: Bool, player: AVPlayer) -> Result<Void, CreativeFailure> {
      let item: PrerollAnswer.Item
      switch player.currentItem?.status {
      case .readyToPlay?: item = .readyToPlay
      case .failed?: item = .failed(player.currentItem?.error?.localizedDescription)
      default: item = .notReady
      }
      return PrerollAnswer.outcome(finished: finished, item: item)
    }
  }
#endif
