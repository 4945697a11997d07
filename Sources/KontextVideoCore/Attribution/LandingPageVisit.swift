import Foundation

/// A page (or an App Store product page) the SDK opened in the app for a click: the ad holds,
/// and content the SDK paused stays paused, until the viewer is back (``close()``).
///
/// It also keeps the page's ``LandingPageHandOff``: the platform layer tells it when the page
/// navigates and when the app leaves and comes back, and closes a page that handed the viewer
/// to another app (``appReturned()``).
@MainActor
package final class LandingPageVisit {
  private var onClose: (@MainActor () -> Void)?
  private let now: @MainActor () -> TimeInterval
  private var handOff: LandingPageHandOff

  /// A visit that runs `onClose` once, when it closes; `now` is the SDK's clock (the hand-off
  /// rule's time).
  package init(
    now: @escaping @MainActor () -> TimeInterval = { 0 },
    onClose: @escaping @MainActor () -> Void
  ) {
    self.now = now
    self.onClose = onClose
    handOff = LandingPageHandOff(openedAt: now())
  }

  /// The page navigated (its load finished, or it redirected).
  package func pageNavigated() {
    handOff.navigated(at: now())
  }

  /// The app left the foreground while the page was up.
  package func appLeft() {
    guard isOpen else { return }
    handOff.appLeft(at: now())
  }

  /// The app is back in the foreground: whether the page handed the viewer to another app
  /// and should now go (the caller dismisses it, then closes the visit).
  package func appReturned() -> Bool {
    isOpen && handOff.appReturned()
  }

  /// Whether the page is still up.
  package var isOpen: Bool { onClose != nil }

  /// The viewer is back from the page, or it could not stay: the ad goes on. Only the first
  /// call counts.
  package func close() {
    let close = onClose
    onClose = nil
    close?()
  }
}
