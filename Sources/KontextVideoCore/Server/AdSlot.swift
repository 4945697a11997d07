import Foundation

/// One ad the server filled, decoded and checked.
package struct AdSlot: Sendable, Hashable {
  /// How long the ad may wait to be shown.
  package enum Lifetime: Sendable, Hashable {
    case expiresAt(Date)
    case seconds(TimeInterval)

    /// Seconds left from `now`, never negative.
    package func remaining(from now: Date) -> TimeInterval {
      switch self {
      case .expiresAt(let date):
        min(max(date.timeIntervalSince(now), 0), ServerBounds.lifetimeSeconds.upperBound)
      case .seconds(let seconds): min(max(seconds, 0), ServerBounds.lifetimeSeconds.upperBound)
      }
    }
  }

  package var id: String
  package var format: AdFormat
  package var creative: AdCreative
  /// How a pause ad is drawn: a card (default) or the whole player.
  package var pauseStyle: AdPlacementStyle
  package var displaySeconds: TimeInterval?
  package var skipAfterSeconds: TimeInterval?
  package var lifetime: Lifetime
  package var clickURL: URL?
  /// Third-party tracking URL templates by event name, kept as text so their VAST macros
  /// (`[TIMESTAMP]`, ...) survive until they are expanded.
  package var tracking: [String: [String]]
  /// Third-party URL templates to fire when a linear ad's video reaches a point, in seconds
  /// (VAST `progress` tracking).
  package var progressTracking: [ProgressPixel] = []
  /// The verification scripts of the ad's VAST document, for a measurement provider.
  package var verifications: [MeasuredAd.Verification] = []
  /// The creative's universal id, from its VAST document.
  package var universalAdID: UniversalAdID?
  /// Who the advertiser is and why the ad was shown, for the ⓘ sheet.
  package var disclosure: AdDisclosure = .none
  /// A linear creative's VAST icons (the AdChoices icon among them).
  package var icons: [VASTIcon] = []
  /// The server's SKAdNetwork attribution (`skadn`), or why it was refused; nil without one.
  package var skAdNetwork: Result<SKAdNetworkParameters, SKAdNetworkRefusal>?
  /// A rewarded ad's reward, and what earns it; nil for the other formats.
  package var reward: VideoAdReward?

  /// A URL template for a point of a linear ad's video.
  package struct ProgressPixel: Sendable, Hashable {
    package var offset: TimeInterval
    package var url: String
  }

  package init(
    id: String,
    format: AdFormat,
    creative: AdCreative,
    pauseStyle: AdPlacementStyle = .pauseCard,
    displaySeconds: TimeInterval? = nil,
    skipAfterSeconds: TimeInterval? = nil,
    lifetime: Lifetime = .seconds(KontextVideo.Defaults.adLifetime),
    clickURL: URL? = nil,
    tracking: [String: [String]] = [:]
  ) {
    self.id = id
    self.format = format
    self.creative = creative
    self.pauseStyle = pauseStyle
    self.displaySeconds = displaySeconds
    self.skipAfterSeconds = skipAfterSeconds
    self.lifetime = lifetime
    self.clickURL = clickURL
    self.tracking = tracking
  }

  /// What identifies the slot's creative across ad responses while the app runs: its
  /// universal ad id, else what it draws (a linear ad's video, an image, a page, an HTML
  /// document), else its VAST tag; a creative the viewer reported is not shown again.
  package var creativeKey: String {
    if let universalAdID { return "uaid \(universalAdID.registry) \(universalAdID.value)" }
    if let mediaURL = creative.mediaURL { return "url \(mediaURL.absoluteString)" }
    switch creative.source {
    case .html(let url), .image(let url): return "url \(url.absoluteString)"
    case .htmlDocument(let html): return "html \(html)"
    case .vast(let xml, let url):
      if let url { return "vast \(url.absoluteString)" }
      return "vast \(xml ?? id)"
    }
  }

  /// The placement style of an inline ad.
  package var placementStyle: AdPlacementStyle {
    format == .overlay ? .overlay : pauseStyle
  }

  /// The linear skip offset: the server's, made no later than 6 s for ads over 31 s. A rewarded
  /// ad has none: watching, not skipping, earns it (its close control asks first).
  package var effectiveSkipOffset: TimeInterval? {
    guard format != .rewarded else { return nil }
    let duration = creative.duration ?? 0
    guard duration > KontextVideo.Defaults.longLinearThreshold else { return skipAfterSeconds }
    return min(skipAfterSeconds ?? .infinity, KontextVideo.Defaults.longLinearSkipOffset)
  }
}
