import Foundation
import KontextVideoCore

/// `limits SERVER TITLE`: asks `SERVER`'s `/v1/ads` for `TITLE` (a scenario answering a huge
/// body) and resolves a VAST wrapper whose tag is `SERVER/_test/huge`, then prints one JSON
/// line: each error, the seconds it took, and how far the peak resident memory grew past what
/// it was after a warm-up request.
enum LimitProbe {
  static func run(server: URL, titleID: String, hugePath: String) async -> [String: Any] {
    let transport = URLSessionTransport()
    let clock = SystemClock()
    // Warm up: the session, its threads and TLS state exist before the baseline is read.
    let warmUp = HTTPRequestData(
      method: "GET", url: server.appendingPathComponent("_debug/origins"), headers: [:],
      body: Data(), sentAt: 0)
    _ = try? await transport.send(warmUp)
    let baseline = ResidentMemory.peakKiB()

    let client = AdServerClient(baseURL: server, token: "test-token", transport: transport)
    var report: [String: Any] = ["baselineKiB": baseline]
    let adStart = Date()
    do {
      _ = try await client.requestAd(probeContext(titleID), sentAt: clock.now)
      report["adError"] = "none"
    } catch {
      report["adError"] = "\(error)"
    }
    report["adSeconds"] = Date().timeIntervalSince(adStart)

    let wrapper = """
      <VAST version="4.1"><Ad id="w"><Wrapper><AdSystem>probe</AdSystem>\
      <VASTAdTagURI><![CDATA[\(server.absoluteString)\(hugePath)]]></VASTAdTagURI>\
      <Impression><![CDATA[https://example.com/i]]></Impression></Wrapper></Ad></VAST>
      """
    let vastStart = Date()
    let resolved = await VASTResolver(transport: transport, clock: clock)
      .resolve(Data(wrapper.utf8))
    switch resolved {
    case .success: report["vastError"] = "none"
    case .failure(let failure):
      report["vastError"] = "\(failure.error.code) \(failure.error.message)"
    }
    report["vastSeconds"] = Date().timeIntervalSince(vastStart)
    report["peakGrowthKiB"] = ResidentMemory.peakKiB() - baseline
    report["sanitizer"] = ResidentMemory.sanitizer ?? "none"
    return report
  }

  private static func probeContext(_ titleID: String) -> AdRequestContext {
    AdRequestContext(
      format: .overlay, requestID: "limit-probe",
      content: KontextVideo.Content(id: titleID, language: "en"))
  }
}
