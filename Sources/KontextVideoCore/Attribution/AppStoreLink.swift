import Foundation

/// Recognises a link to an app's App Store page: `https://apps.apple.com/…/id123`,
/// `https://itunes.apple.com/…/id123`, `itms-apps://…/id123` (and `itms-appss`, `itms`), as
/// Apple and the ad networks write them.
package enum AppStoreLink {
  /// The hosts of App Store pages on the web.
  static let webHosts: Set<String> = ["apps.apple.com", "itunes.apple.com"]
  /// The schemes that open the App Store app.
  static let storeSchemes: Set<String> = ["itms-apps", "itms-appss", "itms"]

  /// Whether `url` goes to the App Store, with or without an app's id.
  package static func isAppStore(_ url: URL) -> Bool {
    let scheme = url.scheme?.lowercased() ?? ""
    if storeSchemes.contains(scheme) { return true }
    guard scheme == "https" || scheme == "http", let host = url.host?.lowercased() else {
      return false
    }
    return webHosts.contains(host)
  }

  /// The App Store web page of the app `itemID` (`https://apps.apple.com/app/id<itemID>`).
  package static func url(of itemID: Int) -> URL {
    URL(string: "https://apps.apple.com/app/id\(itemID)")!
  }

  /// The App Store id of the app `url` links to (`id` followed by its digits, in the path or
  /// as the `id` query item); nil when `url` is not an App Store link or names no app.
  package static func itemID(of url: URL) -> Int? {
    guard isAppStore(url) else { return nil }
    for component in url.path.split(separator: "/").reversed() {
      if let id = number(after: "id", in: component) { return id }
    }
    let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    if let value = query.first(where: { $0.name == "id" })?.value {
      return number(after: "", in: Substring(value))
    }
    return nil
  }

  /// The positive number that is all of `text` after `prefix`; nil otherwise.
  private static func number(after prefix: String, in text: Substring) -> Int? {
    guard text.lowercased().hasPrefix(prefix) else { return nil }
    let digits = text.dropFirst(prefix.count)
    guard !digits.isEmpty, digits.count <= 18, digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
      let id = Int(digits), id > 0
    else { return nil }
    return id
  }
}
