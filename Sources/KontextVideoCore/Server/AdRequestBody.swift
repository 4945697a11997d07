import Foundation

/// The JSON body of `POST /v1/ads`. `title_id` is Kontext's field; the rest is our extension.
package struct AdRequestBody: Encodable, Sendable, Hashable {
  package struct ContentBody: Encodable, Sendable, Hashable {
    var id: String
    var language: String
    var title: String?
    var duration: TimeInterval?
    var genre: String?
    var series: SeriesBody?
  }

  package struct SeriesBody: Encodable, Sendable, Hashable {
    var id: String
    var title: String?
    var episodeCount: Int?
  }

  package struct PlacementBody: Encodable, Sendable, Hashable {
    var playhead: TimeInterval?
    var playerWidth: Double?
    var playerHeight: Double?
    var position: String
  }

  package struct SDKBody: Encodable, Sendable, Hashable {
    var name: String
    var version: String
    var platform: String
  }

  package struct UserBody: Encodable, Sendable, Hashable {
    var installId: String
  }

  package struct RegulatoryBody: Encodable, Sendable, Hashable {
    var gdpr: Bool?
    var gdprConsent: String?
    var usPrivacy: String?
    var gpp: String?
    var gppSid: [Int]
    var coppa: Bool
  }

  var titleId: String
  var format: AdFormat
  var requestId: String
  var content: ContentBody
  var placement: PlacementBody
  var sdk: SDKBody
  var user: UserBody
  var regulatory: RegulatoryBody

  package init(
    format: AdFormat,
    requestID: String,
    content: KontextVideo.Content,
    playhead: TimeInterval?,
    installID: String,
    consent: ConsentSignals
  ) {
    titleId = content.id
    self.format = format
    requestId = requestID
    self.content = ContentBody(
      id: content.id,
      language: content.language,
      title: content.title,
      duration: content.duration,
      genre: content.genre,
      series: content.series.map {
        SeriesBody(id: $0.id, title: $0.title, episodeCount: $0.episodeCount)
      }
    )
    placement = PlacementBody(
      playhead: playhead,
      playerWidth: nil,
      playerHeight: nil,
      position: Self.position(for: format, playhead: playhead, duration: content.duration)
    )
    sdk = SDKBody(
      name: KontextVideo.sdkName, version: KontextVideo.sdkVersion, platform: Self.platform)
    user = UserBody(installId: installID)
    regulatory = RegulatoryBody(
      gdpr: consent.gdprApplies,
      gdprConsent: consent.gdprConsent,
      usPrivacy: consent.usPrivacy,
      gpp: consent.gpp,
      gppSid: consent.gppSectionIDs,
      coppa: consent.childDirected
    )
  }

  static func position(for format: AdFormat, playhead: TimeInterval?, duration: TimeInterval?)
    -> String
  {
    switch format {
    case .pause: return "pause"
    case .overlay: return "mid"
    case .linear:
      guard let playhead, playhead > 0 else { return "pre" }
      if let duration, playhead >= duration - 1 { return "post" }
      return "mid"
    }
  }

  static var platform: String {
    #if os(iOS)
      "ios"
    #elseif os(Linux)
      "linux"
    #else
      "other"
    #endif
  }

  /// Encodes with snake_case keys.
  package func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(self)
  }
}
