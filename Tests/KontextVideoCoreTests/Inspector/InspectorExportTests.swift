import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The export a tester shares: the token never appears, identifiers and consent strings are
/// masked wherever they are, and it reads back as it was written.
@MainActor
struct InspectorExportTests {
  static let token = "pub-secret-token-123"
  static let installID = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"
  static let advertisingID = "6D92078A-8246-4BA4-AE5B-76104861E7DC"
  static let vendorID = "C3A1B2D4-1111-2222-3333-444455556666"
  static let tcString = "CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA"

  /// An inspector that heard a request with every secret, a pixel and a VAST document that
  /// carry them, raw and percent-encoded.
  static func inspectorWithSecrets() -> AdInspector {
    let inspector = AdInspector()
    inspector.configured(server: "ads.example", token: token)
    var consent = ConsentSignals()
    consent.gdprApplies = true
    consent.gdprConsent = tcString
    let context = AdRequestContext(
      format: .linear, requestID: "r1", content: Fixture.content, consent: consent)
    inspector.record(
      AdEvent(
        id: "e1", name: .requested, format: .linear, requestID: "r1", time: 0,
        timestamp: Date(timeIntervalSince1970: 1_800_000_000), sequence: 1))
    inspector.requestBuilt(
      context, consent: consent,
      decision: IdentifierDecision(
        policy: IdentifierPolicy(), trackingAuthorized: true, consent: consent),
      installID: installID, advertisingID: advertisingID, vendorID: vendorID)
    let encodedTC = tcString.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
    let pixel =
      "https://t.example/i?ifa=\(advertisingID.lowercased())&idfv=\(vendorID)&gdpr_consent=\(encodedTC)&k=\(token)"
    inspector.beaconsRecorded(
      [
        Beacon(
          id: "e1#0", payload: .pixel(url: pixel),
          createdAt: Date(timeIntervalSince1970: 1_800_000_000))
      ], eventsURL: URL(string: "https://ads.example/v1/events")!, fromEarlierLaunch: false)
    let document = "<VAST><!-- \(token) \(installID) --></VAST>"
    inspector.vastHop(
      requestID: "r1", format: .linear,
      InspectedVASTHop(
        url: "https://wrap.example/vast?device=\(installID)", milliseconds: 12,
        outcome: "inline", error: nil, bytes: document.utf8.count),
      document: Data(document.utf8))
    return inspector
  }

  @Test func theExportShowsNoTokenIdentifierOrConsentString() throws {
    let inspector = Self.inspectorWithSecrets()
    let json = String(decoding: inspector.exportJSON(), as: UTF8.self)
    for secret in [Self.token, Self.installID, Self.advertisingID, Self.vendorID, Self.tcString] {
      #expect(!json.contains(secret))
      #expect(!json.contains(secret.lowercased()))
      #expect(
        !json.contains(secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!))
    }
    for label in ["<token>", "<install id>", "<advertising id>", "<vendor id>", "<tc string>"] {
      #expect(json.contains(label), "\(label) replaces its value")
    }
    let ledger = inspector.ledger()
    #expect(!ledger.contains(Self.token) && !ledger.contains(Self.advertisingID.lowercased()))
    #expect(
      ledger.contains(
        "install id not sent (noPurposeOneConsent, tcfVendorIDNotConfigured), session id …3301"))
    // The snapshot stays whole in the app's memory.
    #expect(inspector.snapshot().beacons.first?.url.contains(Self.token) == true)
  }

  @Test func theExportReadsBackAsItWasWritten() throws {
    let inspector = Self.inspectorWithSecrets()
    let json = inspector.exportJSON()
    let export = try AdInspectorExport(json: json)
    #expect(export.snapshot.ads.map(\.requestID) == ["r1"])
    #expect(export.snapshot.ads.first?.request.consent?.tcStringLength == Self.tcString.count)
    #expect(export.snapshot.ads.first?.vastChain.first?.milliseconds == 12)
    #expect(export.vastDocuments["r1"]?.count == 1)
    #expect(export.vastDocuments["r1"]?.first?.contains("<token>") == true)
    #expect(export.snapshot.beacons.map(\.id) == ["e1#0"])
    #expect(try AdInspectorExport.encoder.encode(export) == json, "byte for byte")
    #expect(inspector.exportJSON() == json, "the same session gives the same bytes")
  }

  @Test func aDocumentThatIsNotAnExportIsATypedError() {
    #expect(throws: DecodingError.self) { try AdInspectorExport(json: Data("{}".utf8)) }
    #expect(throws: (any Error).self) { try AdInspectorExport(json: Data("<html>".utf8)) }
  }

  @Test func clearingForgetsTheSessionButStillMasks() {
    let inspector = Self.inspectorWithSecrets()
    inspector.clear()
    #expect(inspector.snapshot().ads.isEmpty && inspector.snapshot().beacons.isEmpty)
    #expect(inspector.snapshot().server == "ads.example")
    inspector.beaconsRecorded(
      [
        Beacon(
          id: "after",
          payload: .pixel(url: "https://t.example/i?k=\(Self.token)&u=\(Self.installID)"),
          createdAt: Date(timeIntervalSince1970: 1_800_000_000))
      ], eventsURL: URL(string: "https://ads.example/v1/events")!, fromEarlierLaunch: false)
    let json = String(decoding: inspector.exportJSON(), as: UTF8.self)
    #expect(json.contains("k=<token>&u=<install id>"), "what it knew to mask, it still masks")
  }
}
