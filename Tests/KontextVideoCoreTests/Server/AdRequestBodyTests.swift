import Foundation
import Testing

@testable import KontextVideoCore

struct AdRequestBodyTests {
  private let content = KontextVideo.Content(
    id: "ep", language: "en", title: "Episode", duration: 90, genre: "romance",
    series: .init(id: "s", title: "Series", episodeCount: 6))

  private func json(
    format: AdFormat = .linear, playhead: TimeInterval? = 90,
    consent: ConsentSignals = ConsentSignals(gdprApplies: false),
    platform: PlatformInfo = .current(),
    identifiers: IdentifierPolicy = IdentifierPolicy()
  ) throws -> [String: Any] {
    try Self.requestJSON(
      format: format, content: content, playhead: playhead, consent: consent,
      platform: platform, identifiers: identifiers)
  }

  /// The JSON the server reads of a request for `format` from `platform` (the other suites
  /// about the request use it too).
  static func requestJSON(
    format: AdFormat, content: KontextVideo.Content = .init(id: "ep", language: "en"),
    playhead: TimeInterval? = 3,
    consent: ConsentSignals = ConsentSignals(gdprApplies: false),
    platform: PlatformInfo, identifiers: IdentifierPolicy = IdentifierPolicy()
  ) throws -> [String: Any] {
    let context = AdRequestContext(
      format: format, requestID: "r", content: content, playhead: playhead,
      playerSize: AdSize(width: 390, height: 219), consent: consent)
    let body = AdRequestBody(
      context: context, installID: "install", sessionID: "session", consent: consent,
      platform: platform, identifiers: identifiers)
    return try #require(try JSONSerialization.jsonObject(with: body.encoded()) as? [String: Any])
  }

  @Test func carriesContentPlacementAppSDKAndDevice() throws {
    let body = try json()
    #expect(body["title_id"] as? String == "ep")
    #expect(body["format"] as? String == "linear")
    #expect(body["request_id"] as? String == "r")
    let series = (body["content"] as? [String: Any])?["series"] as? [String: Any]
    #expect(series?["episode_count"] as? Int == 6)
    let placement = try #require(body["placement"] as? [String: Any])
    #expect(placement["position"] as? String == "post")
    #expect(placement["player_width"] as? Double == 390)
    #expect((body["sdk"] as? [String: Any])?["name"] as? String == "KontextVideoSDK")
    let device = try #require(body["device"] as? [String: Any])
    #expect((device["os"] as? String)?.isEmpty == false)
    #expect((device["timezone"] as? String)?.isEmpty == false)
    #expect((body["user"] as? [String: Any])?["install_id"] as? String == "install")
  }

  @Test(arguments: [
    (AdFormat.linear, 0.0, "pre"), (.linear, 30, "mid"), (.linear, 90, "post"),
    (.pause, 30, "pause"),
    (.overlay, 30, "mid"),
  ])
  func positionFollowsFormatAndPlayhead(format: AdFormat, playhead: Double, expected: String) throws
  {
    let placement = try json(format: format, playhead: playhead)["placement"] as? [String: Any]
    #expect(placement?["position"] as? String == expected)
  }

