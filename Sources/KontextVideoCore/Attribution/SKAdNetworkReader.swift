import Foundation

/// Reads one `skadn` object field by field for ``SKAdNetworkParameters/read(_:)``, throwing the
/// first ``SKAdNetworkRefusal`` it meets.
struct SKAdNetworkReader {
  private let fields: [String: Any]

  init(_ value: Any) throws(SKAdNetworkRefusal) {
    guard let fields = value as? [String: Any] else { throw .notAnObject }
    self.fields = fields
  }

  func parameters() throws(SKAdNetworkRefusal) -> SKAdNetworkParameters {
    let version = try requiredText("version")
    guard let numbers = SKAdNetworkParameters.versionNumbers(version), numbers.major >= 2,
      "\(numbers.major).\(numbers.minor)" == version
    else {
      throw .unsupportedVersion(SKAdNetworkRefusal.quoted(version))
    }
    let network = try requiredText("network")
    guard Self.isNetworkIdentifier(network) else {
      throw .invalidNetwork(SKAdNetworkRefusal.quoted(network))
    }
    let itunesItem = try integer("itunesItem", in: fields)
    if let itunesItem, itunesItem <= 0 { throw .outOfRange("itunesItem", itunesItem) }
    let sourceApp = try integer("sourceApp", in: fields) ?? 0
    if sourceApp < 0 { throw .outOfRange("sourceApp", sourceApp) }
    let campaign = try integer("campaign", in: fields)
    if let campaign, !SKAdNetworkParameters.campaignRange.contains(campaign) {
      throw .outOfRange("campaign", campaign)
    }
    let sourceIdentifier = try integer("sourceIdentifier", in: fields)
    if let sourceIdentifier, !SKAdNetworkParameters.sourceIdentifierRange.contains(sourceIdentifier)
    {
      throw .outOfRange("sourceIdentifier", sourceIdentifier)
    }
    // Before 4.0 the campaign says which ad it was; from 4.0 the source identifier does, or
    // the campaign in its place.
    if numbers.major < 4, campaign == nil { throw .missing("campaign") }
    if numbers.major >= 4, campaign == nil, sourceIdentifier == nil {
      throw .missing("sourceIdentifier")
    }
    return SKAdNetworkParameters(
      version: version, network: network, itunesItem: itunesItem, sourceApp: sourceApp,
      campaign: campaign, sourceIdentifier: sourceIdentifier, fidelities: try fidelities())
  }

  private func fidelities() throws(SKAdNetworkRefusal) -> [SKAdNetworkParameters.Fidelity] {
    guard let raw = fields["fidelities"] else { throw .missing("fidelities") }
    guard let entries = raw as? [Any] else { throw .wrongType("fidelities") }
    guard !entries.isEmpty else { throw .noFidelity }
    var read: [SKAdNetworkParameters.Fidelity] = []
    for entry in entries {
      guard let entry = entry as? [String: Any] else { throw .wrongType("fidelities") }
      guard let number = try integer("fidelity", in: entry) else { throw .missing("fidelity") }
      guard let kind = SKAdNetworkParameters.Fidelity.Kind(rawValue: number) else {
        throw .unknownFidelity(number)
      }
      guard !read.contains(where: { $0.kind == kind }) else { throw .duplicateFidelity(number) }
      let nonceText = try requiredText("nonce", in: entry)
      guard let nonce = UUID(uuidString: nonceText) else {
        throw .invalidNonce(SKAdNetworkRefusal.quoted(nonceText))
      }
      guard let timestamp = try integer("timestamp", in: entry) else { throw .missing("timestamp") }
      guard SKAdNetworkParameters.timestampRange.contains(timestamp) else {
        throw .outOfRange("timestamp", timestamp)
      }
      let signature = try requiredText("signature", in: entry)
      guard signature.utf8.count <= SKAdNetworkParameters.maximumSignatureLength,
        signature.utf8.allSatisfy(Self.isSignatureByte)
      else {
        throw .wrongType("signature")
      }
      read.append(
        .init(kind: kind, nonce: nonce, timestamp: timestamp, signature: signature))
    }
    return read
  }

  private func requiredText(_ name: String) throws(SKAdNetworkRefusal) -> String {
    try requiredText(name, in: fields)
  }

  /// A non-empty text field (trimmed).
  private func requiredText(_ name: String, in object: [String: Any]) throws(SKAdNetworkRefusal)
    -> String
  {
    guard let value = object[name], !(value is NSNull) else { throw .missing(name) }
    guard let text = value as? String else { throw .wrongType(name) }
    let trimmed = text.trimmedWhitespace
    guard !trimmed.isEmpty else { throw .missing(name) }
    return trimmed
  }

  /// An integer field given as a JSON number without a fraction or as a string of decimal
  /// digits (with an optional minus sign, at most 18 digits: no `+`, no spaces inside); nil when
  /// absent or null.
  private func integer(_ name: String, in object: [String: Any]) throws(SKAdNetworkRefusal)
    -> Int?
  {
    guard let value = object[name], !(value is NSNull) else { return nil }
    if let text = value as? String {
      let trimmed = text.trimmedWhitespace
      let digits = trimmed.hasPrefix("-") ? trimmed.dropFirst() : Substring(trimmed)
      guard !digits.isEmpty, digits.count <= 18,
        digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(trimmed)
      else { throw .wrongType(name) }
      return number
    }
    // A JSON number (never `true` or `false`, which Foundation hands over as numbers too).
    guard let double = JSONObjectReader.number(value), double.isFinite,
      double.rounded() == double, abs(double) < 9e15
    else { throw .wrongType(name) }
    return Int(double)
  }

  /// A byte of a signature: base64 (standard or URL-safe) and its padding.
  static func isSignatureByte(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || (byte >= 0x30 && byte <= 0x39) || byte == 0x2B || byte == 0x2F || byte == 0x3D
      || byte == 0x2D || byte == 0x5F
  }

  /// Lowercase letters, digits, dots and dashes, ending in `.skadnetwork`.
  static func isNetworkIdentifier(_ text: String) -> Bool {
    guard text.count <= SKAdNetworkParameters.maximumNetworkLength,
      text.hasSuffix(".skadnetwork"), text.count > ".skadnetwork".count
    else { return false }
    return text.utf8.allSatisfy { byte in
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2E
        || byte == 0x2D
    }
  }
}
