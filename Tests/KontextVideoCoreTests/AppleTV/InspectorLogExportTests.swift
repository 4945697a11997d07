import Foundation
import Testing

@testable import KontextVideoCore

/// The inspector's export in the unified log on Apple TV: numbered parts, each small enough
/// for the log to keep whole, which join back into the export byte for byte.
@MainActor
struct InspectorLogExportTests {
  /// Text with one-, two-, three- and four-byte scalars, combining marks and a family emoji
  /// (one character of seven scalars), on lines of many lengths, and a long line.
  static let multiByteText: String = {
    let words = ["café", "naïve", "東京", "👍🏽", "e\u{301}", "👨‍👩‍👧‍👦", "Ωmega", "plain", "ß"]
    var lines: [String] = []
    for index in 0..<300 {
      let count = index % 23
      lines.append((0..<count).map { words[($0 + index) % words.count] }.joined(separator: " "))
    }
    lines.append(String(repeating: "€漢🙂", count: 900))
    return lines.joined(separator: "\n") + "\n"
  }()

  /// The export read back from `messages` as a reader of the log would: the header's count,
  /// then each part's text after its first line, in order.
  static func readBack(_ messages: [String]) -> (count: Int, text: String) {
    let parts = messages.dropFirst()
    var text = ""
    for (index, part) in parts.enumerated() {
      let lineBreak = part.firstIndex(of: "\n") ?? part.endIndex
      #expect(part[..<lineBreak] == "part \(index + 1)/\(parts.count)")
      text += part[part.index(after: lineBreak)...]
    }
    return (parts.count, text)
  }

  @Test func thePartsAreNumberedInOrderAndTheHeaderCountsThem() throws {
    let export = InspectorLogExport(export: Self.multiByteText)
    #expect(export.pieces.count > 10)
    #expect(export.messages == [export.header] + export.parts)
    #expect(export.parts.count == export.pieces.count)
    #expect(
      export.header.contains("\(export.pieces.count) parts, \(Self.multiByteText.utf8.count) bytes")
    )
    #expect(export.header.contains("\"part N/\(export.pieces.count)\""))
    for (index, part) in export.parts.enumerated() {
      #expect(part == "part \(index + 1)/\(export.pieces.count)\n\(export.pieces[index])")
    }
  }

  @Test func everyMessageFitsTheLimitInUTF8Bytes() {
    #expect(InspectorLogExport.messageLimit == 1_000)
    for limit in [64, 65, 67, 100, 257, 1_000, 4_096] {
      let export = InspectorLogExport(export: Self.multiByteText, messageLimit: limit)
      for part in export.parts { #expect(part.utf8.count <= limit, "limit \(limit)") }
      #expect(export.pieces.allSatisfy { !$0.isEmpty })
    }
    let export = InspectorLogExport(export: Self.multiByteText)
    #expect(export.header.utf8.count <= InspectorLogExport.messageLimit)
    #expect(export.summary.utf8.count <= InspectorLogExport.messageLimit)
    // Full use of the room: most parts are close to the limit.
    let full = export.parts.filter { $0.utf8.count > InspectorLogExport.messageLimit / 2 }
    #expect(full.count >= export.parts.count - 1)
  }

  @Test func nothingIsLostJoinedPiecesAreTheExportByteForByte() {
    for limit in [64, 100, 1_000] {
      let export = InspectorLogExport(export: Self.multiByteText, messageLimit: limit)
      // Bytes, not String ==, which would accept a canonically equivalent text.
      #expect(Array(export.pieces.joined().utf8) == Array(Self.multiByteText.utf8))
      let (count, text) = Self.readBack(export.messages)
      #expect(count == export.pieces.count)
      #expect(Array(text.utf8) == Array(Self.multiByteText.utf8))
      #expect(export.byteCount == Self.multiByteText.utf8.count)
    }
  }

  @Test func aPieceNeverEndsInsideACharactersBytes() {
    // Four-byte scalars only, at a limit that is no multiple of four.
    let emoji = String(repeating: "🙂", count: 500)
    let pieces = InspectorLogExport.pieces(of: emoji, maxBytes: 10)
    #expect(pieces.allSatisfy { $0.utf8.count == 8 && $0.unicodeScalars.count == 2 })
    #expect(pieces.joined() == emoji)
    #expect(InspectorLogExport.pieces(of: "🙂🙂", maxBytes: 4) == ["🙂", "🙂"])
  }

  @Test func aPieceEndsAtALineBreakInTheSecondHalfOfItsWindow() {
    let text = "aaaa\nbbbbbbb\ncccccccccccccccccccccccccccccccc\ndd\n"
    let pieces = InspectorLogExport.pieces(of: text, maxBytes: 16)
    #expect(pieces.first == "aaaa\nbbbbbbb\n", "the break at 13 of 16 ends it")
    // The next window's only break is past it: the long line is cut at the window's end.
    #expect(pieces.dropFirst().first == "cccccccccccccccc")
    #expect(pieces.joined() == text)
    // A break early in the window does not make a short piece.
    #expect(
      InspectorLogExport.pieces(of: "a\nbbbbbbbbbbbbbbbbbbbb", maxBytes: 8).first == "a\nbbbbbb")
  }

  @Test func manyPartsKeepTheirFirstLinesWithinTheLimit() {
    // Thousands of parts: the first line's digits grow, and the pieces shrink to make room.
    let text = String(repeating: "0123456789", count: 60_000)
    let export = InspectorLogExport(export: text, messageLimit: 64)
    #expect(export.pieces.count > 9_999)
    #expect(export.parts.allSatisfy { $0.utf8.count <= 64 })
    #expect(export.pieces.joined() == text)
    #expect(
      export.parts.last?.hasPrefix("part \(export.pieces.count)/\(export.pieces.count)\n") == true)
  }

  @Test func anEmptyExportIsAHeaderAlone() {
    let export = InspectorLogExport(export: "")
    #expect(export.pieces.isEmpty && export.parts.isEmpty)
    #expect(export.messages == [export.header])
    #expect(export.header.contains("0 parts, 0 bytes"))
    #expect(InspectorLogExport.pieces(of: "", maxBytes: 4).isEmpty)
    let one = InspectorLogExport(export: "{}")
    #expect(one.parts == ["part 1/1\n{}"])
    #expect(one.header.contains("1 part, 2 bytes"))
  }

  @Test func theLoggedExportIsTheMaskedJSONAndReadsBack() throws {
    let inspector = InspectorExportTests.inspectorWithSecrets()
    let export = inspector.logExport()
    let json = inspector.exportJSON()
    #expect(Array(export.pieces.joined().utf8) == Array(json))
    for message in export.messages {
      for secret in [InspectorExportTests.token, InspectorExportTests.installID] {
        #expect(!message.contains(secret))
      }
    }
    let (_, text) = Self.readBack(export.messages)
    let readBack = try AdInspectorExport(json: Data(text.utf8))
    #expect(readBack.snapshot.ads.map(\.requestID) == ["r1"])
    #expect(export.summary.contains("subsystem \"so.kontext.video\", category \"inspector\""))
  }
}
