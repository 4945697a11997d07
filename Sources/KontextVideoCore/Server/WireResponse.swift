import Foundation

/// The response as it arrives, before checks. Every field but `slots` is optional.
struct WireResponse: Decodable {
  var requestID: String?
  var slots: [Lossy<WireSlot>]
  var noFillReason: String?

  enum CodingKeys: String, CodingKey {
    case requestID = "request_id"
    case slots
    case noFillReason = "no_fill_reason"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    requestID = try? container.decodeIfPresent(String.self, forKey: .requestID)
    slots = try container.decode([Lossy<WireSlot>].self, forKey: .slots)
    noFillReason = try? container.decodeIfPresent(String.self, forKey: .noFillReason)
  }
}

/// A value that decodes to `nil` instead of failing its array.
struct Lossy<Value: Decodable>: Decodable {
  var value: Value?

  init(from decoder: any Decoder) throws {
    value = try? Value(from: decoder)
  }
}

/// One slot as it arrives.
struct WireSlot: Decodable {
  struct Creative: Decodable {
    var type: String
    var url: String?
    var xml: String?
    var width: Double?
    var height: Double?
    var durationSeconds: Double?

    enum CodingKeys: String, CodingKey {
      case type, url, xml, width, height
      case durationSeconds = "duration_seconds"
    }
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
  var tracking: [String: Lossy<[String]>]?

  enum CodingKeys: String, CodingKey {
    case slotID = "slot_id"
    case format
    case iframeURL = "iframe_url"
    case creative, layout, tracking
    case displaySeconds = "display_seconds"
    case skipAfterSeconds = "skip_after_seconds"
    case expiresAt = "expires_at"
    case ttlSeconds = "ttl_seconds"
    case clickURL = "click_url"
  }

  /// The checked slot, or `nil` when its format or creative is unknown or unusable.
  var slot: AdSlot? {
    guard let format = AdFormat(rawValue: format), !slotID.isEmpty,
      let creative = checkedCreative(for: format)
    else { return nil }
    var tracking: [String: [String]] = [:]
    for (event, urls) in self.tracking ?? [:] {
      tracking[event] = (urls.value ?? []).compactMap(Self.trackingTemplate)
    }
    return AdSlot(
      id: slotID,
      format: format,
      creative: creative,
      pauseStyle: layout == "full_player" ? .pauseFullPlayer : .pauseCard,
      displaySeconds: displaySeconds.flatMap { $0 > 0 ? $0 : nil },
      skipAfterSeconds: skipAfterSeconds.flatMap { $0 >= 0 ? $0 : nil },
      lifetime: lifetime,
      clickURL: clickURL.flatMap(Self.webURL),
      tracking: tracking
    )
  }

  private var lifetime: AdSlot.Lifetime {
    if let expiresAt, let date = Self.parseDate(expiresAt) { return .expiresAt(date) }
    if let ttlSeconds, ttlSeconds.isFinite { return .seconds(ttlSeconds) }
    return .seconds(KontextVideo.Defaults.adLifetime)
  }

  private func checkedCreative(for format: AdFormat) -> AdCreative? {
    let type = creative?.type ?? (iframeURL == nil ? "" : "html")
    let size = creative.flatMap { creative -> AdSize? in
      guard let width = creative.width, let height = creative.height else { return nil }
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
    let duration = creative?.durationSeconds.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    // A linear ad needs its length: from `duration_seconds`, or from its VAST document.
    if format == .linear, duration == nil {
      guard case .vast = source else { return nil }
    }
    return AdCreative(source: source, size: size, duration: duration)
  }

  /// An `http(s)` URL, or a sandbox creative URL.
  private static func creativeURL(_ string: String) -> URL? {
    guard let url = URL(string: string) else { return nil }
    return url.scheme == SandboxCreativeBehavior.scheme ? url : webURL(string)
  }

  /// A tracking URL template: `http` or `https` with a host, kept as written so its VAST
  /// macros are not percent-encoded away.
  static func trackingTemplate(_ string: String) -> String? {
    let template = string.trimmedWhitespace
    let probe = template.replacingOccurrences(of: "[", with: "%5B")
      .replacingOccurrences(of: "]", with: "%5D")
    return webURL(probe) == nil ? nil : template
  }

  /// An `http` or `https` URL with a host.
  static func webURL(_ string: String) -> URL? {
    guard let url = URL(string: string), let scheme = url.scheme?.lowercased(),
      scheme == "https" || scheme == "http", url.host != nil
    else { return nil }
    return url
  }

  private static func parseDate(_ string: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = formatter.date(from: string) { return date }
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.date(from: string)
  }
}
