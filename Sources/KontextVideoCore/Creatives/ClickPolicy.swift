import Foundation

/// Which landing pages a click may open, and which taps count as clicks.
///
/// A landing page is an absolute `http` or `https` URL with a host, or an App Store link
/// (`itms-apps:` or `itms-appss:`); anything else (`javascript:`, `data:`, `file:`, custom
/// schemes) is refused. One tap is one click: a second click within
/// ``duplicateWindow`` of the first (for example the native tap and the creative's own
/// message for the same touch) is not reported again.
package enum ClickPolicy {
  /// Clicks closer together than this are one click: 1 s.
  package static let duplicateWindow: TimeInterval = 1
  /// The longest landing page URL accepted, in characters.
  package static let maximumLength = 2048

  /// The URL a click may open, or nil.
  package static func destination(_ text: String) -> URL? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.count <= maximumLength, let url = URL(string: trimmed) else { return nil }
    if WebURL.isWeb(url) { return url }
    let scheme = url.scheme?.lowercased()
    return scheme == "itms-apps" || scheme == "itms-appss" ? url : nil
  }

  /// Whether a click at `now` is a new click, given the last one counted.
  package static func isNewClick(at now: TimeInterval, after last: TimeInterval?) -> Bool {
    guard let last else { return true }
    return now - last >= duplicateWindow
  }
}
