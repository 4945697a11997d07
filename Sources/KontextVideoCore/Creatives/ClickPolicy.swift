import Foundation

/// Which landing pages a click may open, and which taps count as clicks.
///
/// A landing page is an absolute `http` or `https` URL with a host, or an App Store link
/// (`itms-apps:` or `itms-appss:`), with no user name or password in it; anything else
/// (`javascript:`, `data:`, `file:`, custom schemes) is refused. The HTML bridge applies the
/// same rules, which the host page hands it (``bridgeRules``). One tap is one click: a second click within
/// ``duplicateWindow`` of the first (for example the native tap and the creative's own
/// message for the same touch) is not reported again.
///
/// An HTML creative's own ways of opening a page (`window.open`, a `target="_blank"` link, a
/// navigation of the top window, a plain link to another origin) are clicks only on the viewer's
/// touch: within ``tapWindow`` after the finger went down on the web view, one click per touch
/// (``HTMLCreativeSession``). A tap that a creative which does not handle its own clicks leaves
/// unanswered for ``unansweredTapDelay`` after the finger lifted is a click to the ad's
/// click-through URL.
enum ClickPolicy {
  /// Clicks closer together than this are one click: 1 s.
  package static let duplicateWindow: TimeInterval = 1
  /// How long after the viewer's finger went down on an HTML creative it may open a page as a
  /// click: 1 s, measured from touch-down (not from touch-up), so that a page opened while the
  /// finger is still down (on `touchstart`, or by a page that cancels the touch) is in it, and
  /// one opened 1 s after the finger went down is not, however long it stayed down.
  package static let tapWindow: TimeInterval = 1
  /// How long a tap waits for the creative's own click before it is the ad's: 0.5 s, less
  /// than ``duplicateWindow``, so that a creative's click arriving later still merges with it.
  package static let unansweredTapDelay: TimeInterval = 0.5
  /// The longest landing page URL accepted, in characters.
  package static let maximumLength = 2048

  /// The schemes of web landing pages, which need a host.
  package static let webSchemes = ["http", "https"]
  /// The schemes of App Store links.
  package static let appStoreSchemes = ["itms-apps", "itms-appss"]

  /// The rules as the bridge script reads them from the host page's configuration, so the
  /// script and the native side apply one policy.
  package static var bridgeRules: [String: Any] {
    ["schemes": webSchemes + appStoreSchemes, "webSchemes": webSchemes, "maxLength": maximumLength]
  }

  /// The URL a click may open, or nil.
  package static func destination(_ text: String) -> URL? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.count <= maximumLength, let url = URL(string: trimmed),
      !WebURL.hasCredentials(url)
    else { return nil }
    if WebURL.isWeb(url) { return url }
    let scheme = url.scheme?.lowercased() ?? ""
    return appStoreSchemes.contains(scheme) ? url : nil
  }

  /// Whether a click at `now` is a new click, given the last one counted.
  package static func isNewClick(at now: TimeInterval, after last: TimeInterval?) -> Bool {
    guard let last else { return true }
    return now - last >= duplicateWindow
  }
}
