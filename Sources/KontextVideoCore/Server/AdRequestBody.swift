import Foundation

/// The JSON body of `POST /v1/ads`. `title_id` is Kontext's field; the rest is our extension.
package struct AdRequestBody: Sendable, Hashable {
  struct ContentBody: Sendable, Hashable {
    var id: String
    var language: String
    var title: String?
    var duration: TimeInterval?
    var genre: String?
    var series: SeriesBody?
  }

  struct SeriesBody: Sendable, Hashable {
    var id: String
    var title: String?
    var episodeCount: Int?
  }

  struct PlacementBody: Sendable, Hashable {
    var playhead: TimeInterval?
    var playerWidth: Double?
    var playerHeight: Double?
    var position: String
    /// An opt-in rewarded placement (OpenRTB's `imp.rwdd`); left out for the other formats.
    var rewarded: Bool?
    /// The kinds of creative the device can draw (``PlatformInfo/creativeTypes``): the server
    /// fills the slot with no other.
    var creativeTypes: [String]
  }

  struct RewardRequestBody: Sendable, Hashable {
    var userId: String?
    var customData: String?
  }

  struct AppBody: Sendable, Hashable {
    var bundleId: String?
    var version: String?
  }

  struct SDKBody: Sendable, Hashable {
    var name: String
    var version: String
    var platform: String
  }

  struct DeviceBody: Sendable, Hashable {
    var os: String
    var osVersion: String
    var model: String
    var locale: String
    var timezone: String
    var screenWidth: Double?
    var screenHeight: Double?
    var screenScale: Double?
  }

  struct UserBody: Sendable, Hashable {
    /// The install id, where the decision allows it.
    var installId: String?
    /// The launch's id, sent in the install id's place.
    var sessionId: String?
    var advertisingId: String?
    var vendorId: String?
    var trackingAuthorization: String
  }

  struct RegulatoryBody: Sendable, Hashable {
    var gdpr: Bool?
    var gdprConsent: String?
    var usPrivacy: String?
    var gpp: String?
    var gppSid: [Int]
    var coppa: Bool
  }

  /// What the device and app take of SKAdNetwork, in the shape of OpenRTB's SKAdNetwork
  /// extension (`imp.ext.skadn`): the versions StoreKit verifies here and the network ids the
  /// app declares, so that the server signs only what StoreKit can credit. Left out off iOS.
  struct SKAdNetworkBody: Sendable, Hashable {
    var versions: [String]
    var networkIds: [String]
  }

  /// The most declared network ids a request carries (apps with mediation declare a few
  /// hundred; the rest are left out, sorted, so a request stays small).
  package static let maximumNetworkIDsSent = 512

  var titleId: String
  var format: AdFormat
  var requestId: String
  var content: ContentBody
  var placement: PlacementBody
  var app: AppBody
  var sdk: SDKBody
  var device: DeviceBody
  var user: UserBody
  var regulatory: RegulatoryBody
  /// What the app wants back on its server with a rewarded ad's reward.
  var rewardRequest: RewardRequestBody?
  /// What the device and app take of SKAdNetwork; nil off iOS.
  var skAdNetwork: SKAdNetworkBody?
  /// Which identifiers the body carries, and why not the others.
  package let decision: IdentifierDecision

  /// `id` as sent: nil for none, and for the all-zero id a device reports without consent.
  private static func advertisingID(_ id: UUID?) -> String? {
    guard let id, id != UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) else {
      return nil
    }
    return id.uuidString
  }

  /// The body for `context`, with consent (configured, merged over stored) and platform read
  /// just before sending. The identifiers `identifiers` lets the app send, and the install id,
  /// go with it only where ``IdentifierDecision`` allows them: `installID` is not evaluated
  /// otherwise (its file is not touched), and `sessionID` is sent in its place.
  package init(
    context: AdRequestContext, installID: @autoclosure () -> String, sessionID: String,
    consent: ConsentSignals, platform: PlatformInfo,
    identifiers: IdentifierPolicy = IdentifierPolicy()
  ) {
    let decision = IdentifierDecision(
      policy: identifiers, trackingAuthorized: platform.trackingAuthorization == .authorized,
      consent: consent)
    self.decision = decision
    let content = context.content
    titleId = content.id
    format = context.format
    requestId = context.requestID
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
      playhead: context.playhead,
      playerWidth: context.playerSize?.width,
      playerHeight: context.playerSize?.height,
      position: Self.position(
        for: context.format, playhead: context.playhead, duration: content.duration),
      rewarded: context.format == .rewarded ? true : nil,
      creativeTypes: platform.creativeTypes
    )
    rewardRequest = context.rewardRequest.map {
      RewardRequestBody(userId: $0.userID, customData: $0.customData)
    }
    app = AppBody(bundleId: platform.bundleID, version: platform.appVersion)
    skAdNetwork = platform.skAdNetwork.map {
      SKAdNetworkBody(
        versions: $0.versions,
        networkIds: Array($0.declaredNetworks.prefix(Self.maximumNetworkIDsSent)))
    }
    sdk = SDKBody(
      name: KontextVideo.sdkName, version: KontextVideo.sdkVersion, platform: BuildPlatform.os)
    device = DeviceBody(
      os: platform.os,
      osVersion: platform.osVersion,
      model: platform.model,
      locale: platform.locale,
      timezone: platform.timeZone,
      screenWidth: platform.screen?.width,
      screenHeight: platform.screen?.height,
      screenScale: platform.screenScale
    )
    user = UserBody(
      installId: decision.sendsInstallIdentifier ? installID() : nil,
      sessionId: decision.sendsInstallIdentifier ? nil : sessionID,
      advertisingId: decision.sendsAdvertisingIdentifier
        ? Self.advertisingID(identifiers.readAdvertisingID?()) : nil,
      vendorId: decision.sendsVendorIdentifier ? platform.vendorID : nil,
      trackingAuthorization: platform.trackingAuthorization.rawValue
    )
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
    case .linear, .rewarded:
      guard let playhead, playhead > 0 else { return "pre" }
      if let duration, playhead >= duration - 1 { return "post" }
      return "mid"
    }
  }

  /// The body as compact JSON with snake_case keys; absent values are left out.
  package func encoded() -> Data {
    var json = JSONWriter()
    json.beginObject()
    json.field("title_id", titleId)
    json.field("format", format.rawValue)
    json.field("request_id", requestId)
    json.beginObject("content")
    json.field("id", content.id)
    json.field("language", content.language)
    json.field("title", content.title)
    json.field("duration", content.duration)
    json.field("genre", content.genre)
    if let series = content.series {
      json.beginObject("series")
      json.field("id", series.id)
      json.field("title", series.title)
      json.field("episode_count", series.episodeCount)
      json.endObject()
    }
    json.endObject()
    json.beginObject("placement")
    json.field("playhead", placement.playhead)
    json.field("player_width", placement.playerWidth)
    json.field("player_height", placement.playerHeight)
    json.field("position", placement.position)
    json.field("rewarded", placement.rewarded)
    json.field("creative_types", placement.creativeTypes)
    json.endObject()
    if let rewardRequest {
      json.beginObject("reward_request")
      json.field("user_id", rewardRequest.userId)
      json.field("custom_data", rewardRequest.customData)
      json.endObject()
    }
    json.beginObject("app")
    json.field("bundle_id", app.bundleId)
    json.field("version", app.version)
    json.endObject()
    if let skAdNetwork {
      json.beginObject("skadn")
      json.field("versions", skAdNetwork.versions)
      json.field("skadnetids", skAdNetwork.networkIds)
      json.endObject()
    }
    json.beginObject("sdk")
    json.field("name", sdk.name)
    json.field("version", sdk.version)
    json.field("platform", sdk.platform)
    json.endObject()
    json.beginObject("device")
    json.field("os", device.os)
    json.field("os_version", device.osVersion)
    json.field("model", device.model)
    json.field("locale", device.locale)
    json.field("timezone", device.timezone)
    json.field("screen_width", device.screenWidth)
    json.field("screen_height", device.screenHeight)
    json.field("screen_scale", device.screenScale)
    json.endObject()
    json.beginObject("user")
    json.field("install_id", user.installId)
    json.field("session_id", user.sessionId)
    json.field("advertising_id", user.advertisingId)
    json.field("vendor_id", user.vendorId)
    json.field("tracking_authorization", user.trackingAuthorization)
    json.endObject()
    json.beginObject("regulatory")
    json.field("gdpr", regulatory.gdpr)
    json.field("gdpr_consent", regulatory.gdprConsent)
    json.field("us_privacy", regulatory.usPrivacy)
    json.field("gpp", regulatory.gpp)
    json.field("gpp_sid", regulatory.gppSid)
    json.field("coppa", regulatory.coppa)
    json.endObject()
    json.endObject()
    return Data(json.bytes)
  }
}
