import Foundation
import Testing

@testable import KontextVideoCore

/// The Siri Remote gesture that opens the ad inspector on Apple TV: Play/Pause five times
/// within two seconds, with no other button in between.
struct InspectorRemoteSequenceTests {
  /// Feeds `presses` (a button, or nil for one the SDK does not name, and when it began) to a
  /// new sequence; returns the indexes of the presses that completed it.
  static func completions(_ presses: [(RemoteButton?, TimeInterval)]) -> [Int] {
    var sequence = InspectorRemoteSequence()
    return presses.indices.filter { sequence.pressed(presses[$0].0, at: presses[$0].1) }
  }

  /// Play/Pause at each of `times`.
  static func playPause(_ times: [TimeInterval]) -> [(RemoteButton?, TimeInterval)] {
    times.map { (.playPause, $0) }
  }

  @Test func fivePlayPausePressesWithinTwoSecondsOpenTheInspector() {
    #expect(InspectorRemoteSequence.requiredPresses == 5)
    #expect(InspectorRemoteSequence.window == 2)
    #expect(Self.completions(Self.playPause([10, 10.3, 10.6, 10.9, 11.2])) == [4])
    // From the first press to the last, two seconds at most: the edge counts.
    #expect(Self.completions(Self.playPause([0, 0.5, 1, 1.5, 2])) == [4])
  }

  @Test func slowPressesNeverCompleteItHoweverLongTheyGoOn() {
    let everySixTenths = (0..<30).map { TimeInterval($0) * 0.6 }
    #expect(Self.completions(Self.playPause(everySixTenths)).isEmpty)
    // Five presses spread over a little more than two seconds.
    #expect(Self.completions(Self.playPause([0, 0.5, 1, 1.5, 2.01])).isEmpty)
    // Pausing and resuming, even with a hesitant third press.
    #expect(Self.completions(Self.playPause([0, 0.4, 0.8, 30, 30.2])).isEmpty)
  }

  @Test func aRunKeepsItsLatestPressesWithinTheWindow() {
    // The first two presses are too early for the last five, which are within two seconds.
    let times: [TimeInterval] = [0, 1, 3, 3.4, 3.8, 4.2, 4.6]
    #expect(Self.completions(Self.playPause(times)) == [6])
  }

  @Test func fourPressesAreNotEnoughAndALatePressStartsAgain() {
    var sequence = InspectorRemoteSequence()
    let early = [0, 0.2, 0.4, 0.6].map { sequence.pressed(.playPause, at: $0) }
    #expect(early == [false, false, false, false])
    #expect(sequence.pressesSoFar == 4)
    let late = sequence.pressed(.playPause, at: 3)
    #expect(!late)
    #expect(sequence.pressesSoFar == 1, "the four earlier presses are out of the window")
  }

  @Test func anyOtherButtonInBetweenStartsItOver() {
    for other: RemoteButton? in [.menu, .select, nil] {
      let presses: [(RemoteButton?, TimeInterval)] =
        Self.playPause([0, 0.2, 0.4, 0.6]) + [(other, 0.7)] + Self.playPause([0.8])
      #expect(Self.completions(presses).isEmpty, "\(String(describing: other))")
      // Five more Play/Pause presses after it complete a new sequence.
      let after = presses + Self.playPause([0.9, 1.0, 1.1, 1.2])
      #expect(Self.completions(after) == [after.count - 1])
    }
  }

  @Test func onceCompleteItStartsOver() {
    let ten = (0..<10).map { TimeInterval($0) * 0.1 }
    #expect(Self.completions(Self.playPause(ten)) == [4, 9])
    var sequence = InspectorRemoteSequence()
    for time in ten.prefix(5) { _ = sequence.pressed(.playPause, at: time) }
    #expect(sequence.pressesSoFar == 0)
  }

  @Test func resetAndAClockGoingBackForgetThePressesSoFar() {
    var sequence = InspectorRemoteSequence()
    for time in [0, 0.1, 0.2, 0.3] { _ = sequence.pressed(.playPause, at: time) }
    sequence.reset()
    #expect(sequence.pressesSoFar == 0)
    let afterReset = sequence.pressed(.playPause, at: 0.4)
    #expect(!afterReset && sequence.pressesSoFar == 1)
    for time in [5, 5.1, 5.2] { _ = sequence.pressed(.playPause, at: time) }
    let earlier = sequence.pressed(.playPause, at: 1)
    #expect(!earlier, "earlier than the last press")
    #expect(sequence.pressesSoFar == 1)
  }
}
