/// The creative's identifier across every system that handles it, as its VAST document gives
/// it: `<UniversalAdId idRegistry="...">` (VAST 4), or a VAST 3 `<Creative>`'s `AdID`.
public struct UniversalAdID: Sendable, Hashable, Codable {
  /// The registry that issued the id (`ad-id.org`, `clearcast.co.uk`, an ad server's own);
  /// `unknown` when the document names none.
  public var registry: String
  /// The id in that registry.
  public var value: String

  /// An id issued by `registry`.
  public init(registry: String, value: String) {
    self.registry = registry
    self.value = value
  }

  /// The id as VAST's `[UNIVERSALADID]` macro writes it: the registry, a space, the value.
  public var macroValue: String { "\(registry) \(value)" }
}
