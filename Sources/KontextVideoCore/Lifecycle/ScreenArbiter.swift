/// Keeps one ad on screen in the whole app, across every ``VideoAds``, format and SDK instance.
///
/// It also retains the ad on screen, so an ad runs to its end whatever the app does with its
/// own reference.
@MainActor
package final class ScreenArbiter {
  /// The app's one screen: every instance an app makes (``KontextVideo/shared`` and
  /// `KontextVideo(clock:)`) shares it, so one ad is on screen in the whole app whatever the
  /// app does. Test instances (`KontextVideo.testing`) get their own, so tests run in parallel.
  package static let app = ScreenArbiter()

  /// The ad on screen, from `show()` until its end has been reported.
  package private(set) var current: VideoAd?

  package init() {}

  /// Lets an overlay whose player has just paused end first, then says whether the screen is
  /// free for another ad.
  func isFree() -> Bool {
    current?.controller.syncWithPlayer()
    return current == nil
  }

  func claim(_ ad: VideoAd) {
    precondition(current == nil, "the screen is taken")
    current = ad
  }

  func release(_ ad: VideoAd) {
    if current === ad { current = nil }
  }
}
