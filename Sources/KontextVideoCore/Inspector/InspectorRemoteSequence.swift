import Foundation

/// The Siri Remote gesture that opens the ad inspector on Apple TV: Play/Pause pressed
/// ``requiredPresses`` (5) times within ``window`` (2 seconds), from the first press to the
/// last, with no other button in between. The Apple layer reports every press it sees, with
/// the time it began on a monotonic clock; this value says when the sequence is complete.
///
/// Why this sequence:
/// - It takes nothing from the app. The presses still reach the player, and Play/Pause is the
///   one button whose presses undo each other: five toggles leave playing content paused
///   behind the inspector (what a tester wants while reading it) and paused content playing.
///   Menu would take the viewer back (or out of the app), Select would activate the focused
///   control, and the arrows seek or move focus, so none of them is part of it.
/// - A viewer does not do it by accident. Someone pausing and resuming presses once or twice,
///   three times when the player seems slow to answer; five presses at less than half a
///   second apart are deliberate. A slower run never completes, however long it goes on.
/// - Not a held button: a long-press recogniser sees the press only while it is down, so the
///   player acts on it anyway, and a thumb resting on the remote holds a button more readily
///   than it presses one five times in two seconds.
///
/// Once complete, the sequence starts over: a sixth press begins a new one. A value, with no
/// clock: tested with plain times.
package struct InspectorRemoteSequence: Sendable, Hashable {
  /// How many Play/Pause presses open the inspector: 5.
  package static let requiredPresses = 5
  /// How long, in seconds, from the first of those presses to the last: at most 2.
  package static let window: TimeInterval = 2

  /// When each Play/Pause press of the sequence so far began, in order.
  private var times: [TimeInterval] = []

  /// A sequence with no press yet.
  package init() {}

  /// Reports a press of `button` that began at `time` (seconds on a monotonic clock, such as
  /// the one `UIPress.timestamp` reads); nil is a button ``RemoteButton`` does not name (an
  /// arrow, say). Returns true when this press completes the sequence, which then starts
  /// over.
  ///
  /// Another button starts the sequence over; so does a time earlier than the last press's (a
  /// clock that went back: the presses cannot be ordered).
  package mutating func pressed(_ button: RemoteButton?, at time: TimeInterval) -> Bool {
    guard button == .playPause else {
      times.removeAll()
      return false
    }
    if let last = times.last, time < last { times.removeAll() }
    times.removeAll { time - $0 > Self.window }
    times.append(time)
    guard times.count >= Self.requiredPresses else { return false }
    times.removeAll()
    return true
  }

  /// Forgets the presses so far.
  package mutating func reset() {
    times.removeAll()
  }

  /// How many Play/Pause presses of the sequence are counted so far.
  package var pressesSoFar: Int { times.count }
}
