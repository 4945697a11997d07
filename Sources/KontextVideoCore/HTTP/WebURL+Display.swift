/// URLs as a person sees them: the ad inspector's screens and export show no password.
extension WebURL {
  /// `text` with the user name and password of every URL in it removed (`https://user:pw@host`
  /// becomes `https://host`): a URL on its own, or URLs inside a VAST document or a message.
  /// One pass over the bytes, so a document of a megabyte costs what reading it does.
  package static func withoutCredentials(inText text: String) -> String {
    let bytes = Array(text.utf8)
    var kept: [UInt8] = []
    var copied = 0
    var index = 0
    while index + 2 < bytes.count {
      guard bytes[index] == colon, bytes[index + 1] == slash, bytes[index + 2] == slash else {
        index += 1
        continue
      }
      let start = index + 3
      var end = start
      while end < bytes.count, isUserInfo(bytes[end]) { end += 1 }
      if end < bytes.count, bytes[end] == at {
        if kept.isEmpty { kept.reserveCapacity(bytes.count) }
        kept += bytes[copied..<start]
        copied = end + 1
      }
      // A run of user name characters ends at the next `/`, so no byte is read more than twice.
      index = start
    }
    guard copied > 0 else { return text }
    kept += bytes[copied...]
    return String(decoding: kept, as: UTF8.self)
  }

  private static let colon = UInt8(ascii: ":")
  private static let slash = UInt8(ascii: "/")
  private static let at = UInt8(ascii: "@")

  /// Whether `byte` may be part of a URL's user name or password (RFC 3986's `userinfo`:
  /// unreserved characters, percent escapes, sub-delimiters and `:`).
  private static func isUserInfo(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
      UInt8(ascii: "%"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"),
      UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
      UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="),
      UInt8(ascii: ":"):
      true
    default:
      false
    }
  }
}
