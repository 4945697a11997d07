import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The network path over real HTTP on loopback, against the reference server.
extension ReferenceServerSuites {
  @MainActor
  @Suite
  struct NetworkTests {
    let server: ReferenceServer
    let sdk: KontextVideo
    let clock = ManualClock()
    let titleID = "title-\(UUID().uuidString.prefix(8))"
    let ads: VideoAds

    init() throws {
      server = try ReferenceServer.shared.get()
      (sdk, ads) = Self.makeSDK(
        clock: clock, server: server.baseURL, token: ReferenceServer.token, titleID: titleID)
    }

    static func makeSDK(
      clock: ManualClock, server: URL, token: String, titleID: String,
      consent: ConsentSignals = ConsentSignals()
    ) -> (KontextVideo, VideoAds) {
      let sdk = KontextVideo.isolated(clock: clock)
      sdk.initialize(
        with: .init(publisherToken: token, server: .url(server), consent: consent, logLevel: .none))
      let ads = VideoAds(
        content: .init(
          id: titleID, language: "en", title: "Episode 1", duration: 90, genre: "romance",
          series: .init(id: "series-42", title: "My Marionette Lover", episodeCount: 6)),
        sdk: sdk)
      return (sdk, ads)
    }

    @Test func anAppInstallAdsSKAdNetworkAndDisclosureAreReadAsTheServerSendsThem() async throws {
      try await server.setScenario(
        titleID: titleID, format: .pause, ["mode": "fill", "app_install": true])
      let ad = try await ads.format(.pause)
      let parameters = try #require(try ad.controller.slot.skAdNetwork?.get())
      #expect(parameters.version == "4.0" && parameters.itunesItem == 1_234_567_890)
      #expect(Set(parameters.fidelities.map(\.kind)) == [.viewThrough, .storeKitRendered])
      #expect(ad.controller.slot.clickURL?.host == "apps.apple.com")
      #expect(
        ad.disclosure.advertiser == "Reference Advertiser" && ad.disclosure.reasons.count == 2)
    }

    private func error(_ format: AdFormat = .overlay) async -> VideoAdError? {
      await awaitedError { _ = try await ads.format(format) }
    }

    @Test(arguments: AdFormat.allCases)
    func fillsEveryFormatWithEveryRequestFieldAtTheServer(format: AdFormat) async throws {
      let (sdk, ads) = Self.makeSDK(
        clock: clock, server: server.baseURL, token: ReferenceServer.token, titleID: titleID,
        consent: ConsentSignals(
          gdprApplies: true, gdprConsent: "TCF-STRING", usPrivacy: "1YNN", gpp: "GPP-STRING",
          gppSectionIDs: [2, 7], childDirected: false))
      let ad = try await ads.format(format)
      #expect(ad.format == format)
      #expect(ad.id.hasPrefix("ref-\(format.rawValue)-"))
      try await ad.load()
      #expect(ad.isReady)

      let record = try #require(try await server.requests(titleID: titleID).last)
      #expect(record["authorization"] as? String == "Bearer \(ReferenceServer.token)")
      #expect(record["content_type"] as? String == "application/json")
      let body = try #require(record["body"] as? [String: Any])
      #expect(body["title_id"] as? String == titleID)
      #expect(body["format"] as? String == format.rawValue)
      #expect(body["request_id"] as? String == ad.requestID)
      let content = try #require(body["content"] as? [String: Any])
      #expect(content["language"] as? String == "en")
      #expect(content["genre"] as? String == "romance")
      #expect((content["series"] as? [String: Any])?["title"] as? String == "My Marionette Lover")
      let placement = try #require(body["placement"] as? [String: Any])
      #expect(placement["position"] as? String != nil)
      #expect(body["app"] is [String: Any])
      #expect((body["sdk"] as? [String: Any])?["version"] as? String == KontextVideo.sdkVersion)
      #expect((body["device"] as? [String: Any])?["model"] is String)
      let user = try #require(body["user"] as? [String: Any])
      // GDPR applies and no TCF vendor id is configured: no persistent id, the launch's one.
      #expect(user["install_id"] == nil)
      #expect(UUID(uuidString: user["session_id"] as? String ?? "") != nil)
      #expect(user["advertising_id"] == nil)
      let regulatory = try #require(body["regulatory"] as? [String: Any])
      #expect(regulatory["gdpr"] as? Bool == true)
      #expect(regulatory["gdpr_consent"] as? String == "TCF-STRING")
      #expect(regulatory["us_privacy"] as? String == "1YNN")
      #expect(regulatory["gpp"] as? String == "GPP-STRING")
      #expect(regulatory["gpp_sid"] as? [Int] == [2, 7])
      #expect(regulatory["coppa"] as? Bool == false)
      withExtendedLifetime(sdk) {}
    }

    @Test func noFillWithAKnownAndAnUnknownReason() async throws {
      try await server.setScenario(
        titleID: titleID, format: .overlay, ["mode": "no_fill", "reason": "frequency_capped"])
      try await server.setScenario(
        titleID: titleID, format: .pause, ["mode": "no_fill", "reason": "novel_reason"])
      #expect(await error(.overlay) == .noFill(reason: .frequencyCapped))
      #expect(await error(.pause) == .noFill(reason: .other("novel_reason")))
    }

    @Test(arguments: [
      (400, VideoAdError.requestFailed(.badRequest(message: "bad field"))),
      (422, .requestFailed(.unprocessable(message: "bad field"))),
      (429, .requestFailed(.rateLimited)),
      (500, .requestFailed(.status(500))),
      (503, .requestFailed(.status(503))),
    ])
    func errorStatusesAreTyped(status: Int, expected: VideoAdError) async throws {
      try await server.setScenario(
        titleID: titleID, ["mode": "error", "status": status, "message": "bad field"])
      #expect(await error() == expected)
    }

