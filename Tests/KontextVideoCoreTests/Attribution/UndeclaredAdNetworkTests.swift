import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// An ad signed by a network the app does not declare in its `Info.plist` gets no SKAdNetwork
/// call (StoreKit would credit nothing), is shown all the same, and says why: in the
/// inspector with the ad, and in the log once per network, with the entry to add.
@MainActor
struct UndeclaredAdNetworkTests {
  final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String] = []
    func append(_ line: String) { lock.withLock { kept.append(line) } }
    var all: [String] { lock.withLock { kept } }
  }

  private func world(declaring networks: [String]) -> (
    KontextVideo, VideoAds, HeadlessViewThrough, Lines, ManualClock
  ) {
    let clock = ManualClock()
    let server = VASTStubServer(
      format: .pause, creative: ["type": "image", "url": "https://i.example/a.png"],
      slotFields: ["skadn": SKAdNetworkParametersTests.object()])
    let (sdk, ads, _) = server.makeSDK(clock: clock)
    let platform = SKAdNetworkSupportTests.platform("ios", "17.4", declaring: networks)
    sdk.platformInfo = { platform }
    let lines = Lines()
    sdk.events.logger.level = .warning
    sdk.events.logger.output = { lines.append($0) }
    let (_, viewThrough) = sdk.installHeadlessClicks()
    return (sdk, ads, viewThrough, lines, clock)
  }

  private func showOne(_ ads: VideoAds, _ clock: ManualClock) async throws {
    let ad = try await ads.format(.pause)
    try await ad.load()
    try ad.show(in: HeadlessContainer(width: 390, height: 693))
    await clock.advance(by: 4)
    try ad.dismiss()
  }

  @Test func anUndeclaredNetworkStartsNoImpressionAndIsToldOnce() async throws {
    let (sdk, ads, viewThrough, lines, clock) = world(declaring: ["other.skadnetwork"])
    try await showOne(ads, clock)
    try await showOne(ads, clock)
    #expect(viewThrough.calls.isEmpty)
    let told = lines.all.filter { $0.contains("example123.skadnetwork") }
    #expect(told.count == 1, "once per network: \(lines.all)")
    #expect(told.first?.contains("<key>SKAdNetworkIdentifier</key>") == true)
    let inspected = sdk.inspector.snapshot().ads.map(\.skAdNetworkUnusable)
    #expect(
      inspected == Array(repeating: .networkNotDeclared("example123.skadnetwork"), count: 2))
    let screen = InspectorAdDetail(try #require(sdk.inspector.snapshot().ads.first), beacons: [])
    let row = try #require(screen.sections.first { $0.title == "SKAdNetwork" }?.rows.first)
    #expect(row.copyable?.value.contains("<string>example123.skadnetwork</string>") == true)
  }

  @Test func aDeclaredNetworkStartsItsImpression() async throws {
    let (sdk, ads, viewThrough, lines, clock) = world(declaring: ["example123.skadnetwork"])
    try await showOne(ads, clock)
    #expect(viewThrough.calls.count == 2)
    #expect(!lines.all.contains { $0.contains("skadnetwork") })
    #expect(sdk.inspector.snapshot().ads.first?.skAdNetworkUnusable == nil)
  }

  @Test func aVersionLaterThanTheDevicesIsShownInTheInspector() async throws {
    let (sdk, ads, viewThrough, _, clock) = world(declaring: ["example123.skadnetwork"])
    sdk.platformInfo = {
      SKAdNetworkSupportTests.platform("ios", "16.0", declaring: ["example123.skadnetwork"])
    }
    try await showOne(ads, clock)
    #expect(viewThrough.calls.isEmpty)
    #expect(
      sdk.inspector.snapshot().ads.first?.skAdNetworkUnusable
        == .versionNotSupported(version: "4.0", latest: "3.0"))
  }
}
