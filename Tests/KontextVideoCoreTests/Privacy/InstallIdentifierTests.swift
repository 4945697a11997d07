import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The install id end to end: a request that may not carry it carries the launch's session id,
/// its file is never made, the inspector says why, and the log says once what the app can change.
@MainActor
struct InstallIdentifierTests {
  private func client(directory: URL) -> AdServerClient {
    let client = AdServerClient(
      baseURL: URL(string: "https://ads.example")!, token: "token-123456",
      transport: SandboxServer(scenario: .fill, clock: ManualClock()),
      installIdentity: InstallIdentity(directory: directory),
      identifiers: IdentifierPolicy(tcfVendorID: 7))
    return client
  }

  private func context(_ consent: ConsentSignals) -> AdRequestContext {
    AdRequestContext(
      format: .pause, requestID: UUID().uuidString, content: Fixture.content, playhead: 4,
      playerSize: nil, consent: consent)
  }

  @Test func aChildsRequestMakesNoFileAndCarriesTheSessionID() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }
    let child = ConsentSignals(gdprApplies: false, childDirected: true)
    let client = client(directory: directory)
    let body = client.body(for: context(child))
    #expect(body.user.installId == nil)
    #expect(UUID(uuidString: body.user.sessionId ?? "") != nil)
    #expect(!FileManager.default.fileExists(atPath: directory.path), "nothing stored for a child")
    let next = client.body(for: context(child))
    #expect(next.user.sessionId == body.user.sessionId, "one session id for the launch")

    let adult = ConsentSignals(gdprApplies: false)
    let allowed = client.body(for: context(adult))
    #expect(UUID(uuidString: allowed.user.installId ?? "") != nil)
    #expect(allowed.user.sessionId == nil)
    #expect(allowed.user.installId != body.user.sessionId, "the two are never the same")
    #expect(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("install-id").path))
    let relaunch = InstallIdentity(directory: directory)
    #expect(relaunch.sessionID != body.user.sessionId, "a new launch, a new session id")
  }

  @Test func theInspectorShowsWhyTheInstallIDWasNotSent() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }
    var client = client(directory: directory)
    let inspector = AdInspector(sdkVersion: "test")
    client.inspector = inspector
    let young = ConsentSignals(gdprApplies: false, underAgeOfConsent: true)
    let request = context(young)
    _ = client.body(for: request)
    let ad = try #require(inspector.snapshot().ads.first { $0.requestID == request.requestID })
    let ids = try #require(ad.request.identifiers)
    #expect(!ids.installIdentifierSent)
    #expect(ids.installIdentifierReasons == ["underAgeOfConsent"])
    #expect(inspector.ledger().contains("session id …"))
    let lines = InspectorScreen.ad(requestID: request.requestID)
      .sections(in: inspector.snapshot()).flatMap(\.rows).flatMap(\.lines)
    #expect(lines.contains { $0.hasPrefix("install ID not sent: underAgeOfConsent; session ID …") })
  }

  @Test func theMissingVendorIDIsLoggedOncePerInstance() {
    let notices = IdentifierNotices()
    let unknown = IdentifierDecision(
      policy: IdentifierPolicy(), trackingAuthorized: true, consent: ConsentSignals())
    let first = notices.notice(for: unknown)
    #expect(first?.contains("tcfVendorID") == true)
    #expect(notices.notice(for: unknown) == nil, "once")
    let outside = IdentifierDecision(
      policy: IdentifierPolicy(), trackingAuthorized: true,
      consent: ConsentSignals(gdprApplies: false))
    #expect(IdentifierNotices().notice(for: outside) == nil, "nothing to say outside GDPR")
  }
}
