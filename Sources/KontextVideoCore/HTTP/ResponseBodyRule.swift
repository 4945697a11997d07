/// What a transport does with a response's body.
package enum ResponseBodyRule: Sendable, Hashable {
  /// Keeps the body, up to `limit` bytes. A larger one (declared by `Content-Length`, or
  /// counted as it arrives) fails with ``ResponseTooLarge`` the moment it crosses the limit,
  /// and the transfer is cancelled: nothing beyond the limit is held in memory.
  case keep(limit: Int)
  /// Answers with the status as soon as the headers arrive, and an empty body. A body that
  /// arrives whole in its first piece (declared by `Content-Length`, at most ``ignoredLimit``)
  /// is dropped as it ends, keeping the connection; any other is cut at its first piece, so
  /// a server dripping bytes holds no connection. For tracking pixels, whose body nobody reads.
  case ignore

  /// The largest ignored body let finish (when it arrives in one piece): 64 KiB.
  package static let ignoredLimit = 64 * 1024
  /// The limit of a kept body unless a request says otherwise: 1 MiB.
  package static let defaultLimit = 1 << 20
}
