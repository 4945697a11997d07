import Foundation
import Testing

@testable import KontextVideoCore

/// SRT captions (issue 32): `hh:mm:ss,ttt` timings, numbered cues, multi-line text, cues that
/// run into each other, a file that is not SRT.
struct SRTReaderTests {
  func track(_ text: String) throws(CaptionFileError) -> CaptionTrack {
    try CaptionFile.parse(Data(text.utf8), format: .srt)
  }

  @Test func readsNumberedCues() throws {
    let track = try track(
      """
      1
      00:00:01,000 --> 00:00:04,250
      Hello

      2
      00:00:05,000 --> 00:00:06,000 X1:40 X2:600 Y1:20 Y2:50
      <i>Two</i>
      <font color="#ffff00">lines</font>
      """)
    #expect(
      track.cues == [
        CaptionCue(start: 1, end: 4.25, text: "Hello"),
        CaptionCue(start: 5, end: 6, text: "Two\nlines"),
      ])
  }

  @Test func takesADotAndShortMilliseconds() throws {
    let track = try track("1\n00:00:01.5 --> 00:00:02.25\nx\n")
    #expect(track.cues == [CaptionCue(start: 1.5, end: 2.25, text: "x")])
  }

  @Test func aCueThatRunsIntoTheNextEndsThere() throws {
    let track = try track(
      "\u{FEFF}1\r\n00:00:01,000 --> 00:00:02,000\r\none\r\n2\r\n00:00:02,000 --> 00:00:03,000\r\ntwo\r\n"
    )
    #expect(track.cues.map(\.text) == ["one", "two"])
  }

  @Test func countsMalformedCues() throws {
    let track = try track(
      """
      1
      00:00:05,000 --> 00:00:01,000
      backwards

      2
      00:00:99,000 --> 00:01:00,000
      bad seconds

      just text

      3
      00:00:07,000 --> 00:00:08,000
      kept
      """)
    #expect(track.cues.map(\.text) == ["kept"])
    #expect(track.malformedCues == 3)
  }

  @Test func refusesWhatIsNotSRT() {
    #expect(throws: CaptionFileError.notTheClaimedFormat(.srt)) {
      try track("WEBVTT\n\n00:00.000 --> 00:01.000\nx\n")
    }
    #expect(throws: CaptionFileError.notTheClaimedFormat(.srt)) {
      try track("<tt xmlns=\"http://www.w3.org/ns/ttml\"><body/></tt>")
    }
    #expect(throws: CaptionFileError.notTheClaimedFormat(.srt)) { try track("") }
    #expect(throws: CaptionFileError.notTheClaimedFormat(.srt)) {
      try CaptionFile.parse(Data([0x00, 0xFF, 0xD8, 0xFF, 0xE0]), format: .srt)
    }
  }

  @Test func refusesAnSRTFileWithNoUsableCue() {
    #expect(throws: CaptionFileError.noUsableCue(malformed: 1)) {
      try track("1\n00:00:02,000 --> 00:00:01,000\nbackwards\n")
    }
  }
}
