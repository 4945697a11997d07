/// One screen of the inspector: the overview, one ad, or a ledger of beacons. Each builds
/// its title and sections from a snapshot, so every screen of the navigation stack redraws
/// from the same one after a refresh.
package enum InspectorScreen: Hashable {
  /// The session's ads, and its beacons counted by state.
  case overview
  /// One ad: its request, answer, VAST chain, media, timeline and beacons.
  case ad(requestID: String)
  /// The beacons `filter` lists, each with its URL, attempts and state.
  case beacons(InspectorBeaconFilter)

  /// The navigation bar's title.
  package func title(in snapshot: AdInspectorSnapshot) -> String {
    switch self {
    case .overview:
      "Ad Inspector"
    case .ad(let requestID):
      snapshot.ads.first { $0.requestID == requestID }.map { "\($0.format.rawValue) ad" }
        ?? "Ad"
    case .beacons(let filter):
      filter.title
    }
  }

  /// What the screen shows of `snapshot`.
  package func sections(in snapshot: AdInspectorSnapshot) -> [InspectorSection] {
    switch self {
    case .overview:
      return InspectorOverview(snapshot).sections
    case .ad(let requestID):
      guard let ad = snapshot.ads.first(where: { $0.requestID == requestID }) else {
        return [
          InspectorSection(
            title: "Ad",
            rows: [
              .init(
                title: "No longer kept",
                lines: [
                  "The inspector keeps the \(AdInspector.maximumAds) most recent ads; this one "
                    + "left, or was cleared."
                ])
            ])
        ]
      }
      return InspectorAdDetail(ad, beacons: snapshot.beacons(of: ad)).sections
    case .beacons(let filter):
      let beacons = snapshot.beacons.filter(filter.includes)
      return [
        InspectorSection(
          title: "\(filter.title) · \(beacons.count)",
          footer: "Oldest first; attempt times are seconds on the SDK's clock. The ledger keeps "
            + "the \(AdInspector.maximumBeacons) most recent beacons; delivered and given-up "
            + "ones leave first.",
          rows: beacons.isEmpty
            ? [.init(title: "No beacons")] : beacons.map(InspectorBeaconRow.row))
      ]
    }
  }
}
