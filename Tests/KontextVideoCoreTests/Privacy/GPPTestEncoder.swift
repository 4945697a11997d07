/// Writes GPP strings for the tests, independently of the SDK's reader: bits packed 6 to a
/// URL-safe Base64 character, section ids as a Fibonacci range of single ids.
enum GPPTestEncoder {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

  /// `bits` as characters, zero-padded to a multiple of 6.
  static func text(_ bits: [Bool]) -> String {
    var padded = bits
    while padded.count % 6 != 0 { padded.append(false) }
    return String(
      stride(from: 0, to: padded.count, by: 6).map { start in
        alphabet[padded[start..<start + 6].reduce(0) { $0 << 1 | ($1 ? 1 : 0) }]
      })
  }

  /// `value` in `width` bits, most significant first.
  static func bits(_ value: Int, _ width: Int) -> [Bool] {
    (0..<width).map { value >> (width - 1 - $0) & 1 == 1 }
  }

  /// `value` (at least 1) in Fibonacci coding, with its closing 1.
  static func fibonacci(_ value: Int) -> [Bool] {
    var fibs = [1, 2]
    while fibs[fibs.count - 1] + fibs[fibs.count - 2] <= value {
      fibs.append(fibs[fibs.count - 1] + fibs[fibs.count - 2])
    }
    var rest = value
    var code = [Bool](repeating: false, count: fibs.count)
    for index in fibs.indices.reversed() where fibs[index] <= rest {
      code[index] = true
      rest -= fibs[index]
    }
    while code.last == false { code.removeLast() }
    return code + [true]
  }

  /// The header for `ids` (ascending), each its own entry.
  static func header(_ ids: [Int]) -> String {
    var bits = bits(3, 6) + bits(1, 6) + bits(ids.count, 12)
    var last = 0
    for id in ids {
      bits += [false] + fibonacci(id - last)
      last = id
    }
    return text(bits)
  }

  /// A US section's core with `version` and 2-bit `fields` (notices, opt-outs, …) in order.
  static func section(version: Int, fields: [Int]) -> String {
    text(bits(version, 6) + fields.flatMap { bits($0, 2) })
  }

  /// A whole GPP string of `sections` (ascending ids).
  static func string(_ sections: [(Int, String)]) -> String {
    ([header(sections.map(\.0))] + sections.map(\.1)).joined(separator: "~")
  }
}
