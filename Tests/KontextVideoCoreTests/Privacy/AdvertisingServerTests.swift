import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// iOS blocks the hosts an app lists as tracking domains for viewers who did not allow
/// tracking: the requests that carry the advertising identifier go to a host of their own (the
/// one to list), every other request to the main server, whose host must never be listed.
/// Without that host the identifier is not sent, and the log says why, once.
@MainActor
struct AdvertisingServerTests {
  static let main = URL(string: "https://ads.example")!
  static let tracking = URL(string: "https://idfa.ads-tracking.example")!

  final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String] = []
    func append(_ line: String) { lock.withLock { kept.append(line) } }
    var all: [String] { lock.withLock { kept } }
  }

  private func requests(
    server: URL?, authorized: [Bool]
  ) async throws -> (hosts: [String?], sent: [String?], lines: [String]) {
    let transport = ScriptedTransport()
    transport.answer(pathSuffix: "/v1/ads", with: .status(200, body: Data(#"{"slots":[]}"#.utf8)))
    let sdk = KontextVideo.isolated(clock: ManualClock())
    sdk.transportOverride = transport
    let lines = Lines()
    sdk.events.logger.output = { lines.append($0) }
    var configuration = KontextVideo.Configuration(
      publisherToken: "test-token", server: .url(Self.main),
      consent: ConsentSignals(gdprApplies: false))
    configuration.identifiers.readAdvertisingID = { UUID() }
    configuration.identifiers.advertisingIdentifierServer = server
    sdk.initialize(with: configuration)
    var platform = PlatformInfo.current()
    for allowed in authorized {
      platform.trackingAuthorization = allowed ? .authorized : .denied
      let now = platform
      sdk.platformInfo = { now }
      let ads = VideoAds(content: .init(id: "e", language: "en"), sdk: sdk)
      _ = try? await ads.format(.overlay)
    }
    let ads = transport.sent.filter { $0.url.path.hasSuffix("/v1/ads") }
    let sent = ads.map { request -> String? in
      let json = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any]
      return (json?["user"] as? [String: Any])?["advertising_id"] as? String
    }
    return (ads.map { $0.url.host }, sent, lines.all)
  }

  @Test func onlyTheRequestsCarryingTheIdentifierGoToItsHost() async throws {
    let (hosts, sent, _) = try await requests(server: Self.tracking, authorized: [false, true])
    #expect(hosts == [Self.main.host, Self.tracking.host])
    #expect(sent[0] == nil && sent[1] != nil)
  }

  @Test func withoutItsHostTheIdentifierIsNotSentAndTheLogSaysWhyOnce() async throws {
    let (hosts, sent, lines) = try await requests(server: nil, authorized: [true, true])
    #expect(hosts == [Self.main.host, Self.main.host])
    #expect(sent == [nil, nil])
    #expect(lines.filter { $0.contains("advertisingIdentifierServer") }.count == 1, "\(lines)")
    let decision = IdentifierDecision(
      policy: IdentifierPolicy(readAdvertisingID: { UUID() }), trackingAuthorized: true,
      consent: ConsentSignals(gdprApplies: false))
    #expect(decision.advertisingIdentifierReasons == [.advertisingServerNotConfigured])
  }

  @Test(arguments: ["https://ads.example/idfa", "https://ADS.example", "http://idfa.example"])
  func aHostThatIsNotItsOwnIsAConfigurationError(server: String) async throws {
    let sdk = KontextVideo.isolated(clock: ManualClock())
    var configuration = KontextVideo.Configuration(
      publisherToken: "test-token", server: .url(Self.main))
    configuration.identifiers.advertisingIdentifierServer = URL(string: server)
    sdk.initialize(with: configuration)
    let ads = VideoAds(content: .init(id: "e", language: "en"), sdk: sdk)
    do {
      _ = try await ads.format(.overlay)
      Issue.record("\(server) was taken")
    } catch {
      guard case .invalidConfiguration = error else {
        Issue.record("\(error)")
        return
      }
    }
  }
}