    @Test func aBadTokenSaysSoAndNeverShowsTheToken() async throws {
      let secret = "secret-token-\(UUID().uuidString)"
      let (sdk, ads) = Self.makeSDK(
        clock: clock, server: server.baseURL, token: secret, titleID: titleID)
      let error = await awaitedError { _ = try await ads.format(.overlay) }
      #expect(error == .requestFailed(.unauthorized))
      #expect(error?.description.contains("token") == true)
      #expect(error?.description.contains(secret) == false)
      #expect(sdk.recentEvents.allSatisfy { !"\($0)".contains(secret) })
    }

    @Test(arguments: [400, 422])
    func aServerEchoingTheTokenInItsMessageNeverPutsItInTheError(status: Int) async throws {
      try await server.setScenario(
        titleID: titleID,
        [
          "mode": "error", "status": status,
          "message": "token \(ReferenceServer.token) is not valid for this app",
        ])
      let error = await awaitedError { _ = try await ads.format(.overlay) }
      let text = try #require(error?.description)
      #expect(!text.contains(ReferenceServer.token))
      #expect(text.contains("token [redacted] is not valid"))
    }

    @Test func serverSlowerThanTheDeadlineTimesOut() async throws {
      try await server.setScenario(titleID: titleID, ["mode": "fill", "delay_seconds": 1.5])
      let task = Task { try await ads.format(.overlay) }
      await waitForRequest()
      await clock.advance(by: KontextVideo.Defaults.requestTimeout)
      let error = await awaitedError { _ = try await task.value }
      #expect(error == .timedOut(.request))
    }

    @Test func connectionRefusedIsANetworkError() async throws {
      let (_, ads) = Self.makeSDK(
        clock: clock, server: URL(string: "http://127.0.0.1:1")!, token: "test-token",
        titleID: titleID)
      let error = await awaitedError { _ = try await ads.format(.overlay) }
      #expect(error == .requestFailed(.network(.cannotConnect)))
    }

    @Test func tlsFailureIsANetworkError() async throws {
      let url = URL(string: "https://127.0.0.1:\(server.port)")!
      let (_, ads) = Self.makeSDK(clock: clock, server: url, token: "test-token", titleID: titleID)
      let error = await awaitedError { _ = try await ads.format(.overlay) }
      guard case .requestFailed(.network(let failure))? = error else {
        Issue.record("expected a network failure, got \(String(describing: error))")
        return
      }
      #expect(failure == .secureConnectionFailed || failure == .connectionLost, "\(failure)")
    }

    @Test(arguments: ["malformed", "truncated"])
    func unreadableBodiesAreTyped(mode: String) async throws {
      try await server.setScenario(titleID: titleID, ["mode": mode])
      guard case .requestFailed(.invalidResponse)? = await error() else {
        Issue.record("expected invalidResponse")
        return
      }
    }

    @Test func bodyOverTheSizeCapIsRefused() async throws {
      try await server.setScenario(titleID: titleID, ["mode": "oversize"])
      #expect(await error() == .requestFailed(.responseTooLarge(limitBytes: 1 << 20)))
    }

    @Test func unknownFieldsAndSlotTypesAreSkipped() async throws {
      try await server.setScenario(titleID: titleID, ["mode": "unknown_fields"])
      let ad = try await ads.format(.overlay)
      #expect(ad.id.hasPrefix("ref-overlay-"))
    }

    @Test func destroyDuringAnInFlightRequest() async throws {
      try await server.setScenario(titleID: titleID, ["mode": "fill", "delay_seconds": 0.5])
      let task = Task { try await ads.format(.pause) }
      await waitForRequest()
      ads.destroy()
      let error = await awaitedError { _ = try await task.value }
      #expect(error == .destroyed)
    }

    @Test func noCookieOfTheAppReachesTheAdServer() async throws {
      let cookie = try #require(
        HTTPCookie(properties: [
          .name: "app_session", .value: "secret", .domain: "127.0.0.1", .path: "/",
        ]))
      HTTPCookieStorage.shared.setCookie(cookie)
      defer { HTTPCookieStorage.shared.deleteCookie(cookie) }
      _ = try await ads.format(.overlay)
      let record = try #require(try await server.requests(titleID: titleID).last)
      #expect(record["cookie"] == nil || record["cookie"] is NSNull)
      let configuration = URLSessionTransport.sdkSession.configuration
      #expect(configuration.httpCookieStorage == nil && !configuration.httpShouldSetCookies)
      #expect(configuration.urlCache == nil)
      #expect(configuration.timeoutIntervalForResource == 60)
    }

    @Test func plainHTTPToAnotherHostIsRefusedBeforeSending() async throws {
      let (_, ads) = Self.makeSDK(
        clock: clock, server: URL(string: "http://ads.example.com")!, token: "test-token",
        titleID: titleID)
      let error = await awaitedError { _ = try await ads.format(.overlay) }
      guard case .invalidConfiguration(let reason)? = error else {
        Issue.record("expected invalidConfiguration, got \(String(describing: error))")
        return
      }
      #expect(reason.contains("https"))
    }

    /// Waits (without moving the clock) until the server has the request, at most 5 s.
    private func waitForRequest() async {
      for _ in 0..<500 {
        if let records = try? await server.requests(titleID: titleID), !records.isEmpty { return }
        try? await Task.sleep(nanoseconds: 10_000_000)
      }
    }
  }
}
