import Foundation

/// The web URLs the SDK fetches or opens: `http` or `https`, with a host, and no user name or
/// password. Every check of a server's or a creative's URL goes through here.
///
/// One rule for credentials: a URL from the network (an ad response, a VAST document) with
/// `user:password@` is refused wherever it enters (``from(_:)``, ``secure(_:)``,
/// ``isSecure(_:)``): no click-through, About page, icon, image, creative, media file, VAST tag,
/// verification script or tracking pixel is taken with one, since a request would send them as
/// `Authorization: Basic` and a page would open signed in. What shows a URL to a person (the ad
/// inspector) shows it without them (``withoutCredentials(inText:)``).
package enum WebURL {
  /// The web URL `string` names (surrounding white space ignored), or nil; nil too for one
  /// with a user name or password.
  package static func from(_ string: String) -> URL? {
    guard let url = URL(string: trimmed(string)), isWeb(url), !hasCredentials(url) else {
      return nil
    }
    return url
  }

  /// Whether `url` carries a user name or a password (`user:password@`, `user@`, or an empty
  /// `@`): such a URL is never fetched, opened or handed on.
  package static func hasCredentials(_ url: URL) -> Bool {
    url.user != nil || url.password != nil
  }

  /// `string` without the white space and newlines around it. A string that starts and ends
  /// with a printable ASCII byte has none, and is returned as it is: Foundation's trimming
  /// costs a few microseconds a call on Linux, several times over for each ad response.
  private static func trimmed(_ string: String) -> String {
    let printable: ClosedRange<UInt8> = 0x21...0x7E
    if let first = string.utf8.first, let last = string.utf8.last, printable.contains(first),
      printable.contains(last)
    {
      return string
    }
    return string.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The URL of something the SDK downloads and shows (a creative, a media file, a VAST
  /// document): `https`, or plain `http` on a loopback host only (local development), or nil.
  package static func secure(_ string: String) -> URL? {
    guard let url = from(string) else { return nil }
    return isSecure(url) ? url : nil
  }

  /// Whether `url` is `https`, or `http` on a loopback host (`localhost`, `127.0.0.0/8`,
  /// `::1`), without a user name or password.
  package static func isSecure(_ url: URL) -> Bool {
    guard isWeb(url), !hasCredentials(url), let host = url.host else { return false }
    return url.scheme?.lowercased() == "https" || ServerEndpointPolicy.isLoopback(host)
  }

  /// `url` without a user name or password: the transport's second line, for a redirect's
  /// `Location` and a pixel's URL (one queued by an earlier version), which would otherwise
  /// send them as `Authorization: Basic`.
  package static func withoutCredentials(_ url: URL) -> URL {
    guard url.user != nil || url.password != nil,
      var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    else { return url }
    components.user = nil
    components.password = nil
    return components.url ?? url
  }

  /// Whether `url` is `http` or `https` with a host.
  package static func isWeb(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
      let host = url.host
    else { return false }
    return !host.isEmpty
  }
}
