import Foundation
import KontextVideoCore
import KontextVideoSDK
import KontextVideoTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The ad client's overhead: `format()` against the reference server, divided by a bare
/// `URLSession` request with the same body to the same endpoint, interleaved in one run.
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
    let body = await client.body(
      for: AdRequestContext(format: .overlay, requestID: UUID().uuidString, content: ads.content)
    ).encoded()
    var request = URLRequest(url: server.baseURL.appendingPathComponent("v1/ads"))
    request.httpMethod = "POST"
    request.httpBody = body
    request.setValue("Bearer test-token", forHTTPHeaderField: "Authorization")
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")

    var bare: [Double] = []
    var sdkSamples: [Double] = []
    func measureBare() async throws -> Double {
      let start = Measure.now()
      let (data, _) = try await URLSession.shared.data(for: request)
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
      // Alternate which goes first, so neither gains from the other's warm-up.
      let (bareTime, sdkTime): (Double, Double)
      if index.isMultiple(of: 2) {
        bareTime = try await measureBare()
        sdkTime = try await measureSDK()
      } else {
        sdkTime = try await measureSDK()
        bareTime = try await measureBare()
      }
      if index >= 20 {  // the first requests warm up connections and caches
        bare.append(bareTime)
        sdkSamples.append(sdkTime)
      }
    }
    report("bare URLSession POST /v1/ads", bare, target: "-")
    report("format() against the reference server", sdkSamples, target: "-")
    let ratio = Measure.median(sdkSamples) / Measure.median(bare)
    say(
      "format() / bare URLSession, medians".padding(toLength: 44, withPad: " ", startingAt: 0)
        + String(format: "%.3f   target <= 1.10", ratio))
    // The same gap in time: what the client adds to each request, whatever the network's own
    // latency (on loopback that latency is about half a millisecond, so the ratio is harsh).
    say(
      "format() - bare URLSession, medians".padding(toLength: 44, withPad: " ", startingAt: 0)
        + String(format: "%.0f µs", Measure.median(sdkSamples) - Measure.median(bare)))
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
