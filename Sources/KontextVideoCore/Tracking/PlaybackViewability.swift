import Foundation

/// The MRC rule for video ads: viewable once 2 continuous seconds of playback were seen at 50%
/// or more. Paused video adds nothing; a hidden or backgrounded ad starts over.
struct PlaybackViewability: Sendable, Hashable {
  package let requiredSeconds: TimeInterval
  private var accumulated: TimeInterval = 0
  package private(set) var hasFired = false

  package init(requiredSeconds: TimeInterval = 2) {
    self.requiredSeconds = requiredSeconds
  }

  /// Adds `seconds` of playback seen as `counts`; returns true, once, when it becomes viewable.
  package mutating func played(_ seconds: TimeInterval, counts: Bool) -> Bool {
    guard !hasFired else { return false }
    guard counts else {
      accumulated = 0
      return false
    }
    accumulated += max(seconds, 0)
    guard accumulated >= requiredSeconds - 1e-9 else { return false }
    hasFired = true
    return true
  }

  /// The ad was hidden (the app went to the background): continuity is broken.
  package mutating func interrupt() {
    accumulated = 0
  }
}
