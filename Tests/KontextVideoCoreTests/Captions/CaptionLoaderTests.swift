import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The captions download (issue 32): the same limits and redirect rule as the SDK's other
/// downloads, the next candidate after a failure, at most three attempts, one deadline on the
/// SDK's clock.
@MainActor
struct CaptionLoaderTests {
  let clock = ManualClock()
  static let vtt = Data("WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n".utf8)
  static let srt = Data("1\n00:00:00,000 --> 00:00:02,000\nOlá\n".utf8)

  static func file(_ language: String, _ type: String, _ path: String) -> VASTClosedCaptionFile {
    VASTClosedCaptionFile(url: "https://c.example/\(path)", mimeType: type, language: language)
  }

  func load(_ files: [VASTClosedCaptionFile], _ transport: ScriptedTransport, languages: [String])
    async -> CaptionLoad
  {
    await CaptionLoader(transport: transport, clock: clock).load(
      files,
      preferredLanguages: CaptionLanguageTag.preferred(appLocalizations: [], system: languages))
  }

  @Test func downloadsTheChosenFileUnderTheSDKsRules() async throws {
    let transport = ScriptedTransport()
    transport.answer(url: "https://c.example/en.vtt", with: .status(200, body: Self.vtt))
    let loaded = await load(
      [Self.file("en", "text/vtt", "en.vtt")], transport, languages: ["en"])
    #expect(loaded.track?.text(at: 1) == "Hello")
    #expect(loaded.track?.language == "en")
    #expect(loaded.message == nil)
    let request = try #require(transport.sent.first)
    #expect(request.method == "GET")
    #expect(request.redirects == .secureHops)
    #expect(request.responseBody == .keep(limit: 512 * 1024))
  }

  @Test func takesTheNextCandidateAfterAFailureAndSaysWhy() async {
    let transport = ScriptedTransport()
    transport.answer(url: "https://c.example/pt.vtt", with: .status(404))
    transport.answer(url: "https://c.example/pt.srt", with: .status(200, body: Data("junk".utf8)))
    transport.answer(url: "https://c.example/en.srt", with: .status(200, body: Self.srt))
    let files = [
      Self.file("pt-BR", "text/vtt", "pt.vtt"), Self.file("pt", "text/srt", "pt.srt"),
      Self.file("pt", "application/ttml+xml", "pt.ttml"), Self.file("en", "text/srt", "en.srt"),
    ]
    let loaded = await load(files, transport, languages: ["pt-BR", "en"])
    #expect(loaded.track?.text(at: 0) == "Olá")
    #expect(
      loaded.refusals.map(\.reason) == [
        .unsupportedType("application/ttml+xml"), .unavailable("HTTP 404"),
        .unusable(.notTheClaimedFormat(.srt)),
      ])
    #expect(loaded.message?.hasPrefix("captions in en; captions files not used: ") == true)
  }

  /// Throws what the live transport throws when a body crosses the request's limit.
  struct OverLimitTransport: HTTPTransport {
    func send(_ request: HTTPRequestData) async throws -> HTTPResponseData {
      guard case .keep(let limit) = request.responseBody else { throw URLError(.badURL) }
      throw ResponseTooLarge(limitBytes: limit, declared: true)
    }
  }

  @Test func aDownloadCutOffAtTheLimitIsRefused() async {
    let loaded = await CaptionLoader(transport: OverLimitTransport(), clock: clock).load(
      [Self.file("en", "text/vtt", "a.vtt")],
      preferredLanguages: CaptionLanguageTag.preferred(appLocalizations: [], system: ["en"]))
    #expect(loaded.track == nil)
    #expect(loaded.refusals.map(\.reason) == [.tooLarge(limitBytes: 512 * 1024)])
    #expect(
      loaded.refusals.first?.description
        == "en text/vtt: the captions file is over the 512 KiB limit")
  }

  @Test func aTransportThatIgnoresTheLimitIsRefusedByTheReader() async {
    let transport = ScriptedTransport()
    transport.answer(
      { _ in true },
      with: { request in
        guard case .keep(let limit) = request.responseBody else { return .status(500) }
        return .status(200, body: Data(count: limit + 1))
      })
    let loaded = await load([Self.file("en", "text/vtt", "a.vtt")], transport, languages: ["en"])
    #expect(loaded.track == nil)
    #expect(
      loaded.refusals.map(\.reason) == [
        .unusable(.tooLarge(bytes: 512 * 1024 + 1, limitBytes: 512 * 1024))
      ])
  }

  @Test func triesAtMostThreeFiles() async {
    let transport = ScriptedTransport()
    transport.answer({ _ in true }, with: { _ in .networkDown })
    let files = (0..<5).map { Self.file("en", "text/vtt", "\($0).vtt") }
    let loaded = await load(files, transport, languages: ["en"])
    #expect(transport.sent.count == CaptionLoader.maximumAttempts)
    #expect(
      loaded.refusals.map(\.reason) == [
        .unavailable("no answer from c.example"), .unavailable("no answer from c.example"),
        .unavailable("no answer from c.example"), .notTried, .notTried,
      ])
  }

  @Test func oneDeadlineForEveryAttempt() async {
    let transport = ScriptedTransport()
    transport.answer({ _ in true }, with: { _ in .hang })
    let files = [Self.file("en", "text/vtt", "a.vtt"), Self.file("en", "text/srt", "b.srt")]
    let loader = CaptionLoader(transport: transport, clock: clock)
    let task = Task {
      await loader.load(
        files,
        preferredLanguages: CaptionLanguageTag.preferred(appLocalizations: [], system: ["en"]))
    }
    while clock.pendingCount == 0 { await Task.yield() }
    await clock.advance(by: CaptionLoader.timeout)
    let loaded = await task.value
    #expect(loaded.track == nil)
    #expect(loaded.refusals.map(\.reason) == [.timedOut, .timedOut])
    #expect(transport.sent.count == 1)
  }

  @Test func noFilesNoRequest() async {
    let transport = ScriptedTransport()
    let loaded = await load([], transport, languages: ["en"])
    #expect(loaded == CaptionLoad(track: nil, refusals: []))
    #expect(transport.sent.isEmpty)
  }

  @Test func aLinearAdsCaptionsFollowThePolicy() async {
    let transport = ScriptedTransport()
    transport.answer(url: "https://c.example/en.vtt", with: .status(200, body: Self.vtt))
    let linear = VASTLinear(
      duration: 10, skipOffset: nil, mediaFiles: [], tracking: [], clickThrough: nil,
      clickTrackingURLs: [], closedCaptionFiles: [Self.file("en", "text/vtt", "en.vtt")])
    let loader = CaptionLoader(transport: transport, clock: clock)
    let english = CaptionLanguageTag.preferred(appLocalizations: ["en"], system: [])
    let off = await loader.load(linear, policy: .off, preferredLanguages: english)
    let none = await loader.load(nil, policy: .automatic, preferredLanguages: english)
    #expect(off.track == nil && none.track == nil)
    #expect(transport.sent.isEmpty, "no request with the off policy or no files")
    let loaded = await loader.load(linear, policy: .whenSystemAsks, preferredLanguages: english)
    #expect(loaded.track?.text(at: 1) == "Hello")
    #expect(transport.sent.count == 1)
  }
}
