import Foundation

/// What a transport does with a response's body.
package enum ResponseBodyRule: Sendable, Hashable {
  /// Keeps the body, up to `limit` bytes. A larger one (declared by `Content-Length`, or
  /// counted as it arrives) fails with ``ResponseTooLarge`` the moment it crosses the limit,
  /// and the transfer is cancelled: nothing beyond the limit is held in memory. Only an
  /// uncompressed body is kept (see ``acceptedEncoding``): one with any other
  /// `Content-Encoding` is refused at its headers. A 3xx's body is never kept: the response is
  /// answered at its headers with its status and an empty body, as with ``ignore``.
  case keep(limit: Int)
  /// Answers with the status as soon as the headers arrive, and an empty body. A body that
  /// arrives whole in its first piece (declared by `Content-Length`, at most ``ignoredLimit``)
  /// is dropped as it ends, keeping the connection; any other is cut at its first piece, so
  /// a server dripping bytes holds no connection. For tracking pixels, whose body nobody reads:
  /// any `Content-Encoding` is accepted, since nothing of the body is kept.
  case ignore

  /// The largest ignored body let finish (when it arrives in one piece): 64 KiB.
  package static let ignoredLimit = 64 * 1024
  /// The limit of a kept body unless a request says otherwise: 1 MiB.
  package static let defaultLimit = 1 << 20

  /// The only content encoding the SDK asks for (`Accept-Encoding`, on every request) and
  /// keeps: `identity`, uncompressed. What the SDK keeps is small (an ad response or a VAST
  /// document of at most 1 MiB, a creative's file, mostly compressed already), so compression
  /// would save little; and a compressed body is inflated by the network library before the
  /// SDK sees it, so a few kilobytes on the wire can become gigabytes (a gzip bomb). Limits
  /// then count inflated bytes that the library produces far faster than the network delivers.
  package static let acceptedEncoding = "identity"

  /// Whether a response with this `Content-Encoding` header (nil when absent) is uncompressed:
  /// absent, empty, or `identity` (in any case, possibly listed more than once).
  package static func isIdentity(_ contentEncoding: String?) -> Bool {
    guard let contentEncoding else { return true }
    return contentEncoding.split(separator: ",").allSatisfy {
      $0.trimmingCharacters(in: .whitespaces).lowercased() == acceptedEncoding
    }
  }
}
