import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Consent follows the viewer: the IAB keys a consent platform stores are read at every
/// request, and an app without them updates consent without initialising again.
@MainActor
struct ConsentFollowsTheViewerTests {
  let suite = "kontext-consent-\(UUID().uuidString)"
  let server = ScriptedTransport.noFillServer()

  private func sdk(consent: ConsentSignals = ConsentSignals()) -> KontextVideo {
    let (sdk, _, _) = KontextVideo.testing(
      configuration: .init(
        publisherToken: "test-token", server: .url(URL(string: "https://ads.example")!),
        consent: consent))
    sdk.transportOverride = server
    sdk.consentStore = IABConsentStore(suiteName: suite)
    return sdk
  }

  private func ask(_ ads: VideoAds) async {
    do throws(VideoAdError) {
      _ = try await ads.format(.overlay)
      Issue.record("the server had no ad")
    } catch {
      #expect(error == .noFill(reason: .noInventory))
    }
  }

  @Test func aChoiceChangedInTheConsentPlatformReachesTheNextRequest() async throws {
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    defaults.set(1, forKey: "IABTCF_gdprApplies")
    defaults.set("FIRST-CHOICE", forKey: "IABTCF_TCString")
    let ads = VideoAds(content: Fixture.content, sdk: sdk())  // the README's launch: no consent
    await ask(ads)
    defaults.set("CHANGED-CHOICE", forKey: "IABTCF_TCString")  // the viewer changed their mind
    await ask(ads)
    #expect(
      server.regulatory.map { $0["gdpr_consent"] as? String } == ["FIRST-CHOICE", "CHANGED-CHOICE"])
    #expect(server.regulatory.allSatisfy { $0["gdpr"] as? Bool == true })
  }

  @Test func theIdentifiersDecisionIsMadeAgainWhenTheKeysChange() async throws {
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    defaults.set(1, forKey: "IABTCF_gdprApplies")
    defaults.set("0111", forKey: "IABTCF_PurposeConsents")
    defaults.set(0, forKey: "IABTCF_PurposeOneTreatment")
    defaults.set("001", forKey: "IABTCF_VendorConsents")
    var configuration = KontextVideo.Configuration(
      publisherToken: "test-token", server: .url(URL(string: "https://ads.example")!))
    configuration.identifiers = IdentifierPolicy(sendsVendorIdentifier: true, tcfVendorID: 3)
    let (sdk, _, _) = KontextVideo.testing(configuration: configuration)
    sdk.transportOverride = server
    sdk.consentStore = IABConsentStore(suiteName: suite)
    sdk.platformInfo = {
      var platform = PlatformInfo.current()
      platform.vendorID = "IDFV"
      return platform
    }
    let ads = VideoAds(content: Fixture.content, sdk: sdk)
    await ask(ads)
    defaults.set("1111", forKey: "IABTCF_PurposeConsents")  // the viewer consents to purpose 1
    await ask(ads)
    defaults.set(1, forKey: "IABTCF_PurposeOneTreatment")  // then purpose 1 is not disclosed
    await ask(ads)
    #expect(server.users.map { $0["vendor_id"] as? String } == [nil, "IDFV", nil])
  }

  @Test func anAppWithoutTheKeysUpdatesConsentWithoutInitialisingAgain() async throws {
    let sdk = sdk(consent: ConsentSignals(gdprApplies: true, gdprConsent: "AT-LAUNCH"))
    let ads = VideoAds(content: Fixture.content, sdk: sdk)
    await ask(ads)
    sdk.updateConsent(ConsentSignals(gdprApplies: false, usPrivacy: "1YYN"))
    await ask(ads)
    let sent = server.regulatory
    #expect(sent.map { $0["gdpr_consent"] as? String } == ["AT-LAUNCH", nil])
    #expect(sent.map { $0["gdpr"] as? Bool } == [true, false])
    #expect(sent.last?["us_privacy"] as? String == "1YYN")
  }

  /// An app whose consent platform stores the keys in an app group's suite names it (issue 31,
  /// item 7): that suite is read in place of the standard defaults, by a test instance too.
  @Test func theConfiguredSuiteIsReadInPlaceOfTheStandardDefaults() async throws {
    let group = try #require(UserDefaults(suiteName: suite))
    let standardSuite = "kontext-standard-\(UUID().uuidString)"
    let standard = try #require(UserDefaults(suiteName: standardSuite))
    defer {
      group.removePersistentDomain(forName: suite)
      standard.removePersistentDomain(forName: standardSuite)
    }
    group.set("GROUP-CHOICE", forKey: "IABTCF_TCString")
    standard.set("STANDARD-CHOICE", forKey: "IABTCF_TCString")
    var configuration = KontextVideo.Configuration(
      publisherToken: "test-token", server: .url(URL(string: "https://ads.example")!))
    let sdk = KontextVideo.isolated(clock: ManualClock())
    sdk.consentStore = IABConsentStore(suiteName: standardSuite)  // the app's standard defaults
    sdk.initialize(with: configuration)
    sdk.transportOverride = server
    let ads = VideoAds(content: Fixture.content, sdk: sdk)
    await ask(ads)
    configuration.consentDefaultsSuiteName = suite
    sdk.initialize(with: configuration)
    await ask(ads)
    #expect(
      server.regulatory.map { $0["gdpr_consent"] as? String } == [
        "STANDARD-CHOICE", "GROUP-CHOICE",
      ])
    let (test, _, _) = KontextVideo.testing(configuration: configuration)
    #expect(test.currentConsentStore?.suiteName == suite, "a test instance reads the suite named")
  }

  /// A consent platform that answers before the app's launch code (issue 31, item 8a): its
  /// signals are kept and applied at `initialize`, over the configuration's.
  @Test func anUpdateBeforeInitialiseIsAppliedThereOverTheConfiguration() async {
    let sdk = KontextVideo.isolated(clock: ManualClock())
    sdk.updateConsent(ConsentSignals(gdprApplies: false, usPrivacy: "1YNN"))
    sdk.updateConsent(ConsentSignals(gdprApplies: true, gdprConsent: "EARLY"))  // replaces it
    #expect(sdk.configuration == nil)
    sdk.initialize(
      with: .init(
        publisherToken: "test-token", server: .url(URL(string: "https://ads.example")!),
        consent: ConsentSignals(
          gdprApplies: false, gdprConsent: "CONFIGURED", usPrivacy: "1YYN", childDirected: true)))
    sdk.transportOverride = server
    await ask(VideoAds(content: Fixture.content, sdk: sdk))
    let sent = server.regulatory.first
    #expect(sent?["gdpr"] as? Bool == true, "the early value wins")
    #expect(sent?["gdpr_consent"] as? String == "EARLY")
    #expect(sent?["us_privacy"] as? String == "1YYN", "left unknown early: the configuration's")
    #expect(sent?["coppa"] as? Bool == true, "a protection set in either stays set")
  }

  @Test func anUpdateBeforeInitialiseIsAppliedOnceOnly() {
    let sdk = KontextVideo.isolated(clock: ManualClock())
    sdk.updateConsent(ConsentSignals(gdprConsent: "EARLY"))
    sdk.initialize(with: .sandbox())
    #expect(sdk.configuration?.consent.gdprConsent == "EARLY")
    sdk.initialize(with: .sandbox())  // configured again: the early call is not applied again
    #expect(sdk.configuration?.consent.gdprConsent == nil)
  }
}
