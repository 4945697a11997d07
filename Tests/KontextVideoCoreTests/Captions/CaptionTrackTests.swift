import Testing

@testable import KontextVideoCore

/// The cues to show at a point of the video (issue 32): each from its start (included) to its
/// end (not included), overlapping cues stacked in the order they started.
struct CaptionTrackTests {
  let track = CaptionTrack(
    format: .webVTT, language: "en",
    cues: [
      CaptionCue(start: 4, end: 6, text: "late"),
      CaptionCue(start: 0, end: 10, text: "long"),
      CaptionCue(start: 2, end: 3, text: "short"),
      CaptionCue(start: 2, end: 5, text: "same start, later in the file"),
    ])

  @Test func sortsByStartKeepingTheFilesOrderForTies() {
    #expect(track.cues.map(\.text) == ["long", "short", "same start, later in the file", "late"])
  }

  @Test func givesTheCuesShowingAtATime() {
    #expect(track.cues(at: 0).map(\.text) == ["long"])
    #expect(track.text(at: 2.5) == "long\nshort\nsame start, later in the file")
    #expect(track.cues(at: 3).map(\.text) == ["long", "same start, later in the file"])
    #expect(track.cues(at: 5).map(\.text) == ["long", "late"])
    #expect(track.cues(at: 9.99).map(\.text) == ["long"])
    #expect(track.text(at: 10) == nil)
    #expect(track.text(at: -1) == nil)
  }

  @Test func aTimeThatIsNotFiniteShowsNothing() {
    #expect(track.cues(at: .nan).isEmpty)
    #expect(track.cues(at: .infinity).isEmpty)
    #expect(track.cues(at: -.infinity).isEmpty)
  }

  @Test func findsCuesInALongTrackByBisection() {
    let cues = (0..<2000).map {
      CaptionCue(start: Double($0), end: Double($0) + 1, text: "c\($0)")
    }
    let long = CaptionTrack(format: .srt, language: nil, cues: cues.reversed())
    #expect(long.text(at: 1234.5) == "c1234")
    #expect(long.text(at: 1999) == "c1999")
    #expect(long.text(at: 2000) == nil)
  }
}
