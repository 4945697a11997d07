import Foundation

/// What the main actor hands to delivery: cheap to make, turned into beacons off the main actor.
package enum Outgoing: Sendable, Hashable {
  /// A first-party event.
  case event(AdEvent)
  /// A third-party tracking URL template (the `index`th of its event), with what its macros
  /// take, fired for `eventID`.
  case pixel(template: String, context: MacroContext, eventID: String, index: Int)
}
