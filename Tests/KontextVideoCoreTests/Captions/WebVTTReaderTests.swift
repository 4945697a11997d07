import Foundation
import Testing

@testable import KontextVideoCore

/// WebVTT captions (issue 32): timings with and without hours, identifiers, settings ignored,
/// NOTE, STYLE and REGION blocks skipped, a byte order mark and CR LF, malformed cues counted.
struct WebVTTReaderTests {
  func track(_ text: String) throws(CaptionFileError) -> CaptionTrack {
    try CaptionFile.parse(Data(text.utf8), format: .webVTT, language: "en")
  }

  @Test func readsCuesWithAndWithoutHoursAndIdentifiers() throws {
    let track = try track(
      """
      WEBVTT - the ad's captions
      Kind: captions

      00:01.000 --> 00:04.500
      Hello

      intro-2
      01:00:02.250 --> 01:00:03.000 line:90% position:50% align:center
      Two
      lines
      """)
    #expect(
      track.cues == [
        CaptionCue(start: 1, end: 4.5, text: "Hello"),
        CaptionCue(start: 3602.25, end: 3603, text: "Two\nlines"),
      ])
    #expect(track.malformedCues == 0)
    #expect(track.language == "en")
    #expect(track.format == .webVTT)
  }

  @Test func skipsNoteStyleAndRegionBlocks() throws {
    let track = try track(
      """
      WEBVTT

      STYLE
      ::cue { color: red }

      REGION
      id:fred width:40%

      NOTE a comment
      that spans --> two lines

      NOTE

      00:00.000 --> 00:01.000
      Shown
      """)
    #expect(track.cues.map(\.text) == ["Shown"])
    #expect(track.malformedCues == 0)
  }

  @Test func readsABOMAndCRLFAndCR() throws {
    let crlf =
      "\u{FEFF}WEBVTT\r\n\r\n00:00.000 --> 00:01.000\r\nOne\r\nTwo\r\n\r\n"
      + "00:02.000 --> 00:03.000\rThree\r"
    let track = try track(crlf)
    #expect(track.cues.map(\.text) == ["One\nTwo", "Three"])
  }

  @Test func countsMalformedTimingsAndSkipsThem() throws {
    let track = try track(
      """
      WEBVTT

      00:05.000 --> 00:04.000
      reversed

      00:05.000 --> 00:05.000
      empty span

      00:61.000 --> 00:62.000
      seconds past 59

      -00:01.000 --> 00:02.000
      negative

      00:01,000 --> 00:02,000
      SRT's comma

      a block with no timing at all

      00:07.000 --> 00:08.000
      kept
      """)
    #expect(track.cues.map(\.text) == ["kept"])
    #expect(track.malformedCues == 6)
  }

  @Test func aTimingLineInsideACueStartsTheNext() throws {
    let track = try track(
      """
      WEBVTT

      00:00.000 --> 00:01.000
      first
      00:01.000 --> 00:02.000
      second
      """)
    #expect(track.cues.map(\.text) == ["first", "second"])
  }

  @Test func aCueWithoutTextIsSkippedNotCounted() throws {
    let track = try track("WEBVTT\n\n00:00.000 --> 00:01.000\n\n00:01.000 --> 00:02.000\nx\n")
    #expect(track.cues.map(\.text) == ["x"])
    #expect(track.malformedCues == 0)
  }

  @Test func refusesAFileWithoutTheSignature() {
    #expect(throws: CaptionFileError.notTheClaimedFormat(.webVTT)) {
      try track("1\n00:00:01,000 --> 00:00:02,000\nSRT really\n")
    }
    #expect(throws: CaptionFileError.notTheClaimedFormat(.webVTT)) {
      try track("WEBVTTX\n\n00:00.000 --> 00:01.000\nx\n")
    }
    #expect(throws: CaptionFileError.notTheClaimedFormat(.webVTT)) { try track("") }
  }

  @Test func refusesAFileWithNoUsableCue() {
    #expect(throws: CaptionFileError.noUsableCue(malformed: 0)) { try track("WEBVTT\n") }
    #expect(throws: CaptionFileError.noUsableCue(malformed: 1)) {
      try track("WEBVTT\n\n00:02.000 --> 00:01.000\nbackwards\n")
    }
  }

  @Test func theErrorsSayWhatIsWrong() {
    #expect(
      "\(CaptionFileError.notTheClaimedFormat(.webVTT))"
        == "the captions file is not WebVTT: it does not start with WEBVTT")
    #expect(
      "\(CaptionFileError.noUsableCue(malformed: 3))"
        == "the captions file has no cue that can be shown (3 malformed)")
    #expect(
      "\(CaptionFileError.tooLarge(bytes: 600_000, limitBytes: 524_288))"
        == "the captions file has 600000 bytes, over the 512 KiB limit")
  }

  @Test func refusesAFileOverTheByteLimit() {
    let data = Data(("WEBVTT\n\n" + String(repeating: "x", count: CaptionFile.maximumBytes)).utf8)
    #expect(throws: CaptionFileError.tooLarge(bytes: data.count, limitBytes: 512 * 1024)) {
      try CaptionFile.parse(data, format: .webVTT)
    }
  }

  @Test func keepsTheFirst2000CuesOfAFileWithMore() throws {
    var text = "WEBVTT\n"
    for second in 0..<3000 {
      let time = String(format: "%02d:%02d", second / 60 % 60, second % 60)
      text += "\n\(second / 3600):\(time).000 --> \(second / 3600):\(time).500\nc\(second)\n"
    }
    let track = try track(text)
    #expect(track.cues.count == CaptionFile.maximumCues)
    #expect(track.cues.last?.text == "c1999")
    #expect(track.reachedCueLimit)
  }

  @Test func aHugeLineIsCutAndReadInOnePass() throws {
    let huge = String(repeating: "<", count: 400_000)
    let track = try track("WEBVTT\n\n00:00.000 --> 00:01.000\n\(huge)\n")
    #expect(track.cues.first?.text.count == CaptionCueText.maximumCharacters)
  }

  @Test func manyEmptyBlocksStayBounded() throws {
    // Half a megabyte of arrows: every line a timing line that reads nothing.
    let text =
      "WEBVTT\n\n" + String(repeating: "-->\n", count: 120_000) + "00:00.000 --> 00:01.000\nx\n"
    let track = try track(text)
    #expect(track.cues.map(\.text) == ["x"])
    #expect(track.malformedCues == 120_000)
  }
}
