/// A response body over its request's limit (see ``ResponseBodyRule``): thrown by a transport
/// the moment the declared length or the running count crosses `limitBytes`.
package struct ResponseTooLarge: Error, Sendable, Hashable {
  /// The limit that was crossed.
  package var limitBytes: Int
  /// Whether the server declared the size up front (`Content-Length`), so nothing was read.
  package var declared: Bool

  package init(limitBytes: Int, declared: Bool) {
    self.limitBytes = limitBytes
    self.declared = declared
  }
}
