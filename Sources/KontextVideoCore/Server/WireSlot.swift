import Foundation

/// One slot as it arrives. A slot whose required fields are missing, or whose known fields
/// have the wrong type, is not read (and the response skips it).
struct WireSlot {
  struct Creative {
    var type: String
    var url: String?
    var xml: String?
    var width: Double?
    var height: Double?
    var durationSeconds: Double?
  }

  var slotID: String
  var format: String
  var iframeURL: String?
  var creative: Creative?
  var layout: String?
  var displaySeconds: Double?
  var skipAfterSeconds: Double?
  var expiresAt: String?
  var ttlSeconds: Double?
  var clickURL: String?
  var tracking: [String: [String]]
  var advertiser: String?
  var whyThisAd: (reasons: [String], url: String?)?
  /// The `skadn` object, read whole: its checks come with the slot (``SKAdNetworkParameters``).
  var skAdNetwork: Any?
  /// The `reward` object of a rewarded slot.
  var reward: [String: Any]?

  /// Reads one element of `slots`.
  init?(_ value: Any) {
    guard var fields = JSONObjectReader(value), let slotID = fields.string("slot_id"),
      let format = fields.string("format")
    else { return nil }
    self.slotID = slotID
    self.format = format
    iframeURL = fields.string("iframe_url")
    layout = fields.string("layout")
    displaySeconds = fields.number("display_seconds")
    skipAfterSeconds = fields.number("skip_after_seconds")
    expiresAt = fields.string("expires_at")
    ttlSeconds = fields.number("ttl_seconds")
    clickURL = fields.string("click_url")
    advertiser = fields.string("advertiser")
    skAdNetwork = fields.object["skadn"].flatMap { $0 is NSNull ? nil : $0 }
    reward = fields.object("reward")
    // Read leniently, as tracking is: a reason that is not a string is left out.
    whyThisAd = fields.object("why_this_ad").map { why in
      ((why["reasons"] as? [Any] ?? []).compactMap { $0 as? String }, why["url"] as? String)
    }
    creative = nil
    if let object = fields.object("creative") {
      guard var creative = JSONObjectReader(object), let type = creative.string("type") else {
        return nil
      }
      self.creative = Creative(
        type: type, url: creative.string("url"), xml: creative.string("xml"),
        width: creative.number("width"), height: creative.number("height"),
        durationSeconds: creative.number("duration_seconds"))
      guard creative.isWellTyped else { return nil }
    }
    // Tracking is read leniently: an event whose value is not a list of strings fires nothing.
    tracking = [:]
    for (event, urls) in fields.object("tracking") ?? [:] {
      tracking[event] = (urls as? [Any] ?? []).compactMap { $0 as? String }
    }
    guard fields.isWellTyped else { return nil }
  }

  /// The checked slot, or `nil` when its format or creative is unknown or unusable.
  var slot: AdSlot? {
    guard let format = AdFormat(rawValue: format), !slotID.isEmpty,
      let creative = checkedCreative(for: format)
    else { return nil }
    // A rewarded slot without a usable reward cannot be offered: nothing would be earned.
    let reward = format == .rewarded ? self.reward.flatMap(VideoAdReward.read) : nil
    if format == .rewarded, reward == nil { return nil }
    var tracking: [String: [String]] = [:]
    for (event, urls) in self.tracking {
      tracking[event] = urls.compactMap(Self.trackingTemplate)
    }
    var slot = AdSlot(
      id: slotID,
      format: format,
      creative: creative,
      pauseStyle: layout == "full_player" ? .pauseFullPlayer : .pauseCard,
      displaySeconds: ServerBounds.clamp(displaySeconds, to: ServerBounds.displaySeconds),
      skipAfterSeconds: ServerBounds.within(skipAfterSeconds, ServerBounds.skipAfterSeconds),
      lifetime: lifetime,
      clickURL: clickURL.flatMap(WebURL.from),
      tracking: tracking
    )
    slot.skAdNetwork = skAdNetwork.map(SKAdNetworkParameters.read)
    slot.reward = reward
    slot.disclosure = AdDisclosure(
      advertiser: advertiser, reasons: whyThisAd?.reasons ?? [],
      moreInformationURL: whyThisAd?.url.flatMap(WebURL.from))
    return slot
  }

  private var lifetime: AdSlot.Lifetime {
    if let expiresAt, let date = Self.parseDate(expiresAt) { return .expiresAt(date) }
    if let ttl = ServerBounds.clamp(ttlSeconds, to: ServerBounds.lifetimeSeconds) {
      return .seconds(ttl)
    }
    return .seconds(KontextVideo.Defaults.adLifetime)
  }

  private func checkedCreative(for format: AdFormat) -> AdCreative? {
    let type = creative?.type ?? (iframeURL == nil ? "" : "html")
    let size = creative.flatMap { creative -> AdSize? in
      guard let width = ServerBounds.within(creative.width, ServerBounds.creativeSide),
        let height = ServerBounds.within(creative.height, ServerBounds.creativeSide)
      else { return nil }
      return AdSize(width: width, height: height)
    }
    let source: AdCreative.Source
    switch type {
    case "html":
      guard let url = (iframeURL ?? creative?.url).flatMap(Self.creativeURL) else { return nil }
      source = .html(url)
    case "image":
      guard let url = (creative?.url).flatMap(Self.creativeURL) else { return nil }
      source = .image(url)
    case "vast":
      let url = (creative?.url).flatMap(Self.creativeURL)
      guard creative?.xml != nil || url != nil else { return nil }
      source = .vast(xml: creative?.xml, url: url)
    default:
      return nil
    }
    let duration = ServerBounds.within(creative?.durationSeconds, ServerBounds.durationSeconds)
    // A linear ad needs its length: from `duration_seconds`, or from its VAST document.
    if format.isFullScreen, duration == nil {
      guard case .vast = source else { return nil }
    }
    return AdCreative(source: source, size: size, duration: duration)
  }

  /// An `https` URL (plain `http` on loopback only).
  private static func creativeURL(_ string: String) -> URL? {
    WebURL.secure(string)
  }

  /// A tracking URL template: `http` or `https` with a host, kept as written so its VAST
  /// macros are not percent-encoded away.
  static func trackingTemplate(_ string: String) -> String? {
    let template = string.trimmedWhitespace
    return WebURL.from(bracketsEscaped(template)) == nil ? nil : template
  }

  /// `string` with `[` and `]` percent-encoded, so that `URL` accepts a template's macros;
  /// a byte copy (Foundation's `replacingOccurrences` costs microseconds a call on Linux).
  static func bracketsEscaped(_ string: String) -> String {
    let open = UInt8(ascii: "[")
    let close = UInt8(ascii: "]")
    guard string.utf8.contains(where: { $0 == open || $0 == close }) else { return string }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(string.utf8.count + 8)
    for byte in string.utf8 {
      switch byte {
      case open: bytes.append(contentsOf: Array("%5B".utf8))
      case close: bytes.append(contentsOf: Array("%5D".utf8))
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func parseDate(_ string: String) -> Date? {
    RFC3339.date(from: string)
  }
}
