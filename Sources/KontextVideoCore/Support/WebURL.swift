import Foundation

/// The web URLs the SDK fetches or opens: `http` or `https`, with a host. Every check of a
/// server's or a creative's URL goes through here.
package enum WebURL {
  /// The web URL `string` names (surrounding white space ignored), or nil.
  package static func from(_ string: String) -> URL? {
    guard let url = URL(string: string.trimmingCharacters(in: .whitespacesAndNewlines)),
      isWeb(url)
    else { return nil }
    return url
  }

  /// Whether `url` is `http` or `https` with a host.
  package static func isWeb(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
      let host = url.host
    else { return false }
    return !host.isEmpty
  }
}
