import Foundation

/// The MRC rule for display ads, as a value: viewable once at least 50% of the ad's pixels were
/// on screen, in a visible window of an active app, for 1 continuous second.
package struct ViewabilityTimer: Sendable, Hashable {
  /// The share of pixels that must be visible.
  package static let minimumVisibleFraction = 0.5

  package let requiredSeconds: TimeInterval
  private var since: TimeInterval?
  package private(set) var hasFired = false

  package init(requiredSeconds: TimeInterval = 1) {
    self.requiredSeconds = requiredSeconds
  }

  /// Whether an exposure counts toward viewability.
  package static func counts(_ exposure: AdExposure, appIsActive: Bool) -> Bool {
    appIsActive && exposure.isInVisibleWindow && exposure.visibleFraction >= minimumVisibleFraction
  }

  /// Takes one observation; returns true, once, when the ad has just become viewable.
  package mutating func observe(counts: Bool, at time: TimeInterval) -> Bool {
    guard !hasFired else { return false }
    guard counts else {
      since = nil
      return false
    }
    let start = since ?? time
    since = start
    guard time - start >= requiredSeconds - 1e-9 else { return false }
    hasFired = true
    return true
  }
}

/// The MRC rule for video ads: viewable once 2 continuous seconds of playback were seen at 50%
/// or more. Paused video adds nothing; a hidden or backgrounded ad starts over.
package struct PlaybackViewability: Sendable, Hashable {
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

/// The linear ad's progress events, each once and in order: start, quartiles.
package struct QuartileTracker: Sendable, Hashable {
  package let duration: TimeInterval
  private var next = 0

  private static let marks: [(share: Double, name: AdEvent.Name)] = [
    (0, .start), (0.25, .firstQuartile), (0.5, .midpoint), (0.75, .thirdQuartile),
  ]

  package init(duration: TimeInterval) {
    self.duration = duration
  }

  /// The events the video passed on its way to `progress`.
  package mutating func events(at progress: TimeInterval) -> [AdEvent.Name] {
    var passed: [AdEvent.Name] = []
    while next < Self.marks.count, progress >= Self.marks[next].share * duration - 1e-9 {
      passed.append(Self.marks[next].name)
      next += 1
    }
    return passed
  }
}
