import Foundation

/// Adapts the older `playheadProvider` closure to ``VideoAdsPlayer``.
///
/// A closure tells the playhead only, so the SDK takes the content as playing: overlays do not
/// end on pause, and a pause ad does not end on resume. Prefer ``VideoAds/track(_:)``.
@MainActor
final class PlayheadProviderPlayer: VideoAdsPlayer {
  let provider: @MainActor () -> TimeInterval

  init(provider: @escaping @MainActor () -> TimeInterval) {
    self.provider = provider
  }

  var playheadSeconds: TimeInterval { provider() }
  var isPlaying: Bool { true }
}
