import Foundation

/// Reads a captions file (WebVTT or SRT) into a ``CaptionTrack``, within bounds whatever the
/// file holds.
///
/// - At most ``maximumBytes``; a larger file is refused (``CaptionFileError/tooLarge(bytes:limitBytes:)``).
/// - At most ``maximumCues`` cues; the rest of the file is not read
///   (``CaptionTrack/reachedCueLimit``).
/// - A cue's text at most ``CaptionCueText/maximumCharacters`` characters and
///   ``CaptionCueText/maximumLines`` lines.
/// - UTF-8, with or without a byte order mark; a byte that is not UTF-8 reads as U+FFFD. Lines
///   end with LF, CR LF or CR.
/// - A cue whose timing line cannot be read, or ends before it starts or when it starts, is
///   skipped and counted (``CaptionTrack/malformedCues``); one without text is skipped.
///   Overlapping cues are kept, and show together (``CaptionTrack/cues(at:)``).
/// - A file that is not the format it claims, or has no cue to show, throws
///   ``CaptionFileError``.
package enum CaptionFile {
  /// The largest captions file read: 512 KiB. An ad's captions (at most an hour of them, a
  /// line every few seconds) take a few tens of kilobytes.
  package static let maximumBytes = 512 * 1024
  /// The most cues kept: 2,000 (an hour of video at a cue every two seconds).
  package static let maximumCues = 2_000

  /// The track `data` holds, read as `format`, in the language the VAST document gave it.
  package static func parse(_ data: Data, format: CaptionFormat, language: String? = nil)
    throws(CaptionFileError) -> CaptionTrack
  {
    guard data.count <= maximumBytes else {
      throw .tooLarge(bytes: data.count, limitBytes: maximumBytes)
    }
    let lines = Self.lines(of: data)
    let read: CaptionReading
    switch format {
    case .webVTT: read = try WebVTTReader.read(lines)
    case .srt: read = try SRTReader.read(lines)
    }
    guard !read.cues.isEmpty else { throw .noUsableCue(malformed: read.malformed) }
    return CaptionTrack(
      format: format, language: language, cues: read.cues, malformedCues: read.malformed,
      reachedCueLimit: read.reachedLimit)
  }

  /// The lines of `data` decoded as UTF-8, without a byte order mark.
  static func lines(of data: Data) -> [Substring] {
    var text = String(decoding: data, as: UTF8.self)
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    // A Character is a whole CR LF, so each ending is one separator.
    return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
  }

  /// Whether `line` is blank: empty, or spaces and tabs only.
  static func isBlank(_ line: Substring) -> Bool {
    line.allSatisfy { $0 == " " || $0 == "\t" }
  }

  /// Whether `line` holds `-->`: a timing line.
  static func hasArrow(_ line: Substring) -> Bool { arrow(in: line) != nil }

  /// Where `-->` first is in `line`, found in its UTF-8 bytes.
  static func arrow(in line: Substring) -> Range<Substring.Index>? {
    let utf8 = line.utf8
    var index = utf8.startIndex
    var dashes = 0
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: ">"), dashes >= 2 {
        let start = utf8.index(index, offsetBy: -2)
        return start..<utf8.index(after: index)
      }
      dashes = byte == UInt8(ascii: "-") ? dashes + 1 : 0
      utf8.formIndex(after: &index)
    }
    return nil
  }

  /// The start and end of a timing line (`start --> end` and, after white space, settings,
  /// which are ignored), or nil when either time cannot be read.
  static func timing(_ line: Substring, format: CaptionFormat) -> (
    start: TimeInterval, end: TimeInterval
  )? {
    guard let arrow = arrow(in: line) else { return nil }
    let startText = line[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
    let rest = line[arrow.upperBound...].drop { $0 == " " || $0 == "\t" }
    let endText = rest.prefix { $0 != " " && $0 != "\t" }
    guard let start = CaptionTimestamp.seconds(Substring(startText), format: format),
      let end = CaptionTimestamp.seconds(endText, format: format)
    else { return nil }
    return (start, end)
  }
}

/// What a reader found: the cues kept in the file's order, and how many were malformed.
struct CaptionReading {
  var cues: [CaptionCue] = []
  var malformed = 0
  var reachedLimit = false

  /// Adds a cue of `timing` with `lines` of text: counted as malformed when its timing was
  /// unreadable or reversed, skipped when it has no text. False once the cue limit is reached.
  mutating func add<Lines: Sequence>(
    _ timing: (start: TimeInterval, end: TimeInterval)?, _ lines: Lines
  ) -> Bool where Lines.Element == Substring {
    guard let timing, timing.end > timing.start else {
      malformed += 1
      return true
    }
    guard let text = CaptionCueText.plain(lines) else { return true }
    guard cues.count < CaptionFile.maximumCues else {
      reachedLimit = true
      return false
    }
    cues.append(CaptionCue(start: timing.start, end: timing.end, text: text))
    return true
  }
}