  @Test func identifiersGoOnlyWhereTheAppAndTheViewerAllowThem() throws {
    let idfa = UUID(uuidString: "6D92078A-8246-4BA4-AE5B-76104861E7DC")!
    var platform = PlatformInfo.current()
    platform.vendorID = "0C4F8B43-2E1A-4F0B-9C39-6B2E1F3A7D55"
    func user(
      _ consent: ConsentSignals = ConsentSignals(gdprApplies: false), _ policy: IdentifierPolicy
    )
      throws -> [String: Any]?
    {
      try json(consent: consent, platform: platform, identifiers: policy)["user"] as? [String: Any]
    }
    let both = IdentifierPolicy(
      readAdvertisingID: { idfa }, sendsVendorIdentifier: true,
      advertisingIdentifierServer: URL(string: "https://idfa.ads.example"))
    // By default the app sends none.
    platform.trackingAuthorization = .authorized
    let outsideGDPR = ConsentSignals(gdprApplies: false)
    #expect(try user(outsideGDPR, IdentifierPolicy())?["advertising_id"] == nil)
    #expect(try user(outsideGDPR, IdentifierPolicy())?["vendor_id"] == nil)
    for status in [PlatformInfo.TrackingAuthorization.notDetermined, .restricted, .denied] {
      platform.trackingAuthorization = status
      #expect(try user(outsideGDPR, both)?["advertising_id"] == nil)
      #expect(
        try user(outsideGDPR, both)?["vendor_id"] as? String == platform.vendorID,
        "no ATT needed")
    }
    platform.trackingAuthorization = .authorized
    #expect(try user(outsideGDPR, both)?["advertising_id"] as? String == idfa.uuidString)
    let child = ConsentSignals(gdprApplies: false, childDirected: true)
    #expect(try user(child, both)?["advertising_id"] == nil)
    #expect(try user(child, both)?["vendor_id"] == nil)
    let zeros = IdentifierPolicy(
      readAdvertisingID: { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) },
      advertisingIdentifierServer: URL(string: "https://idfa.ads.example"))
    #expect(try user(outsideGDPR, zeros)?["advertising_id"] == nil)
  }

  /// A persistent id stored on the device goes only where the viewer's consent allows it; in
  /// its place, the launch's id. Its file is not touched for a request that may not carry it.
  @Test func theInstallIDGoesOnlyWhereConsentAllowsItAndTheSessionIDOtherwise() throws {
    let policy = IdentifierPolicy(tcfVendorID: 7)
    for (consent, sent) in [
      (ConsentSignals(gdprApplies: false), true),
      (ConsentSignals(gdprApplies: false, childDirected: true), false),
      (ConsentSignals(gdprApplies: false, underAgeOfConsent: true), false),
      (
        ConsentSignals(gdprApplies: true, tcfPurposeConsents: "0", tcfVendorConsents: "1111111"),
        false
      ),
      (
        ConsentSignals(gdprApplies: true, tcfPurposeConsents: "1", tcfVendorConsents: "1111111"),
        true
      ),
      (ConsentSignals(gdprApplies: false, usPrivacy: "1YYN"), false),
    ] {
      let user = try #require(
        try json(consent: consent, identifiers: policy)["user"] as? [String: Any])
      #expect((user["install_id"] as? String == "install") == sent, "\(consent)")
      #expect((user["session_id"] as? String == "session") == !sent, "\(consent)")
    }
    var evaluated = false
    let context = AdRequestContext(
      format: .pause, requestID: "r", content: content, playhead: 3, playerSize: nil,
      consent: ConsentSignals(childDirected: true))
    _ = AdRequestBody(
      context: context,
      installID: {
        evaluated = true
        return "install"
      }(), sessionID: "session", consent: context.consent, platform: .current())
    #expect(!evaluated, "the install id is not even read for a child")
  }

  /// A rewarded request says so (OpenRTB's `imp.rwdd`) and carries what the app wants back on
  /// its server; no other request carries either.
  @Test func aRewardedRequestSaysSoAndCarriesTheRewardRequest() throws {
    let context = AdRequestContext(
      format: .rewarded, requestID: "r", content: content, playhead: 90,
      consent: ConsentSignals(gdprApplies: false),
      rewardRequest: try RewardRequest(userID: "u-81", customData: "series=7&episode=12"))
    let body = AdRequestBody(
      context: context, installID: "install", sessionID: "session", consent: context.consent,
      platform: .current())
    let rewarded = try #require(
      try JSONSerialization.jsonObject(with: body.encoded()) as? [String: Any])
    #expect(rewarded["format"] as? String == "rewarded")
    #expect((rewarded["placement"] as? [String: Any])?["rewarded"] as? Bool == true)
    let reward = try #require(rewarded["reward_request"] as? [String: Any])
    #expect(reward["user_id"] as? String == "u-81")
    #expect(reward["custom_data"] as? String == "series=7&episode=12")
    let linear = try json(format: .linear)
    #expect((linear["placement"] as? [String: Any])?["rewarded"] == nil)
    #expect(linear["reward_request"] == nil)
  }

  @Test func regulatoryFieldsAreForwarded() throws {
    let consent = ConsentSignals(
      gdprApplies: true, gdprConsent: "TCF", usPrivacy: "1YNN", gpp: "DBAB", gppSectionIDs: [2, 6],
      childDirected: true)
    let regulatory = try #require(try json(consent: consent)["regulatory"] as? [String: Any])
    #expect(regulatory["gdpr"] as? Bool == true)
    #expect(regulatory["gdpr_consent"] as? String == "TCF")
    #expect(regulatory["us_privacy"] as? String == "1YNN")
    #expect(regulatory["gpp"] as? String == "DBAB")
    #expect(regulatory["gpp_sid"] as? [Int] == [2, 6])
    #expect(regulatory["coppa"] as? Bool == true)
  }
}

