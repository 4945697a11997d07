/// Why a VAST document could not be used, with its IAB VAST error code.
///
/// Codes: 100 XML parsing error, 101 schema error (not VAST, a required element missing),
/// 102 unsupported VAST version, 301 wrapper timeout, 302 wrapper limit reached, 303 no ad
/// after a wrapper, 900 undefined.
package struct VASTError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The IAB VAST error code.
  package var code: Int
  /// What went wrong, for people.
  package var message: String

  package init(_ code: Int, _ message: String) {
    self.code = code
    self.message = message
  }

  package var description: String { "VAST error \(code): \(message)" }
}
