import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The SDK runs no verification script yet, so a VAST ad's verifications (VAST 4.1's
/// `<AdVerifications>` and VAST 3's extension) each say so once when the ad goes on screen:
/// their `verificationNotExecuted` pixels fire with `[REASON]` 2, verification not supported.
@MainActor
struct VerificationNotExecutedTests {
  let clock = ManualClock()

  /// An inline linear VAST with `verifications` in its `<AdVerifications>` (or in an
  /// `AdVerifications` extension when `asExtension`).
  private static func vast(_ verifications: String, asExtension: Bool = false) -> String {
    let holder = "<AdVerifications>\(verifications)</AdVerifications>"
    let placed =
      asExtension
      ? "<Extensions><Extension type=\"AdVerifications\">\(holder)</Extension></Extensions>"
      : holder
    return """
      <VAST version="4.1"><Ad><InLine><AdSystem>V</AdSystem>
        <Impression>https://t.example/impression</Impression>
        <Creatives><Creative><Linear><Duration>00:00:10</Duration>
          <MediaFiles><MediaFile type="video/mp4">https://cdn.example/a.mp4</MediaFile></MediaFiles>
        </Linear></Creative></Creatives>
        \(placed)
      </InLine></Ad></VAST>
      """
  }

  private static func verification(_ vendor: String) -> String {
    """
    <Verification vendor="\(vendor)">
      <JavaScriptResource apiFramework="omid" browserOptional="true">
        https://\(vendor)/omid.js</JavaScriptResource>
      <VerificationParameters>{"id":1}</VerificationParameters>
      <TrackingEvents>
        <Tracking event="verificationNotExecuted">https://\(vendor)/nx?r=[REASON]</Tracking>
      </TrackingEvents>
    </Verification>
    """
  }

  private func requests(showing xml: String, until seconds: TimeInterval) async throws -> (
    before: [String], after: [String]
  ) {
    let server = VASTStubServer(creative: ["type": "vast", "xml": xml])
    let (sdk, ads, _) = server.makeSDK(clock: clock)
    let ad = try await ads.format(.linear)
    try await ad.load()
    await sdk.deliverPendingEvents()
    let before = server.requested
    try ad.show()
    await clock.advance(by: seconds)
    await sdk.deliverPendingEvents()
    return (before, server.requested)
  }

  @Test func eachVerificationReportsOnceThatItWasNotExecutedWhenTheAdIsShown() async throws {
    let xml = Self.vast(Self.verification("a.example") + Self.verification("b.example"))
    let (before, after) = try await requests(showing: xml, until: 11)
    #expect(!before.contains { $0.contains("/nx") })  // loaded, not yet on screen: nothing
    let fired = after.filter { $0.contains("/nx") }
    #expect(fired.sorted() == ["https://a.example/nx?r=2", "https://b.example/nx?r=2"])
  }

  @Test func aVAST3ExtensionsVerificationReportsToo() async throws {
    let xml = Self.vast(Self.verification("c.example"), asExtension: true)
    let (_, after) = try await requests(showing: xml, until: 11)
    #expect(after.filter { $0.contains("/nx") } == ["https://c.example/nx?r=2"])
  }

  @Test func theReasonMacroIsUnknownElsewhere() {
    let template = "https://t.example/?r=[REASON]"
    let context = MacroContext(timestamp: Date(timeIntervalSince1970: 0))
    #expect(VASTMacros.expand(template, context) == "https://t.example/?r=-1")
    var reported = context
    reported.reason = 2
    #expect(VASTMacros.expand(template, reported) == "https://t.example/?r=2")
  }
}
