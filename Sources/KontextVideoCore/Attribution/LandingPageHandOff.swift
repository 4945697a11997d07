import Foundation

/// Whether a page the SDK opened in the app (Safari's view) handed the viewer to another app:
/// a redirect to the App Store or a universal link opens that app, and the page is left behind
/// showing nothing. When the viewer comes back, such a page closes itself, so that the ad (or
/// the content it paused) is not left waiting under a blank page.
///
/// Nothing tells apart a page that sent the viewer away from a viewer who left on their own
/// (the Home gesture, a notification), so the rule is timing: the app left the foreground
/// within ``window`` of the page's last navigation (its load, or a redirect), which only a
/// page's own hand-off does. A viewer who reads the page and then leaves finds it still up on
/// return.
package struct LandingPageHandOff: Sendable, Hashable {
  /// How soon after a navigation the app leaving counts as the page's hand-off: 2 s.
  package static let window: TimeInterval = 2

  /// When the page last navigated (opened, loaded, redirected), on the SDK's clock.
  package private(set) var lastNavigationAt: TimeInterval
  /// Whether the app left the foreground while the page was up, just after it navigated.
  package private(set) var handedOff = false

  /// A page opened at `openedAt` (its first navigation).
  package init(openedAt: TimeInterval) {
    lastNavigationAt = openedAt
  }

  /// The page navigated at `time` (a load finished, a redirect).
  package mutating func navigated(at time: TimeInterval) {
    lastNavigationAt = max(lastNavigationAt, time)
  }

  /// The app left the foreground at `time`.
  package mutating func appLeft(at time: TimeInterval) {
    if time - lastNavigationAt <= Self.window { handedOff = true }
  }

  /// The app is back in the foreground: whether the page should close itself. Once asked, a
  /// hand-off is spent (a page kept up counts anew).
  package mutating func appReturned() -> Bool {
    defer { handedOff = false }
    return handedOff
  }
}
