import Foundation
import KontextVideoCore
import KontextVideoReferenceServer
import KontextVideoSDK
import KontextVideoTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The ad client's overhead: `format()` against the reference server, divided by a bare
/// `URLSession` request with the same body to the same endpoint, interleaved in one run; once
/// with the SDK's own session configuration as the bare request's, once with
/// `URLSession.shared`.
@MainActor
enum ClientOverheadBenchmark {
  static func run(runs: Int) async throws {
    let server = try ReferenceServerProcess(
      script: ReferenceServerProcess.script(besides: #filePath, levels: 3), token: "test-token")
    defer { server.stop() }
    let sdk = KontextVideo.isolated(clock: SystemClock())
    sdk.initialize(
      with: .init(publisherToken: "test-token", server: .url(server.baseURL), logLevel: .none))
    let ads = VideoAds(content: .init(id: "bench", language: "en"), sdk: sdk)

    let client = try require(sdk.client, "the ad client")
    let body = client.body(
      for: AdRequestContext(format: .overlay, requestID: UUID().uuidString, content: ads.content)
    ).encoded()
    var request = URLRequest(url: server.baseURL.appendingPathComponent("v1/ads"))
    request.httpMethod = "POST"
    request.httpBody = body
    request.setValue("Bearer test-token", forHTTPHeaderField: "Authorization")
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")

    // Two baselines: the SDK's own session configuration (the strict comparison: only the
    // client's work differs) and `URLSession.shared` (what an app would write by hand).
    let baselines: [(name: String, session: URLSession)] = [
      ("bare request, the SDK's session", URLSessionTransport.sdkSession),
      ("bare request, URLSession.shared", URLSession.shared),
    ]
    var bare: [[Double]] = baselines.map { _ in [] }
    var sdkSamples: [Double] = []
    func measure(_ session: URLSession) async throws -> Double {
      let start = Measure.now()
      let (data, _) = try await session.data(for: request)
      guard !data.isEmpty else { fatalError("empty answer") }
      return Double(Measure.now() - start) / 1000
    }
    func measureSDK() async throws -> Double {
      let start = Measure.now()
      let ad = try await ads.format(.overlay)
      let time = Double(Measure.now() - start) / 1000
      try ad.reject()
      return time
    }
    for index in 0..<(runs + 20) {
      // Rotate which goes first, so none gains from another's warm-up; the first runs warm up
      // connections and caches and are not kept.
      for turn in 0...baselines.count {
        let slot = (turn + index) % (baselines.count + 1)
        let time =
          slot == baselines.count
          ? try await measureSDK() : try await measure(baselines[slot].session)
        guard index >= 20 else { continue }
        if slot == baselines.count { sdkSamples.append(time) } else { bare[slot].append(time) }
      }
    }
    report("format() against the reference server", sdkSamples, target: "-")
    for (position, baseline) in baselines.enumerated() {
      report(baseline.name, bare[position], target: "-")
      let ratio = Measure.median(sdkSamples) / Measure.median(bare[position])
      let gap = Measure.median(sdkSamples) - Measure.median(bare[position])
      say(
        "  format() / it, medians".padding(toLength: 44, withPad: " ", startingAt: 0)
          + String(format: "%.3f   target <= 1.10   (format() takes %.0f µs more)", ratio, gap))
    }
  }
}

/// `try #require` for a benchmark: stops with a message.
func require<Value>(_ value: Value?, _ what: String = "a value") throws -> Value {
  guard let value else { throw MissingValue(description: "missing \(what)") }
  return value
}

/// A value a benchmark needs was not there.
struct MissingValue: Error, CustomStringConvertible {
  var description: String
}
