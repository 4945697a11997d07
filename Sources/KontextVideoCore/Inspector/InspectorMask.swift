import Foundation

/// Masks what an export must not show: the publisher token, the install, advertising and vendor
/// identifiers, and the consent strings, wherever they appear (a tracking URL after macro
/// expansion, an error message, a VAST document), in any letter case: as they are,
/// percent-encoded once or twice, in base64, as hex, and an identifier without its dashes.
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
      for form in (encoded.compactMap { $0 } + Self.otherForms(of: value))
      where form.count >= Self.minimumLength {
        forms[form] = label.rawValue
      }
    }
    replacements = forms.sorted { ($0.key.count, $0.key) > ($1.key.count, $1.key) }
  }

  /// `text` with every secret replaced by its label, in any letter case, and the URLs in it
  /// without their user names and passwords.
  func callAsFunction(_ text: String) -> String {
    var result = WebURL.withoutCredentials(inText: text)
    for (secret, label) in replacements
    where result.range(of: secret, options: .caseInsensitive) != nil {
      result = result.replacingOccurrences(of: secret, with: label, options: .caseInsensitive)
    }
    return result
  }

  /// The forms a secret takes when a server or a tracker encodes it again: percent-encoded
  /// twice, in base64 (standard and URL-safe, with and without padding), as the hex of its
  /// bytes, and, for an identifier, its UUID without dashes. Matching ignores letter case, so
  /// each is listed once.
  static func otherForms(of value: String) -> [String] {
    let bytes = Data(value.utf8)
    let base64 = bytes.base64EncodedString()
    let urlSafe = base64.replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_")
    let unpadded = { (text: String) in String(text.reversed().drop { $0 == "=" }.reversed()) }
    var forms = [base64, unpadded(base64), urlSafe, unpadded(urlSafe)]
    forms.append(bytes.map { String(format: "%02x", $0) }.joined())
    if let once = value.addingPercentEncoding(withAllowedCharacters: .rfc3986Unreserved),
      once != value,
      let twice = once.addingPercentEncoding(withAllowedCharacters: .rfc3986Unreserved)
    {
      forms.append(twice)
    }
    if UUID(uuidString: value) != nil {
      forms.append(value.replacingOccurrences(of: "-", with: ""))
    }
    return forms
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
      beacon.url = self(beacon.fromEarlierLaunch ? Self.hostOnly(beacon.url) : beacon.url)
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

  /// A pixel's URL recorded by an earlier launch, whose path, query and fragment may carry
  /// that launch's consent strings and identifiers, which this launch cannot know to mask: only
  /// its scheme and host are shown.
  static func hostOnly(_ url: String) -> String {
    guard let components = URLComponents(string: url), let scheme = components.scheme,
      let host = components.host
    else { return "<a URL of an earlier launch>" }
    let port = components.port.map { ":\($0)" } ?? ""
    return "\(scheme)://\(host)\(port)/<path and query of an earlier launch>"
  }

  /// The last four characters of `value`, after an ellipsis: `…1A2B`.
  static func lastFour(_ value: String) -> String {
    value.count > 4 ? "…" + value.suffix(4) : "…"
  }
}
