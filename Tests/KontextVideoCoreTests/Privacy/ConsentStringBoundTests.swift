import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Consent strings over their bounds (a TC string over 8 KiB, a GPP string over 16 KiB, a US
/// Privacy string over 4 characters) are not forwarded, in requests or pixels, and count as no
/// consent to send device identifiers, whether the app gave them or a consent platform stored
/// them; the log says so once (issue 30, item 12: 1 MiB strings made a flush take 46 s).
@MainActor
struct ConsentStringBoundTests {
  let suite = "kontext-consent-bound-\(UUID().uuidString)"
  let server = ScriptedTransport.noFillServer()
  static let megabyte = String(repeating: "C", count: 1 << 20)

  /// An instance that may send the vendor identifier wherever consent allows it.
  private func sdk(consent: ConsentSignals = ConsentSignals()) -> KontextVideo {
    var configuration = KontextVideo.Configuration(
      publisherToken: "test-token", server: .url(URL(string: "https://ads.example")!),
      consent: consent)
    configuration.identifiers = IdentifierPolicy(sendsVendorIdentifier: true, tcfVendorID: 3)
    let (sdk, _, _) = KontextVideo.testing(configuration: configuration)
    sdk.transportOverride = server
    sdk.consentStore = IABConsentStore(suiteName: suite)
    sdk.platformInfo = {
      var platform = PlatformInfo.current()
      platform.vendorID = "IDFV"
      return platform
    }
    return sdk
  }

  private func ask(_ sdk: KontextVideo) async {
    let ads = VideoAds(content: Fixture.content, sdk: sdk)
    _ = try? await ads.format(.overlay)
  }

  @Test func aTCStringOverEightKiBIsNotForwardedAndSendsNoIdentifier() async {
    let atBound = String(repeating: "C", count: 8 * 1024)
    let sdk = sdk(consent: ConsentSignals(gdprApplies: false, gdprConsent: atBound))
    await ask(sdk)
    sdk.updateConsent(ConsentSignals(gdprApplies: false, gdprConsent: atBound + "C"))
    await ask(sdk)
    #expect(server.regulatory.map { ($0["gdpr_consent"] as? String)?.count } == [8192, nil])
    #expect(server.users.map { $0["vendor_id"] as? String } == ["IDFV", nil])
  }

  @Test func aGPPOrUSPrivacyStringOverItsBoundIsNotForwarded() async {
    let sdk = sdk(consent: ConsentSignals(gdprApplies: false, usPrivacy: "1NNNN"))
    await ask(sdk)
    sdk.updateConsent(ConsentSignals(gdprApplies: false, gpp: Self.megabyte))
    await ask(sdk)
    #expect(server.regulatory.map { $0["us_privacy"] as? String } == [nil, nil])
    #expect(server.regulatory.map { $0["gpp"] as? String } == [nil, nil])
    #expect(server.users.map { $0["vendor_id"] as? String } == [nil, nil])
  }

  @Test func aStoredStringOverItsBoundIsNotForwardedAndTheLogSaysSoOnce() async throws {
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    defaults.set(0, forKey: "IABTCF_gdprApplies")
    defaults.set(Self.megabyte, forKey: "IABTCF_TCString")
    let sdk = sdk()
    let lines = Locked<[String]>([])
    sdk.events.logger.level = .warning
    sdk.events.logger.output = { line in lines.withLock { $0.append(line) } }
    await ask(sdk)
    await ask(sdk)
    #expect(server.regulatory.map { $0["gdpr_consent"] as? String } == [nil, nil])
    #expect(server.users.map { $0["vendor_id"] as? String } == [nil, nil])
    let notices = lines.withLock { $0 }.filter { $0.contains("TC string") }
    #expect(notices.count == 1, "\(lines.withLock { $0 })")
  }

  /// What the app gave wins over what was stored, a string over its bound too: the stored one
  /// does not take its place.
  @Test func aConfiguredStringOverItsBoundIsNotReplacedByTheStoredOne() async throws {
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    defaults.set("STORED-CHOICE", forKey: "IABTCF_TCString")
    let sdk = sdk(consent: ConsentSignals(gdprApplies: false, gdprConsent: Self.megabyte))
    await ask(sdk)
    #expect(server.regulatory.map { $0["gdpr_consent"] as? String } == [nil])
    #expect(server.users.map { $0["vendor_id"] as? String } == [nil])
  }

  /// Pixels carry the strings in their macros: one over its bound is not put in them, and
  /// limits ad tracking.
  @Test func aPixelCarriesNoStringOverItsBound() async throws {
    let vast = """
      <VAST version="4.1"><Ad><InLine><AdSystem>S</AdSystem><AdTitle>T</AdTitle>
      <Impression>https://t.example/i?gdpr=[GDPRCONSENT]&amp;lat=[LIMITADTRACKING]</Impression>
      <Creatives><Creative><Linear><Duration>00:00:10</Duration><MediaFiles>
      <MediaFile type="video/mp4" delivery="progressive" width="640" height="360">
      https://cdn.example/a.mp4</MediaFile></MediaFiles></Linear></Creative></Creatives>
      </InLine></Ad></VAST>
      """
    let clock = ManualClock()
    let stub = VASTStubServer(creative: ["type": "vast", "xml": vast])
    let (sdk, ads, _) = stub.makeSDK(clock: clock)
    sdk.updateConsent(ConsentSignals(gdprApplies: false, gdprConsent: Self.megabyte))
    let ad = try await ads.format(.linear)
    try await ad.load()
    try ad.show()
    await clock.advance(by: 11)
    await sdk.deliverPendingEvents()
    let impression = try #require(stub.requested.first { $0.hasPrefix("https://t.example/i") })
    #expect(impression == "https://t.example/i?gdpr=-1&lat=1")
  }

  @Test func theBoundsAreEightKiBSixteenKiBAndFourCharacters() {
    let signals = ConsentSignals(
      gdprConsent: String(repeating: "C", count: 8 * 1024),
      usPrivacy: "1YNN", gpp: String(repeating: "D", count: 16 * 1024))
    #expect(signals.bounded() == signals)
    var over = signals
    over.gdprConsent? += "C"
    over.gpp? += "D"
    over.usPrivacy? += "N"
    let bounded = over.bounded()
    #expect(bounded.gdprConsent == nil && bounded.gpp == nil && bounded.usPrivacy == nil)
    #expect(bounded.overBound == Set(ConsentStringBound.allCases))
    let decision = IdentifierDecision(
      policy: IdentifierPolicy(sendsVendorIdentifier: true, tcfVendorID: 3),
      trackingAuthorized: true, consent: ConsentSignals(gdprApplies: false, usPrivacy: "1NNNN"))
    #expect(decision.vendorIdentifierReasons == [.consentStringTooLong])
  }
}
