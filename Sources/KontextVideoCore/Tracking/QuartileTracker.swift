import Foundation

/// The linear ad's progress events, each once and in order: start, quartiles.
struct QuartileTracker: Sendable, Hashable {
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
