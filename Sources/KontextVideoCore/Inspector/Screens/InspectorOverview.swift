/// The inspector's first screen: one row per ad (its format, request id, outcome and
/// errors), then the ledger's beacons counted by state.
package struct InspectorOverview {
  package let sections: [InspectorSection]

  package init(_ snapshot: AdInspectorSnapshot) {
    let ads = snapshot.ads.map(Self.row)
    let counts = InspectorBeaconFilter.allCases.map { filter in
      InspectorSection.Row(
        title: filter.title,
        lines: [InspectorText.count(snapshot.beacons.filter(filter.includes).count, "beacon")],
        destination: .beacons(filter))
    }
    sections = [
      InspectorSection(
        title: "Ads",
        footer: "SDK \(snapshot.sdkVersion) · server \(snapshot.server). Oldest first; the "
          + "\(AdInspector.maximumAds) most recent ads are kept.",
        rows: ads.isEmpty ? [.init(title: "No ad requested yet")] : ads),
      InspectorSection(title: "Beacons", rows: counts),
    ]
  }

  /// An ad's row: its format and outcome, its request id, its errors and its last event.
  private static func row(_ ad: InspectedAd) -> InspectorSection.Row {
    var lines = ["request \(ad.requestID)", InspectorText.count(ad.errors.count, "error")]
    if let last = ad.timeline.last {
      lines.append("last: \(last.name)" + (last.reason.map { " (\($0))" } ?? ""))
    }
    return InspectorSection.Row(
      title: "\(ad.format.rawValue) · \(outcome(of: ad))", lines: lines,
      copyable: ("Request ID", ad.requestID), destination: .ad(requestID: ad.requestID))
  }

  /// What the ad's request came to: filled, no fill (why), failed (why), or not yet known.
  package static func outcome(of ad: InspectedAd) -> String {
    guard let response = ad.request.response else { return "waiting for an answer" }
    return response.outcome.isEmpty ? "answer read" : response.outcome
  }
}
