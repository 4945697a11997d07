import Foundation

/// One caption of a captions file: its plain text (lines joined by `\n`, styling removed) and
/// when it shows, in seconds of the ad's video: from ``start`` (included) to ``end`` (not
/// included).
package struct CaptionCue: Sendable, Hashable {
  /// When it appears, in seconds of the video.
  package var start: TimeInterval
  /// When it goes, in seconds of the video; always after ``start``.
  package var end: TimeInterval
  /// Its text, plain: one or more lines joined by `\n`, never empty.
  package var text: String

  package init(start: TimeInterval, end: TimeInterval, text: String) {
    self.start = start
    self.end = end
    self.text = text
  }

  /// Whether it shows at `time`.
  package func isShown(at time: TimeInterval) -> Bool {
    start <= time && time < end
  }
}
