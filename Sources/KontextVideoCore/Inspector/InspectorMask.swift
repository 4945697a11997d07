import Foundation

/// Masks what an export must not show: the publisher token, the install, advertising and vendor
/// identifiers, and the consent strings, wherever they appear (a tracking URL after macro
/// expansion, an error message, a VAST document), as they are and percent-encoded.
///
/// Values shorter than ``minimumLength`` are not masked: they would match ordinary words (the
/// sandbox's install id is `sandbox`), and real tokens, identifiers and consent strings are
/// longer.
struct InspectorMask: Sendable {
  /// The shortest value masked: 8 characters.
  static let minimumLength = 8

  /// What a masked value was.
  enum Label: String, Sendable, Hashable {
    case token = "<token>"
    case installID = "<install id>"
    case advertisingID = "<advertising id>"
    case vendorID = "<vendor id>"
    case tcString = "<tc string>"
    case gppString = "<gpp string>"
  }

  /// Each form a secret may take in text, longest first, with what replaces it.
  private let replacements: [(String, String)]

  init(secrets: [String: Label]) {
    var forms: [String: String] = [:]
    for (value, label) in secrets where !value.isEmpty {
      let encoded = [
        value, value.lowercased(), value.uppercased(),
        value.addingPercentEncoding(withAllowedCharacters: .alphanumerics),
        value.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed),
        // As the SDK's own macros encode it (RFC 3986's unreserved set), in either case of hex.
        value.addingPercentEncoding(withAllowedCharacters: .rfc3986Unreserved),
        value.addingPercentEncoding(withAllowedCharacters: .rfc3986Unreserved)
          .map(Self.lowercasingHex),
      ]
      for form in encoded.compactMap({ $0 }) where form.count >= Self.minimumLength {
        forms[form] = label.rawValue
      }
    }
    replacements = forms.sorted { ($0.key.count, $0.key) > ($1.key.count, $1.key) }
  }

  /// `text` with every secret replaced by its label, and the URLs in it without their user
  /// names and passwords.
  func callAsFunction(_ text: String) -> String {
    var result = WebURL.withoutCredentials(inText: text)
    for (secret, label) in replacements where result.contains(secret) {
      result = result.replacingOccurrences(of: secret, with: label)
    }
    return result
  }

  /// The snapshot with every free text masked.
  func callAsFunction(_ snapshot: AdInspectorSnapshot) -> AdInspectorSnapshot {
    var masked = snapshot
    masked.server = self(snapshot.server)
    masked.ads = snapshot.ads.map { ad in
      var ad = ad
      ad.request.contentID = self(ad.request.contentID)
      if let outcome = ad.request.response?.outcome { ad.request.response?.outcome = self(outcome) }
      ad.vastChain = ad.vastChain.map { hop in
        var hop = hop
        hop.url = hop.url.map { self($0) }
        hop.error = hop.error.map { self($0) }
        return hop
      }
      if let url = ad.media?.url { ad.media?.url = self(url) }
      ad.timeline = ad.timeline.map { event in
        var event = event
        event.reason = event.reason.map { self($0) }
        return event
      }
      return ad
    }
    masked.beacons = snapshot.beacons.map { beacon in
      var beacon = beacon
      beacon.url = self(beacon.fromEarlierLaunch ? Self.withoutQuery(beacon.url) : beacon.url)
      if case .givenUp(let reason) = beacon.state { beacon.state = .givenUp(reason: self(reason)) }
      return beacon
    }
    return masked
  }

  /// `text` with the hex digits of each percent escape lowercased: `%2F` → `%2f`.
  private static func lowercasingHex(_ text: String) -> String {
    var result = ""
    var escape = 0
    for character in text {
      if character == "%" {
        escape = 2
        result.append(character)
      } else if escape > 0 {
        escape -= 1
        result += character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// A pixel's URL recorded by an earlier launch, whose query carried that launch's consent
  /// strings and identifiers, which this launch cannot know to mask: its query is not shown.
  static func withoutQuery(_ url: String) -> String {
    guard let mark = url.firstIndex(of: "?") else { return url }
    return url[..<mark] + "?<query of an earlier launch>"
  }

  /// The last four characters of `value`, after an ellipsis: `…1A2B`.
  static func lastFour(_ value: String) -> String {
    value.count > 4 ? "…" + value.suffix(4) : "…"
  }
}
