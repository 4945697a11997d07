import Foundation

extension AdSlot {
  /// Whether the slot's creative is a VAST document the SDK must read before the ad is ready:
  /// inline XML, or an `http(s)` tag URL (the sandbox's own URLs need no reading).
  package var vastToRead: (xml: String?, url: URL?)? {
    guard case .vast(let xml, let url) = creative.source else { return nil }
    if let xml, !xml.isEmpty { return (xml, nil) }
    guard let url, let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http"
    else { return nil }
    return (nil, url)
  }

  /// The slot with what a resolved VAST ad says: its media file for `screen`, its duration, its
  /// skip offset (VAST's wins over
  /// the server's), its click-through when the server gave none, and its impression, error,
  /// tracking and click-tracking URLs added to the slot's own, under the SDK's event names.
  package func applying(_ ad: VASTAd, screen: AdSize = VASTMediaSelector.defaultScreen)
    -> AdSlot
  {
    var slot = self
    if let linear = ad.linear {
      if let duration = linear.duration { slot.creative.duration = duration }
      if let media = VASTMediaSelector.select(linear.mediaFiles, target: screen) {
        slot.creative.mediaURL = URL(string: media.url)
      }
      if let offset = linear.skipOffset, let duration = slot.creative.duration {
        slot.skipAfterSeconds = offset.seconds(of: duration)
      }
      if slot.clickURL == nil { slot.clickURL = linear.clickThrough.flatMap(WireSlot.webURL) }
      for item in linear.tracking {
        guard let name = Self.eventName(forVASTEvent: item.event) else { continue }
        slot.add(item.url, for: name)
      }
      for url in linear.clickTrackingURLs { slot.add(url, for: "click") }
    }
    for url in ad.impressionURLs { slot.add(url, for: "impression") }
    for url in ad.errorURLs { slot.add(url, for: "error") }
    return slot
  }

  /// The SDK's wire name for a VAST tracking event it reports, or nil (`progress` offsets and
  /// events the SDK does not report are not fired).
  static func eventName(forVASTEvent event: String) -> String? {
    switch event {
    case "start": "start"
    case "firstQuartile": "first_quartile"
    case "midpoint": "midpoint"
    case "thirdQuartile": "third_quartile"
    case "complete": "complete"
    case "skip": "skip"
    case "close", "closeLinear": "close"
    case "notUsed": "not_used"
    default: nil
    }
  }

  private mutating func add(_ string: String, for name: String) {
    guard let template = WireSlot.trackingTemplate(string) else { return }
    tracking[name, default: []].append(template)
  }
}
