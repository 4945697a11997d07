import Foundation

/// How much of a linear ad's video the player buffers ahead: little, so an ad that may not be
/// shown fetches little, and less still on a constrained network (Low Data Mode), where only
/// what playing on needs is fetched.
package enum LinearBuffering {
  /// Seconds buffered ahead while playing.
  package static let forwardSeconds: TimeInterval = 4
  /// Seconds buffered ahead on a constrained network.
  package static let constrainedForwardSeconds: TimeInterval = 1

  /// The forward buffer for a network that is `constrained` or not.
  package static func forwardSeconds(constrained: Bool) -> TimeInterval {
    constrained ? constrainedForwardSeconds : forwardSeconds
  }
}
