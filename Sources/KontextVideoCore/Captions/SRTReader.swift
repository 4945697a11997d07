/// Reads an SRT (SubRip) file's lines: cues of a number line, a timing line
/// (`00:00:01,000 --> 00:00:04,000`, anything after the end time ignored) and text lines up to a
/// blank line. A number line that is not a number is taken all the same; a cue that runs into
/// the next one without a blank line ends there.
enum SRTReader {
  static func read(_ lines: [Substring]) throws(CaptionFileError) -> CaptionReading {
    // A WebVTT file served as SRT is not SRT.
    if let first = lines.first, first.hasPrefix("WEBVTT") {
      throw .notTheClaimedFormat(.srt)
    }
    var reading = CaptionReading()
    var sawTiming = false
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if CaptionFile.isBlank(line) {
        index += 1
        continue
      }
      var timingIndex = index
      if !CaptionFile.hasArrow(line) {
        guard index + 1 < lines.count, CaptionFile.hasArrow(lines[index + 1]) else {
          reading.malformed += 1
          while index < lines.count, !CaptionFile.isBlank(lines[index]) { index += 1 }
          continue
        }
        timingIndex = index + 1
      }
      sawTiming = true
      var end = timingIndex + 1
      while end < lines.count, !CaptionFile.isBlank(lines[end]), !CaptionFile.hasArrow(lines[end]) {
        end += 1
      }
      var textEnd = end
      // Ran into the next cue: its number line is not this cue's text.
      if end < lines.count, CaptionFile.hasArrow(lines[end]), textEnd > timingIndex + 1,
        isNumber(lines[textEnd - 1])
      {
        textEnd -= 1
      }
      let timing = CaptionFile.timing(lines[timingIndex], format: .srt)
      guard reading.add(timing, lines[(timingIndex + 1)..<textEnd]) else { break }
      index = textEnd
    }
    guard sawTiming else { throw .notTheClaimedFormat(.srt) }
    return reading
  }

  private static func isNumber(_ line: Substring) -> Bool {
    let trimmed = line.filter { $0 != " " && $0 != "\t" }
    return !trimmed.isEmpty && trimmed.allSatisfy { $0.isASCII && $0.isNumber }
  }
}
