import Foundation

extension AdSlot {
  /// Whether the slot's creative is a VAST document the SDK must read before the ad is ready:
  /// inline XML, or an `http(s)` tag URL (the sandbox's own URLs need no reading).
  package var vastToRead: (xml: String?, url: URL?)? {
    guard case .vast(let xml, let url) = creative.source else { return nil }
    if let xml, !xml.isEmpty { return (xml, nil) }
    guard let url, WebURL.isSecure(url), creative.sandboxBehavior == nil else { return nil }
    return (nil, url)
  }

  /// The slot filled by a resolved VAST ad, or why the ad cannot fill it, with its VAST code.
  ///
  /// Linear: the ad needs a linear creative (200 otherwise) with a duration (101) and a media
  /// file the platform plays (403); the slot takes that file for `screen`, the duration and
  /// the skip offset (VAST's win over the server's). Overlay and pause: the ad needs a
  /// non-linear creative (200) with a resource the SDK can draw (503); the slot takes that
  /// resource, its size and minimum suggested duration (the server's win). Both: the
  /// click-through when the server gave none, and the impression, error, tracking and
  /// click-tracking URLs added to the slot's own, under the SDK's event names.
  package func filled(
    by ad: VASTAd, screen: AdSize = VASTMediaSelector.defaultScreen, constrained: Bool = false,
    rendersHTML: Bool = true
  ) throws(VASTError) -> AdSlot {
    var slot = self
    if format.isFullScreen {
      guard let linear = ad.linear else {
        throw VASTError(200, "the VAST ad has no linear creative for a linear slot")
      }
      guard let duration = linear.duration ?? creative.duration else {
        throw VASTError(101, "the linear ad has no duration")
      }
      guard
        let media = VASTMediaSelector.select(
          linear.mediaFiles, target: screen, constrained: constrained)
      else {
        throw VASTError(403, "no media file is MP4 or HLS over https")
      }
      slot.creative.duration = duration
      slot.creative.mediaURL = URL(string: media.url)
      if let offset = linear.skipOffset { slot.skipAfterSeconds = offset.seconds(of: duration) }
      slot.addClick(through: linear.clickThrough, tracking: linear.clickTrackingURLs)
      slot.add(linear.tracking)
      slot.addProgress(linear.tracking.filter { $0.event == "progress" }, duration: duration)
      slot.icons = linear.icons.map(\.trackingChecked)
    } else {
      guard !ad.nonLinears.isEmpty else {
        throw VASTError(
          200, "the VAST ad has no non-linear creative for the \(format.rawValue) slot")
      }
      guard let choice = VASTNonLinearChoice(ad.nonLinears, rendersHTML: rendersHTML) else {
        throw VASTError(
          503,
          rendersHTML
            ? "no non-linear resource is an image, an iframe URL or HTML"
            : "no non-linear resource is an image, and this device draws no HTML")
      }
      slot.creative.source = choice.source
      if slot.creative.size == nil { slot.creative.size = choice.size }
      if format == .overlay, slot.displaySeconds == nil {
        slot.displaySeconds = ServerBounds.clamp(
          choice.nonLinear.minimumSuggestedDuration, to: ServerBounds.displaySeconds)
      }
      slot.addClick(
        through: choice.nonLinear.clickThrough, tracking: choice.nonLinear.clickTrackingURLs)
      slot.add(ad.nonLinearTracking)
    }
    for url in ad.impressionURLs { slot.add(url, for: "impression") }
    for url in ad.errorURLs { slot.add(url, for: "error") }
    slot.verifications = Array(
      ad.verifications.lazy.flatMap(\.measured).prefix(VASTListCap.maximumVerifications))
    // The server's words win; VAST fills what it left out.
    slot.disclosure = AdDisclosure(
      advertiser: disclosure.advertiser ?? ad.advertiser, reasons: disclosure.reasons,
      moreInformationURL: disclosure.moreInformationURL
        ?? slot.icons.first(where: \.isAdChoices)?.clickThrough.flatMap(WebURL.from))
    // The id of the creative the slot plays: another creative's is not this one's.
    slot.universalAdID = format.isFullScreen ? ad.linear?.universalAdID : ad.nonLinearUniversalAdID
    for verification in ad.verifications {
      // One with no script a provider can load (none over https) is rejected whoever measures.
      let rejected = verification.measured.isEmpty
      for item in verification.tracking where item.event == "verificationNotExecuted" {
        slot.add(item.url, for: Self.verificationNotExecuted)
        if rejected { slot.add(item.url, for: Self.verificationRejected) }
      }
    }
    return slot
  }

  /// The key of the VAST verifications' `verificationNotExecuted` pixels in ``tracking``: they
  /// fire when the ad is shown and no measurement provider measures it, with `[REASON]` 2
  /// (verification not supported).
  package static let verificationNotExecuted = "verification_not_executed"

  /// The key of the `verificationNotExecuted` pixels of the verifications with no script a
  /// measurement provider can be given (none over https): when a provider measures the ad, they
  /// fire as it goes on screen with `[REASON]` 1 (the resource was rejected).
  package static let verificationRejected = "verification_rejected"

  /// The SDK's wire name for a VAST tracking event it reports, or nil for events the SDK does
  /// not report (`progress` is kept apart, by offset). `creativeView` fires with the
  /// impression.
  static func eventName(forVASTEvent event: String) -> String? {
    switch event {
    case "creativeView": "impression"
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

  private mutating func addClick(through clickThrough: String?, tracking: [String]) {
    if clickURL == nil { clickURL = clickThrough.flatMap(WebURL.from) }
    for url in tracking { add(url, for: "click") }
  }

  private mutating func add(_ items: [VASTTracking]) {
    for item in items {
      guard let name = Self.eventName(forVASTEvent: item.event) else { continue }
      add(item.url, for: name)
    }
  }

  /// `progress` trackers with a usable offset (time, or a share of `duration`).
  private mutating func addProgress(_ items: [VASTTracking], duration: TimeInterval) {
    for item in items {
      guard let offset = item.offset?.seconds(of: duration), offset >= 0, offset <= duration,
        let template = WireSlot.trackingTemplate(item.url)
      else { continue }
      progressTracking.append(ProgressPixel(offset: offset, url: template))
    }
  }

  private mutating func add(_ string: String, for name: String) {
    guard let template = WireSlot.trackingTemplate(string) else { return }
    tracking[name, default: []].append(template)
  }
}

extension VASTIcon {
  /// The icon with its view and click tracking under the rules of every other pixel
  /// (``WireSlot/trackingTemplate(_:)``): a URL that is not `http` or `https` with a host, or
  /// that has a user name or password, is left out.
  var trackingChecked: VASTIcon {
    var icon = self
    icon.viewTrackingURLs = viewTrackingURLs.compactMap(WireSlot.trackingTemplate)
    icon.clickTrackingURLs = clickTrackingURLs.compactMap(WireSlot.trackingTemplate)
    return icon
  }
}

extension VASTVerification {
  /// The verification's scripts as a measurement provider gets them: one each, https only.
  var measured: [MeasuredAd.Verification] {
    scripts.compactMap { script in
      guard let url = URL(string: script.url), WebURL.isSecure(url) else { return nil }
      return MeasuredAd.Verification(
        vendor: vendor, scriptURL: url, apiFramework: script.apiFramework,
        isBrowserOptional: script.browserOptional, parameters: parameters)
    }
  }
}
