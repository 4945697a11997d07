/// Which beacons a ledger screen of the inspector lists: all of them, or those in one state.
package enum InspectorBeaconFilter: Hashable, CaseIterable {
  case all
  case pending
  case delivered
  case givenUp

  /// The ledger screen's title, and the overview's row for it.
  package var title: String {
    switch self {
    case .all: "All beacons"
    case .pending: "Pending"
    case .delivered: "Delivered"
    case .givenUp: "Given up"
    }
  }

  /// Whether `beacon` is listed.
  package func includes(_ beacon: InspectedBeacon) -> Bool {
    switch (self, beacon.state) {
    case (.all, _), (.pending, .pending), (.delivered, .delivered), (.givenUp, .givenUp):
      true
    default:
      false
    }
  }
}
