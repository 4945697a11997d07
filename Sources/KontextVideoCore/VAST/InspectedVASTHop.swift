import Foundation

/// One VAST document the SDK read for an ad: the server's own, or a wrapper's target.
public struct InspectedVASTHop: Codable, Sendable, Hashable {
  /// Where it was fetched from; nil for the document the ad server sent in its answer.
  public var url: String?
  /// How long the fetch took on the SDK's clock, in milliseconds (0 for the server's own).
  public var milliseconds: Int
  /// What the document is: `wrapper`, `inline`, or `failed` (with ``error``).
  public var outcome: String
  /// The VAST error code and message when this hop ended the chain.
  public var error: String?
  /// The document's size in bytes.
  public var bytes: Int
}
