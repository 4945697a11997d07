import Foundation
import KontextVideoSDK
import KontextVideoTesting
import Testing

// Consent and App Tracking Transparency in an integrator's tests: the IAB keys a consent
// platform stored, read from the suite the configuration names, and the tracking status
// simulated. The Testing article quotes them.

@MainActor
@Test func theConsentPlatformsChoiceIsReadFromTheConfiguredSuite() async throws {
  let suite = "kontext-test-\(UUID().uuidString)"  // in the app: "group.com.example.shared"
  let defaults = try #require(UserDefaults(suiteName: suite))
  defer { defaults.removePersistentDomain(forName: suite) }
  defaults.set(1, forKey: "IABTCF_gdprApplies")  // what the consent platform stored
  defaults.set("CPzHq4APzHq4AAHABBENAUEAAAAAAAAAAAAAAAAAAAAA", forKey: "IABTCF_TCString")
  var configuration = KontextVideo.Configuration.sandbox(.fill)
  configuration.consentDefaultsSuiteName = suite
  let (sdk, _, _) = KontextVideo.testing(configuration: configuration)
  let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
  _ = try await ads.format(.overlay)
  let consent = try #require(sdk.inspector.snapshot().ads.first?.request.consent)
  #expect(consent.gdprApplies == true)
  #expect(consent.tcStringLength == 44)
}

@MainActor
@Test func theAdvertisingIdentifierGoesOnlyOnceTrackingIsAuthorized() async throws {
  var configuration = KontextVideo.Configuration.sandbox(.fill)
  configuration.consent = ConsentSignals(gdprApplies: false)
  configuration.identifiers.readAdvertisingID = { UUID() }  // the app reads it with AdSupport
  configuration.identifiers.advertisingIdentifierServer = URL(string: "https://idfa.ads.example")
  let (sdk, _, _) = KontextVideo.testing(configuration: configuration)
  let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
  _ = try await ads.format(.overlay)  // the viewer has not answered the prompt yet
  sdk.simulatedTrackingAuthorization = .authorized  // then allows tracking
  _ = try await ads.format(.pause)
  let inspected = sdk.inspector.snapshot().ads
  let overlay = try #require(inspected.first { $0.format == .overlay }?.request.identifiers)
  let pause = try #require(inspected.first { $0.format == .pause }?.request.identifiers)
  #expect(overlay.advertisingIdentifierReasons == ["trackingNotAuthorized"])
  #expect(pause.advertisingIdentifierSent)
}
