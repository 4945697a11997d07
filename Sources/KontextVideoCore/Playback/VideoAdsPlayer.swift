import Foundation

/// The content player the SDK follows: its playhead for events, and whether it plays, so an
/// overlay ends when the viewer pauses and a pause ad when playback resumes.
///
/// On iOS pass your `AVPlayer` to ``VideoAds/track(_:)-(AVPlayer)``. For another player,
/// conform it:
///
/// ```swift
/// extension MyPlayer: VideoAdsPlayer {
///   var playheadSeconds: TimeInterval { currentTime }
///   var isPlaying: Bool { state == .playing }
///   func observePlayback(_ onChange: @escaping @MainActor () -> Void) -> PlaybackObservation {
///     let token = addStateObserver { _ in onChange() }
///     return PlaybackObservation { token.remove() }
///   }
/// }
/// ```
@MainActor
public protocol VideoAdsPlayer: AnyObject {
  /// The content's playhead in seconds.
  var playheadSeconds: TimeInterval { get }

  /// Whether the content is playing (not paused, not stalled by the viewer).
  var isPlaying: Bool { get }

  /// Whether the content plays where an ad in your player view cannot be seen: in Picture in
  /// Picture or on another screen (AirPlay).
  ///
  /// While it is, an overlay cannot be shown (`contentPlayingElsewhere`) and an inline ad on
  /// screen counts as off screen: no impression, and `.interrupted` after the grace period.
  /// The default is `false`.
  var isPlayingElsewhere: Bool { get }

  /// Calls `onChange` whenever ``isPlaying`` changes, until the observation is cancelled.
  ///
  /// The default does nothing; the SDK then notices changes by sampling every 0.1 s. Report
  /// changes synchronously so an overlay ends before your pause ad shows.
  func observePlayback(_ onChange: @escaping @MainActor () -> Void) -> PlaybackObservation
}

extension VideoAdsPlayer {
  /// `false`: the content plays in your player view.
  public var isPlayingElsewhere: Bool { false }

  /// Observes nothing: the SDK samples ``isPlaying`` instead.
  public func observePlayback(_ onChange: @escaping @MainActor () -> Void) -> PlaybackObservation {
    PlaybackObservation {}
  }
}

/// Ends a ``VideoAdsPlayer/observePlayback(_:)`` observation when cancelled.
@MainActor
public final class PlaybackObservation {
  private var onCancel: (() -> Void)?

  /// Creates an observation whose cancellation runs `onCancel` once.
  public init(onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops the observation. Calling it again does nothing.
  public func cancel() {
    let action = onCancel
    onCancel = nil
    action?()
  }
}
