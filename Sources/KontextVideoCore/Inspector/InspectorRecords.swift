import Foundation

/// What ``AdInspector`` holds, behind its lock: a value with no I/O, bounded.
struct InspectorRecords: Sendable {
  /// An ad's entry, with what the snapshot does not show.
  struct Entry: Sendable {
    var ad: InspectedAd
    /// The `requested` event's sequence: the order of the snapshot.
    var sequence: Int?
    /// When it was requested, on the SDK's clock.
    var requestedAt: TimeInterval?
    /// The VAST documents read, as text.
    var documents: [String] = []

    /// Changes the answer to the request, made empty when none was heard yet.
    mutating func changeResponse(_ change: (inout InspectedRequest.Response) -> Void) {
      var response =
        ad.request.response
        ?? InspectedRequest.Response(status: nil, slots: 0, outcome: "", lifetimeSeconds: nil)
      change(&response)
      ad.request.response = response
    }
  }

  var server = "unconfigured"
  var sdkVersion = ""
  private(set) var entries: [String: Entry] = [:]
  /// Request ids, oldest first.
  private var order: [String] = []
  private(set) var beacons: [String: InspectedBeacon] = [:]
  /// Beacon ids, oldest first.
  private var beaconOrder: [String] = []
  /// The request and the name of recent events, for their pixels.
  private var eventOwners: [String: (requestID: String?, name: String)] = [:]
  private var eventOwnerOrder: [String] = []
  /// Values never shown in an export, with what they are.
  var secrets: [String: InspectorMask.Label] = [:]

  // MARK: Ads

  /// Changes the entry of `requestID`; one is made only when `creating` (a request being
  /// made), so a late word about an ad already let go of does not bring it back.
  mutating func update(
    _ requestID: String, format: AdFormat, creating: Bool = false,
    _ change: (inout Entry) -> Void
  ) {
    if entries[requestID] == nil {
      guard creating else { return }
      let ad = InspectedAd(
        requestID: requestID, format: format, adID: nil,
        request: InspectedRequest(contentID: ""), vastChain: [], media: nil, timeline: [])
      entries[requestID] = Entry(ad: ad)
      order.append(requestID)
      trimAds()
    }
    if var entry = entries[requestID] {
      change(&entry)
      entries[requestID] = entry
    }
  }

  private mutating func trimAds() {
    while order.count > AdInspector.maximumAds {
      entries[order.removeFirst()] = nil
    }
    // Only the most recent ads keep their documents.
    for requestID in order.dropLast(AdInspector.maximumAdsWithDocuments) {
      if entries[requestID]?.documents.isEmpty == false { entries[requestID]?.documents = [] }
    }
  }

  mutating func rememberOwner(of eventID: String, requestID: String?, name: String) {
    if eventOwners.updateValue((requestID, name), forKey: eventID) == nil {
      eventOwnerOrder.append(eventID)
    }
    if eventOwnerOrder.count > 2 * AdInspector.maximumBeacons {
      for old in eventOwnerOrder.prefix(AdInspector.maximumBeacons) { eventOwners[old] = nil }
      eventOwnerOrder.removeFirst(AdInspector.maximumBeacons)
    }
  }

  /// The request and event name a beacon's id points to (`eventID` or `eventID#index`).
  func owner(ofBeacon id: String) -> (requestID: String?, name: String)? {
    let eventID = id.split(separator: "#", maxSplits: 1).first.map(String.init) ?? id
    return eventOwners[eventID]
  }

  /// Appends `element` to `array`, which keeps at most `limit` elements: the first half and
  /// the latest ones. Returns whether one in between was let go of.
  static func append<Element>(_ element: Element, to array: inout [Element], limit: Int) -> Bool {
    array.append(element)
    guard array.count > limit else { return false }
    array.remove(at: limit / 2)
    return true
  }

  /// Adds `document` to the entry's, within the ad's budget of bytes.
  static func keep(_ document: String, in entry: inout Entry) {
    let used = entry.documents.reduce(0) { $0 + $1.utf8.count }
    let room = AdInspector.maximumDocumentBytesPerAd - used
    guard room > 0 else { return }
    let bytes = Array(document.utf8)
    guard bytes.count > room else {
      entry.documents.append(document)
      return
    }
    entry.documents.append(
      String(decoding: bytes.prefix(room), as: UTF8.self)
        + "\n<!-- \(bytes.count - room) more bytes not kept by the inspector -->")
  }

  // MARK: Beacons

  mutating func addBeacon(_ beacon: InspectedBeacon) {
    guard beacons[beacon.id] == nil else { return }
    beacons[beacon.id] = beacon
    beaconOrder.append(beacon.id)
    guard beaconOrder.count > AdInspector.maximumBeacons else { return }
    // The oldest beacon that is over leaves first; only when all are pending, the oldest.
    let index =
      beaconOrder.firstIndex { beacons[$0]?.state != .pending } ?? beaconOrder.startIndex
    beacons[beaconOrder.remove(at: index)] = nil
  }

  mutating func updateBeacon(_ id: String, _ change: (inout InspectedBeacon) -> Void) {
    guard var beacon = beacons[id] else { return }
    change(&beacon)
    beacons[id] = beacon
  }

  // MARK: Reading

  /// The ads in the order they were requested, and the beacons in the order recorded.
  func snapshot() -> AdInspectorSnapshot {
    let ads = order.enumerated().compactMap { index, id in
      entries[id].map { (key: $0.sequence ?? Int.max, index: index, ad: $0.ad) }
    }
    .sorted { ($0.key, $0.index) < ($1.key, $1.index) }
    .map(\.ad)
    return AdInspectorSnapshot(
      sdkVersion: sdkVersion, server: server, ads: ads,
      beacons: beaconOrder.compactMap { beacons[$0] })
  }

  /// The VAST documents kept for each ad, by request id.
  func documents() -> [String: [String]] {
    entries.compactMapValues { $0.documents.isEmpty ? nil : $0.documents }
  }
}
