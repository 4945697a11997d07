import Foundation

/// A captions file read: its cues in order of their start, and what to show at a point of the
/// video (``cues(at:)``, ``text(at:)``).
package struct CaptionTrack: Sendable, Hashable {
  /// The format it was read as.
  package let format: CaptionFormat
  /// Its language as the VAST document gave it, or nil.
  package let language: String?
  /// Its cues, by start time; cues starting together keep the file's order.
  package let cues: [CaptionCue]
  /// How many cues were skipped for their timing (unreadable, or ending before they start).
  package let malformedCues: Int
  /// Whether the file held more than ``CaptionFile/maximumCues`` cues, the rest unread.
  package let reachedCueLimit: Bool
  /// The longest cue's length: how far back from a time a cue shown then may start.
  private let longestCue: TimeInterval

  package init(
    format: CaptionFormat, language: String?, cues: [CaptionCue], malformedCues: Int = 0,
    reachedCueLimit: Bool = false
  ) {
    self.format = format
    self.language = language
    // Sorted by start; a cue's place in the file breaks ties (the order they stack in).
    self.cues = cues.enumerated().sorted {
      ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
    }.map(\.element)
    self.malformedCues = malformedCues
    self.reachedCueLimit = reachedCueLimit
    longestCue = cues.map { $0.end - $0.start }.max() ?? 0
  }

  /// The cues that show at `time` (seconds of the video), stacked top to bottom in the order
  /// they started (then the file's order); none for a time that is NaN or infinite.
  ///
  /// Found by a binary search for the last cue starting by `time`, then a walk back over the
  /// cues that started at most the longest cue's length before it, not a pass over them all.
  package func cues(at time: TimeInterval) -> [CaptionCue] {
    guard time.isFinite else { return [] }
    // The first cue that starts after `time`.
    var low = 0
    var high = cues.count
    while low < high {
      let middle = (low + high) / 2
      if cues[middle].start <= time { low = middle + 1 } else { high = middle }
    }
    var shown: [CaptionCue] = []
    var index = low - 1
    while index >= 0, cues[index].start >= time - longestCue {
      if cues[index].isShown(at: time) { shown.append(cues[index]) }
      index -= 1
    }
    return shown.reversed()
  }

  /// The text to show at `time`: each cue showing then, on its own lines, in the order of
  /// ``cues(at:)``; nil when none shows.
  package func text(at time: TimeInterval) -> String? {
    let shown = cues(at: time)
    return shown.isEmpty ? nil : shown.map(\.text).joined(separator: "\n")
  }
}