struct ConsentStoreTests {
  @Test func readsTheIABKeysAndExplicitConfigurationWins() throws {
    let suite = "kontext-consent-\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    defaults.set(1, forKey: "IABTCF_gdprApplies")
    defaults.set("STORED-TCF", forKey: "IABTCF_TCString")
    defaults.set("DBABMA~stored", forKey: "IABGPP_HDR_GppString")
    defaults.set("2_7", forKey: "IABGPP_GppSID")
    defaults.set("1YNN", forKey: "IABUSPrivacy_String")

    let stored = IABConsentStore(suiteName: suite).read()
    #expect(stored.gdprApplies == true)
    #expect(stored.gdprConsent == "STORED-TCF")
    #expect(stored.gppSectionIDs == [2, 7])

    let explicit = ConsentSignals(gdprConsent: "EXPLICIT", childDirected: true)
    let merged = explicit.merged(over: stored)
    #expect(merged.gdprConsent == "EXPLICIT")
    #expect(merged.gdprApplies == true)
    #expect(merged.gpp == "DBABMA~stored")
    #expect(merged.usPrivacy == "1YNN")
    #expect(merged.childDirected)
  }

  @Test func missingKeysStayUnknown() {
    let stored = IABConsentStore(suiteName: "kontext-empty-\(UUID().uuidString)").read()
    #expect(stored == ConsentSignals())
  }
}

struct InstallIdentityTests {
  @Test func keepsOneIDAcrossInstancesOfTheSameDirectory() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = InstallIdentity(directory: directory).value()
    let second = InstallIdentity(directory: directory).value()
    #expect(first == second)
    #expect(UUID(uuidString: first) != nil)
  }

  @Test func replacesACorruptFile() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("garbage".utf8).write(to: directory.appendingPathComponent("install-id"))
    let id = InstallIdentity(directory: directory).value()
    #expect(UUID(uuidString: id) != nil)
  }
}

struct ServerEndpointPolicyTests {
  @Test(arguments: [
    "https://ads.example.com", "http://127.0.0.1:8080", "http://localhost:1", "http://[::1]:9",
    "http://127.9.9.9",
  ])
  func accepted(url: String) throws {
    #expect(ServerEndpointPolicy.refusal(for: try #require(URL(string: url))) == nil)
  }

  @Test(arguments: [
    "http://ads.example.com", "http://10.0.0.1", "ftp://127.0.0.1", "http://127.0.0.1.evil.com",
    "file:///etc/passwd",
  ])
  func refused(url: String) throws {
    #expect(ServerEndpointPolicy.refusal(for: try #require(URL(string: url))) != nil)
  }
}
