/// The bits of a GPP string's part (its header, or one section's sub-section): each character of
/// the URL-safe Base64 alphabet is 6 bits, read from the most significant.
struct GPPBits {
  private var bits: [Bool] = []
  private(set) var position = 0

  /// The bits of `text`; nil when a character is outside the alphabet.
  init?(_ text: Substring) {
    bits.reserveCapacity(text.utf8.count * 6)
    for byte in text.utf8 {
      guard let value = Self.value(of: byte) else { return nil }
      for shift in stride(from: 5, through: 0, by: -1) { bits.append(value >> shift & 1 == 1) }
    }
  }

  /// The number of bits.
  var count: Int { bits.count }

  private static func value(of byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0") + 52
    case UInt8(ascii: "-"): return 62
    case UInt8(ascii: "_"): return 63
    default: return nil
    }
  }

  /// The unsigned integer of `width` bits (at most 62) at `offset`; nil past the end.
  func integer(at offset: Int, width: Int) -> Int? {
    guard offset >= 0, width <= 62, offset + width <= bits.count else { return nil }
    var value = 0
    for index in offset..<(offset + width) { value = value << 1 | (bits[index] ? 1 : 0) }
    return value
  }

  /// Reads the next `width` bits as an unsigned integer; nil past the end.
  mutating func read(_ width: Int) -> Int? {
    guard let value = integer(at: position, width: width) else { return nil }
    position += width
    return value
  }

  /// Reads the next Fibonacci-coded integer (bit i weighs the (i + 2)th Fibonacci number, and
  /// two ones in a row end it); nil past the end, or for one too large to be a section id.
  mutating func readFibonacci() -> Int? {
    var value = 0
    var weights = (1, 2)
    var previousWasOne = false
    while position < bits.count {
      let bit = bits[position]
      position += 1
      if bit && previousWasOne { return value }
      if bit { value += weights.0 }
      previousWasOne = bit
      weights = (weights.1, weights.0 + weights.1)
      if weights.0 > 1 << 20 { return nil }
    }
    return nil
  }
}
