import Foundation

/// What the inspector's export holds: the masked snapshot, and the VAST documents of the most
/// recent ads (masked too). ``AdInspector/exportJSON()`` writes it; ``init(json:)`` reads it
/// back (for a tool that reads a tester's export).
public struct AdInspectorExport: Codable, Sendable, Hashable {
  /// The session's ads and beacons, masked.
  public var snapshot: AdInspectorSnapshot
  /// Each recent ad's VAST documents, in the order of its wrapper chain, by request id.
  public var vastDocuments: [String: [String]]

  enum CodingKeys: String, CodingKey {
    case snapshot = "inspector"
    case vastDocuments = "vast_documents"
  }

  /// An export read back from its JSON.
  public init(json: Data) throws {
    self = try Self.decoder.decode(Self.self, from: json)
  }

  init(snapshot: AdInspectorSnapshot, vastDocuments: [String: [String]]) {
    self.snapshot = snapshot
    self.vastDocuments = vastDocuments
  }

  /// Sorted keys, ISO 8601 dates with milliseconds: the same session gives the same bytes.
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(RFC3339.string(from: date))
    }
    return encoder
  }

  static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      guard let date = RFC3339.date(from: text) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "not an RFC 3339 date: \(text)"))
      }
      return date
    }
    return decoder
  }
}
