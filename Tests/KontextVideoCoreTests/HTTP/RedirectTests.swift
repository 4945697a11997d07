import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Redirects against the reference server: the ad API follows none to another origin, so the
/// publisher token goes nowhere else; pixels and VAST tags follow a few safe hops, without
/// credentials.
extension ReferenceServerSuites {
  @MainActor
  @Suite
  struct RedirectTests {
    let server: ReferenceServer

    init() throws {
      server = try ReferenceServer.shared.get()
    }

    /// A URL on the server's second origin that records who called it, marked with `id`.
    private func recorder(_ id: String) async throws -> String {
      try await server.origins().creative + "/_test/record?id=" + id
    }

    private func hits(_ id: String) async throws -> [[String: Any]] {
      try await server.recorded().filter { ($0["path"] as? String)?.contains(id) == true }
    }

    @Test(arguments: [302, 307, 308])
    func anAdRequestRedirectedToAnotherOriginFailsTypedAndSendsTheTokenNowhere(status: Int)
      async throws
    {
      let id = UUID().uuidString
      let titleID = "redirect-\(id)"
      try await server.setScenario(
        titleID: titleID,
        ["mode": "redirect", "status": status, "location": try await recorder(id)])
      let (_, ads) = NetworkTests.makeSDK(
        clock: ManualClock(), server: server.baseURL, token: ReferenceServer.token,
        titleID: titleID)
      let error = await awaitedError { _ = try await ads.format(.overlay) }
      #expect(error == .requestFailed(.redirected(status: status)))
      #expect(try await hits(id).isEmpty)  // never followed: the token went nowhere else
    }

    /// A redirect's body is never wanted: an ad request redirected to another origin with a
    /// 2 MiB body (twice the ad response's limit) fails as redirected, not as too large.
    @Test func anAdRequestRedirectedWithALargeBodyFailsAsRedirected() async throws {
      let id = UUID().uuidString
      let titleID = "redirect-body-\(id)"
      try await server.setScenario(
        titleID: titleID,
        ["mode": "redirect", "location": try await recorder(id), "body": 2 << 20])
      let (_, ads) = NetworkTests.makeSDK(
        clock: ManualClock(), server: server.baseURL, token: ReferenceServer.token,
        titleID: titleID)
      let error = await awaitedError { _ = try await ads.format(.overlay) }
      #expect(error == .requestFailed(.redirected(status: 302)))
    }

    @Test func aRedirectToPlainHTTPOnAPublicHostIsNotFollowed() async throws {
      let titleID = "redirect-http-\(UUID().uuidString)"
      try await server.setScenario(
        titleID: titleID, ["mode": "redirect", "location": "http://ads.example/v1/ads"])
      let (_, ads) = NetworkTests.makeSDK(
        clock: ManualClock(), server: server.baseURL, token: ReferenceServer.token,
        titleID: titleID)
      let error = await awaitedError { _ = try await ads.format(.overlay) }
      #expect(error == .requestFailed(.redirected(status: 302)))
    }

    private func redirecting(hops: Int, to target: String) -> URL {
      var components = URLComponents(
        url: server.baseURL.appendingPathComponent("_test/redirect/\(hops)"),
        resolvingAgainstBaseURL: false)!
      components.queryItems = [URLQueryItem(name: "to", value: target)]
      return components.url!
    }

    private func pixel(_ url: URL) async throws -> HTTPResponseData {
      try await URLSessionTransport().send(
        HTTPRequestData(
          method: "GET", url: url, headers: ["Authorization": "Bearer leaked"], body: Data(),
          sentAt: 0, redirects: .secureHops))
    }

    /// Events posted to a URL that redirects (to the same origin) stay owed: no redirect is
    /// followed, so neither a `GET` nor an empty re-post can count them delivered.
    @Test(arguments: [301, 302, 303, 307, 308])
    func eventsRedirectedOnTheSameOriginStayOwed(status: Int) async throws {
      let id = UUID().uuidString
      var components = URLComponents(
        url: server.baseURL.appendingPathComponent("_test/redirect/0"),
        resolvingAgainstBaseURL: false)!
      components.queryItems = [
        URLQueryItem(name: "to", value: server.baseURL.absoluteString + "/_test/record?id=" + id),
        URLQueryItem(name: "status", value: "\(status)"),
      ]
      let queue = DeliveryRig(
        URLSessionTransport(), eventsURL: components.url!, token: ReferenceServer.token,
        clock: ManualClock())
      await queue.record(Outgoing.events(1))
      let stats = await queue.currentStats()
      #expect(stats.attempts == 1)
      #expect(stats.delivered == 0 && stats.droppedRejected == 0)
      #expect(stats.pending == 1)
      #expect(try await hits(id).isEmpty)
    }

    @Test func aPixelFollowsAFewSafeHopsWithoutItsCredentials() async throws {
      let id = UUID().uuidString
      let response = try await pixel(redirecting(hops: 1, to: try await recorder(id)))
      #expect(response.status == 200)
      let hits = try await hits(id)
      #expect(hits.count == 1)
      #expect(hits.first?["authorization"] is NSNull)  // stripped on the way
    }

    @Test func aPixelRedirectedToAURLWithCredentialsSendsNone() async throws {
      let id = UUID().uuidString
      let target = server.baseURL.absoluteString.replacingOccurrences(
        of: "://", with: "://user:secret@")
      let response = try await pixel(redirecting(hops: 0, to: target + "/_test/record?id=" + id))
      #expect(response.status == 200)
      let hits = try await hits(id)
      #expect(hits.count == 1)
      #expect(hits.first?["authorization"] is NSNull)  // no `Basic dXNlcjpzZWNyZXQ=`
    }

    @Test func aPixelURLWithCredentialsSendsNone() async throws {
      let id = UUID().uuidString
      let target = server.baseURL.absoluteString.replacingOccurrences(
        of: "://", with: "://user:secret@")
      let queue = DeliveryRig(
        URLSessionTransport(), eventsURL: server.baseURL, clock: ManualClock())
      await queue.record([.pixel(target + "/_test/record?id=" + id, name: id)])
      let hits = try await hits(id)
      #expect(hits.count == 1)
      #expect(hits.first?["authorization"] is NSNull)
    }

    /// Twenty pixels whose server answers, then drips a byte a second: each is answered at its
    /// headers and its transfer cut, so no connection is held and every request goes out (the
    /// session allows a few connections per host; dripping ones used to fill them for a minute).
    @Test(.timeLimit(.minutes(1)))
    func pixelsWhoseServerDripsBytesHoldNoConnection() async throws {
      let url = server.baseURL.appendingPathComponent("_test/drip")
      let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
        for index in 0..<20 {
          group.addTask {
            try await URLSessionTransport().send(
              HTTPRequestData(
                method: "GET", url: URL(string: url.absoluteString + "?n=\(index)")!,
                headers: [:], body: Data(), sentAt: 0, redirects: .secureHops,
                responseBody: .ignore)
            ).status
          }
        }
        var statuses: [Int] = []
        for try await status in group { statuses.append(status) }
        return statuses
      }
      #expect(statuses == Array(repeating: 200, count: 20))
    }

    @Test func aPixelStopsAfterThreeHops() async throws {
      let id = UUID().uuidString
      let response = try await pixel(redirecting(hops: 5, to: try await recorder(id)))
      #expect(response.status == 302)
      #expect(try await hits(id).isEmpty)
    }

    @Test func aPixelIsNotRedirectedToPlainHTTPOnAPublicHost() async throws {
      let response = try await pixel(redirecting(hops: 0, to: "http://tracker.example/p"))
      #expect(response.status == 302)
    }
  }
}
