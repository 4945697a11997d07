import Foundation

/// The ads of one video (episode): ask for an ad per format, and destroy them when the viewer
/// leaves.
///
/// Creating it sends nothing. Keep it alive while you use its ads, for example as a property
/// of your player screen: releasing it ends its ads, as ``destroy()`` does. A ``format(_:)`` in
/// flight keeps it alive until it returns; an ad it returns after you let go is dropped with
/// it as the call returns (its `load()` and `show()` throw `destroyed`).
///
/// ```swift
/// let ads = VideoAds(content: content)
/// ads.track(player)
/// let overlay = try await ads.format(.overlay)
/// ```
@MainActor
public final class VideoAds {
  /// The video these ads are for.
  public var content: KontextVideo.Content { session.content }
  let session: AdSession

  /// Creates the ads of a video on ``KontextVideo/shared``. Sends nothing.
  public convenience init(content: KontextVideo.Content) {
    self.init(content: content, sdk: .shared)
  }

  /// Creates the ads of a video on a given SDK instance, such as a test's own.
  public init(content: KontextVideo.Content, sdk: KontextVideo) {
    session = AdSession(services: sdk, content: content)
  }

  deinit {
    // Marked at once, so a request or load finishing before the clean-up reaches the main
    // actor fails with `destroyed` too.
    session.markReleased()
    Task { @MainActor [session] in session.destroy() }
  }

  /// Follows your player: events carry its playhead, an overlay ends when it pauses and a
  /// pause ad when it resumes. Held weakly.
  public func track(_ player: any VideoAdsPlayer) {
    session.track(player)
  }

  /// Follows a player through an adapter that the ads keep alive (the adapter holds the
  /// player itself weakly). The iOS layer's `track(_: AVPlayer)` uses it.
  package func track(adapter: any VideoAdsPlayer) {
    session.track(adapter: adapter)
  }

  /// What the platform layer keeps alive for these ads, by name (the Picture in Picture
  /// observer on iOS).
  package var platformObservers: [String: AnyObject] = [:]

  /// Follows your player's playhead.
  @available(*, deprecated, renamed: "track(_:)")
  public func trackPlayhead(of player: any VideoAdsPlayer) {
    session.track(player)
  }

  /// Reports the playhead for a player that does not conform to ``VideoAdsPlayer``.
  ///
  /// The SDK then takes the content as playing; prefer ``track(_:)-(VideoAdsPlayer)``.
  @available(*, deprecated, message: "Conform your player to VideoAdsPlayer and call track(_:).")
  public var playheadProvider: (@MainActor () -> TimeInterval)? {
    get { session.playheadProvider }
    set { session.playheadProvider = newValue }
  }

  /// Whether your content plays in Picture in Picture now. Set it when Picture in Picture
  /// starts and stops (for example from `AVPlayerViewController`'s delegate); on iOS,
  /// `track(pictureInPicture:)` follows an `AVPictureInPictureController` for you.
  ///
  /// While it is `true`, as while ``VideoAdsPlayer/isPlayingElsewhere`` is, no ad is shown
  /// (`contentPlayingElsewhere`), and an overlay or pause ad on screen counts as off screen:
  /// no impression if none was counted yet, and `.interrupted` after the grace period.
  public var isContentInPictureInPicture: Bool {
    get { session.isContentInPictureInPicture }
    set { session.isContentInPictureInPicture = newValue }
  }

  /// Asks the server for an ad of `format` and returns it.
  ///
  /// Until that ad is shown, rejected or dropped, calling it again returns the same ad, and
  /// concurrent calls share one request. Throws `noFill(reason:)` when the server has nothing
  /// (the SDK never retries by itself), `timedOut(.request)` after the request deadline,
  /// `requestFailed` for a server or network failure, `notInitialized` and `destroyed`, and
  /// `cancelled` when the calling task is cancelled (the request goes on for the others).
  public func format(_ format: AdFormat) async throws(VideoAdError) -> VideoAd {
    try await session.format(format)
  }

  /// Asks the server for a rewarded ad (`format` `.rewarded`) whose reward brings `reward`'s
  /// user id and custom data back to your server, in the ad server's signed callback. As
  /// ``format(_:)`` otherwise; a held rewarded ad asked for with another reward request is
  /// rejected and a new one asked for. Throws `invalidRewardRequest` for another format.
  ///
  /// ```swift
  /// let ad = try await ads.format(.rewarded, reward: RewardRequest(userID: "u-81", customData: "ep=12"))
  /// ```
  public func format(_ format: AdFormat, reward: RewardRequest) async throws(VideoAdError)
    -> VideoAd
  {
    try await session.format(format, reward: reward)
  }

  /// Drops every held ad and tells the server it was not used, ends the ad on screen with
  /// `.destroyed`, and makes requests and loads in flight throw `destroyed`. Later calls throw
  /// `destroyed`. Calling it again does nothing.
  ///
  /// Call it when the viewer leaves the episode. It is main-actor isolated, so a `deinit`
  /// (which is not) cannot call it, and need not: releasing the `VideoAds` does the same. From
  /// the moment the last reference goes, requests and loads in flight fail with `destroyed`,
  /// and on the main actor's next turn every held ad is dropped and the ad on screen ends
  /// `.destroyed`, as here. A screen that keeps its `VideoAds` in a property needs no
  /// `deinit` for it.
  public func destroy() {
    session.destroy()
  }

  /// Whether ``destroy()`` was called.
  public var isDestroyed: Bool { session.isDestroyed }
}
