import Foundation

/// The inspector's export as messages for the unified log, where Apple TV puts it: tvOS has no
/// pasteboard and no share sheet. A header says how many parts follow; each part is a first
/// line `part N/M` and then the next piece of the export, and the pieces, joined in order, are
/// the export byte for byte. Every message is at most ``messageLimit`` bytes of UTF-8, so the
/// log keeps it whole. The Apple layer writes ``messages`` in order, as subsystem
/// ``subsystem`` and category ``category``.
///
/// A piece ends after the last line break of its window when that is in the window's second
/// half, so a part holds whole lines of the JSON where it can; a longer line (a VAST document)
/// is cut at a Unicode scalar's edge, never inside a character's UTF-8 bytes.
package struct InspectorLogExport: Sendable, Hashable {
  /// The log's subsystem for the export: the SDK's identifier.
  package static let subsystem = "so.kontext.video"
  /// The log's category for the export.
  package static let category = "inspector"
  /// The most UTF-8 bytes in one message: 1,000. The SDKs' `os/log.h` says of a message at
  /// the default level (`os_log`, and `Logger`'s `log` and `notice`): "There is a physical
  /// cap of 1024 bytes per log line for dynamic content, such as %s and %@, that can be
  /// written to the persistence store. All content exceeding the limit will be truncated
  /// before it is written to disk." (The info, debug and error levels are capped at 256
  /// bytes there.) The 24 bytes left spare are for what the system adds to the string (a C
  /// string's terminating NUL): an assumption, as the header gives no more detail.
  package static let messageLimit = 1_000

  /// The pieces of the export, in order: joined, they are the export.
  package let pieces: [String]
  /// The export's size in bytes of UTF-8.
  package let byteCount: Int

  /// `text` (the masked export) cut into pieces so that each part, with its first line, is at
  /// most `messageLimit` bytes (at least 64).
  package init(export text: String, messageLimit: Int = Self.messageLimit) {
    precondition(messageLimit >= 64, "a message must hold a part's first line and a character")
    byteCount = text.utf8.count
    // The first line's size depends on the number of parts, which depends on the room left:
    // more digits, smaller pieces, until the count fits the digits allowed for it.
    var digits = 1
    var pieces = Self.pieces(of: text, maxBytes: messageLimit - Self.firstLineBytes(digits))
    while String(pieces.count).count > digits {
      digits = String(pieces.count).count
      pieces = Self.pieces(of: text, maxBytes: messageLimit - Self.firstLineBytes(digits))
    }
    self.pieces = pieces
  }

  /// The first message: what the parts hold, how many there are, and how to join them.
  package var header: String {
    "Kontext ad inspector export (masked JSON): \(pieces.count) part"
      + "\(pieces.count == 1 ? "" : "s"), \(byteCount) bytes. Each part's first line is "
      + "\"part N/\(pieces.count)\"; what follows it in every part, joined in order, is the "
      + "export."
  }

  /// Each part's message: `part N/M`, a line break, and the piece.
  package var parts: [String] {
    pieces.enumerated().map { index, piece in "part \(index + 1)/\(pieces.count)\n\(piece)" }
  }

  /// What the Apple layer writes, in order: the header, then every part.
  package var messages: [String] { [header] + parts }

  /// What the inspector says once the export is in the log, and where to read it.
  package var summary: String {
    "The masked export is in the log: a header and \(InspectorText.count(pieces.count, "part")) "
      + "(\(byteCount) bytes), subsystem \"\(Self.subsystem)\", category "
      + "\"\(Self.category)\". From a Mac: log stream --predicate "
      + "'subsystem == \"\(Self.subsystem)\"', or the Console app."
  }

  /// The bytes of a first line `part N/M` with a line break, where M has `digits` digits (N
  /// has at most as many).
  private static func firstLineBytes(_ digits: Int) -> Int {
    "part /\n".utf8.count + 2 * digits
  }

  /// `text` cut into pieces of at most `maxBytes` bytes of UTF-8 (at least 4, a scalar's
  /// most), in order; none for an empty text. A piece ends after the last line break in the
  /// second half of its window, or else at the window's end, moved back to a scalar's first
  /// byte.
  package static func pieces(of text: String, maxBytes: Int) -> [String] {
    precondition(maxBytes >= 4, "a piece must hold any Unicode scalar")
    let bytes = Array(text.utf8)
    var pieces: [String] = []
    var start = 0
    while start < bytes.count {
      var end = min(start + maxBytes, bytes.count)
      if end < bytes.count {
        // A continuation byte (10xxxxxx) is inside a scalar: its first byte starts the next
        // piece. The text is valid UTF-8, so one is found within 3 bytes.
        while bytes[end] & 0b1100_0000 == 0b1000_0000 { end -= 1 }
        // A line break (never a byte of a longer scalar) in the window's second half ends it.
        let half = start + maxBytes / 2
        if let lineBreak = bytes[min(half, end)..<end].lastIndex(of: UInt8(ascii: "\n")) {
          end = lineBreak + 1
        }
      }
      pieces.append(String(decoding: bytes[start..<end], as: UTF8.self))
      start = end
    }
    return pieces
  }
}
