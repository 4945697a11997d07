import Foundation

/// Reads the fields of a JSON object parsed by `JSONSerialization`, by type: a field that is
/// absent or `null` reads as nil; a field of the wrong type reads as nil too and marks the
/// object as ill-typed, so the caller can refuse it (as `Decodable` would) or let it pass.
struct JSONObjectReader {
  let object: [String: Any]
  /// Whether every field read so far had the type it was read as (or was absent).
  private(set) var isWellTyped = true

  init?(_ value: Any?) {
    guard let object = value as? [String: Any] else { return nil }
    self.object = object
  }

  mutating func string(_ key: String) -> String? {
    read(key) { $0 as? String }
  }

  mutating func number(_ key: String) -> Double? {
    read(key, Self.number)
  }

  mutating func object(_ key: String) -> [String: Any]? {
    read(key) { $0 as? [String: Any] }
  }

  mutating func array(_ key: String) -> [Any]? {
    read(key) { $0 as? [Any] }
  }

  /// A JSON number as a `Double`; nil for anything else, `true` and `false` included (which
  /// Foundation also hands over as `NSNumber`).
  static func number(_ value: Any) -> Double? {
    // Swift values first: asking an array or a dictionary whether it is an `NSNumber` bridges
    // it to Objective-C, which costs more than the whole parse.
    if value is String || value is [Any] || value is [String: Any] { return nil }
    guard let number = value as? NSNumber else { return nil }
    let type = number.objCType.pointee
    guard type != CChar(UInt8(ascii: "c")), type != CChar(UInt8(ascii: "B")) else { return nil }
    return number.doubleValue  // not a boolean
  }

  private mutating func read<Value>(_ key: String, _ cast: (Any) -> Value?) -> Value? {
    guard let value = object[key] else { return nil }
    if let typed = cast(value) { return typed }
    // Checked only now: `is NSNull` on a Swift collection bridges it to Objective-C.
    if value is NSNull { return nil }
    isWellTyped = false
    return nil
  }
}
