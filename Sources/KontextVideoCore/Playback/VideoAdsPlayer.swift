import Foundation

/// The content player the SDK follows: its playhead for events, and whether it plays, so an
/// overlay ends when the viewer pauses and a pause ad when playback resumes.
///
/// On iOS pass your `AVPlayer` to ``VideoAds/track(_:)-(AVPlayer)``. For another player,
/// conform it. The SDK reads the properties on the main actor: they must say the engine's state
/// at that moment, even when the engine changes it on its own thread. Changes are reported on
/// the main actor: an engine that reports from its own thread hops there.
///
/// ```swift
/// extension MyPlayer: VideoAdsPlayer {
///   var playheadSeconds: TimeInterval { currentTime }
///   var isPlaying: Bool { state != .paused }
///   func observePlayback(_ onChange: @escaping @MainActor () -> Void) -> PlaybackObservation {
///     // The engine calls back on its own thread: hop to the main actor.
///     let token = addStateObserver { _ in Task { @MainActor in onChange() } }
///     return PlaybackObservation { token.remove() }
///   }
/// }
/// ```
///
/// A report that comes a moment late breaks no promise: before any ad shows, the SDK reads
/// ``isPlaying`` itself, so an overlay whose player stopped ends `.contentPaused` before your
/// pause or linear ad appears.
@MainActor
public protocol VideoAdsPlayer: AnyObject {
  /// The content's playhead in seconds.
  var playheadSeconds: TimeInterval { get }

  /// Whether the content is playing or waiting to play: `true` while it buffers or stalls,
  /// which the viewer did not ask for (a rebuffer is not a pause, and ends no overlay);
  /// `false` once paused, by the viewer or by your app, or at its end.
  var isPlaying: Bool { get }

  /// Whether the content plays where an ad in your player view cannot be seen: in Picture in
  /// Picture or on another screen (AirPlay).
  ///
  /// While it is, an overlay cannot be shown (`contentPlayingElsewhere`) and an inline ad on
  /// screen counts as off screen: no impression if none was counted yet, and `.interrupted`
  /// after the grace period.
  /// The default is `false`.
  var isPlayingElsewhere: Bool { get }

  /// Calls `onChange`, on the main actor, whenever ``isPlaying`` changes, until the observation
  /// is cancelled.
  ///
  /// The default does nothing; the SDK then notices changes by sampling every 0.1 s. Report as
  /// soon as you can, synchronously when the change happens on the main actor: the overlay then
  /// ends inside your own `pause()` call.
  func observePlayback(_ onChange: @escaping @MainActor () -> Void) -> PlaybackObservation

  /// Pauses the content. The SDK calls it only while a page a click on an ad opened in your
  /// app covers it, so the viewer misses nothing of the episode, and then ``play()`` once they
  /// are back, if it is still paused. The default does nothing (the content plays on behind
  /// the page).
  func pause()

  /// Plays the content again after ``pause()``.
  func play()
}

extension VideoAdsPlayer {
  /// `false`: the content plays in your player view.
  public var isPlayingElsewhere: Bool { false }

  /// Does nothing.
  public func pause() {}

  /// Does nothing.
  public func play() {}

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
