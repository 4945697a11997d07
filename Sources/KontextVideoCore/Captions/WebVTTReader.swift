/// Reads a WebVTT file's lines (W3C WebVTT): the `WEBVTT` line and its header, then cues, each
/// an optional identifier line, a timing line (`00:01.000 --> 00:04.000 line:90% align:start`,
/// its settings ignored) and text lines up to a blank line. `NOTE`, `STYLE` and `REGION` blocks
/// are skipped. A text line holding `-->` ends its cue and starts the next, as the
/// specification's parser does.
enum WebVTTReader {
  static func read(_ lines: [Substring]) throws(CaptionFileError) -> CaptionReading {
    guard let first = lines.first, isSignature(first) else {
      throw .notTheClaimedFormat(.webVTT)
    }
    var reading = CaptionReading()
    var index = 1
    // The header: up to the first blank line.
    while index < lines.count, !CaptionFile.isBlank(lines[index]),
      !CaptionFile.hasArrow(lines[index])
    {
      index += 1
    }
    while index < lines.count {
      let line = lines[index]
      if CaptionFile.isBlank(line) {
        index += 1
        continue
      }
      if startsBlock(line, "NOTE") || startsBlock(line, "STYLE") || startsBlock(line, "REGION") {
        index = nextBlank(after: index, in: lines)
        continue
      }
      var timingIndex = index
      if !CaptionFile.hasArrow(line) {
        // An identifier, then the timing line.
        guard index + 1 < lines.count, CaptionFile.hasArrow(lines[index + 1]) else {
          reading.malformed += 1
          index = nextBlank(after: index, in: lines)
          continue
        }
        timingIndex = index + 1
      }
      var end = timingIndex + 1
      while end < lines.count, !CaptionFile.isBlank(lines[end]), !CaptionFile.hasArrow(lines[end]) {
        end += 1
      }
      let timing = CaptionFile.timing(lines[timingIndex], format: .webVTT)
      guard reading.add(timing, lines[(timingIndex + 1)..<end]) else { break }
      index = end
    }
    return reading
  }

  /// `WEBVTT`, alone or followed by a space or a tab and anything.
  private static func isSignature(_ line: Substring) -> Bool {
    startsBlock(line, "WEBVTT")
  }

  /// Whether `line` is `word`, alone or followed by a space or a tab.
  private static func startsBlock(_ line: Substring, _ word: String) -> Bool {
    guard line.hasPrefix(word) else { return false }
    let next = line.dropFirst(word.count).first
    return next == nil || next == " " || next == "\t"
  }

  /// The index of the first blank line after `index`, or the end.
  private static func nextBlank(after index: Int, in lines: [Substring]) -> Int {
    var next = index + 1
    while next < lines.count, !CaptionFile.isBlank(lines[next]) { next += 1 }
    return next
  }
}
