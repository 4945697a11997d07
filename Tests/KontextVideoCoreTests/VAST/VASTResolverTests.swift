import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Wrapper chains, served by a stub keyed by URL; time from a manual clock.
@MainActor
struct VASTResolverTests {
  let clock = ManualClock()

  static func wrapper(_ next: String, impression: String, error: String) -> String {
    """
    <VAST version="4.0"><Ad><Wrapper><AdSystem>W</AdSystem>
      <VASTAdTagURI><![CDATA[\(next)]]></VASTAdTagURI>
      <Impression>\(impression)</Impression><Error>\(error)</Error>
      <Creatives><Creative><Linear><TrackingEvents>
        <Tracking event="start">https://w.example/start</Tracking>
      </TrackingEvents><VideoClicks><ClickTracking>https://w.example/click</ClickTracking>
      </VideoClicks></Linear></Creative></Creatives>
    </Wrapper></Ad></VAST>
    """
  }

  static let inline = """
    <VAST version="4.0"><Ad><InLine><AdSystem>I</AdSystem>
      <Impression>https://i.example/imp</Impression><Error>https://i.example/err</Error>
      <Creatives><Creative><Linear><Duration>00:00:15</Duration>
        <TrackingEvents><Tracking event="start">https://i.example/start</Tracking></TrackingEvents>
        <MediaFiles><MediaFile type="video/mp4">https://cdn.example/a.mp4</MediaFile></MediaFiles>
      </Linear></Creative></Creatives>
    </InLine></Ad></VAST>
    """

  private func resolve(_ first: String, pages: [String: String], status: [String: Int] = [:])
    async -> Result<VASTAd, VASTResolver.Failure>
  {
    let transport = ScriptedTransport()
    transport.answer({ _ in true }, with: { _ in .status(404) })  // an unknown page
    for (url, page) in pages {
      transport.answer(url: url, with: .status(200, body: Data(page.utf8)))
    }
    for (url, code) in status { transport.answer(url: url, with: .status(code)) }
    return await VASTResolver(transport: transport, clock: clock).resolve(Data(first.utf8))
  }

  @Test func anInlineDocumentResolvesToItself() async throws {
    let ad = try await resolve(Self.inline, pages: [:]).get()
    #expect(ad.kind == .inline && ad.linear?.duration == 15)
  }

  @Test func twoWrappersMergeImpressionsErrorsAndTracking() async throws {
    let first = Self.wrapper(
      "https://a.example/2", impression: "https://w1/imp", error: "https://w1/err")
    let pages = [
      "https://a.example/2": Self.wrapper(
        "https://a.example/3", impression: "https://w2/imp", error: "https://w2/err"),
      "https://a.example/3": Self.inline,
    ]
    let ad = try await resolve(first, pages: pages).get()
    #expect(ad.impressionURLs == ["https://i.example/imp", "https://w1/imp", "https://w2/imp"])
    #expect(ad.errorURLs == ["https://i.example/err", "https://w1/err", "https://w2/err"])
    #expect(
      ad.linear?.tracking.map(\.url) == [
        "https://i.example/start", "https://w.example/start", "https://w.example/start",
      ])
    #expect(ad.linear?.clickTrackingURLs == ["https://w.example/click", "https://w.example/click"])
  }

  @Test func moreThanFiveWrappersIs302() async {
    var pages: [String: String] = [:]
    for index in 1...6 {
      pages["https://a.example/\(index)"] = Self.wrapper(
        "https://a.example/\(index + 1)", impression: "https://w/\(index)",
        error: "https://w/e\(index)")
    }
    pages["https://a.example/7"] = Self.inline
    let result = await resolve(pages["https://a.example/1"]!, pages: pages)
    guard case .failure(let failure) = result else {
      Issue.record("expected 302")
      return
    }
    #expect(failure.error.code == 302)
    #expect(failure.errorURLs.count == 6)
  }

  @Test func aLoopIs302() async {
    let page = Self.wrapper("https://a.example/loop", impression: "https://w", error: "https://e")
    let result = await resolve(page, pages: ["https://a.example/loop": page])
    #expect((try? result.get()) == nil)
    if case .failure(let failure) = result { #expect(failure.error.code == 302) }
  }

  @Test func anUnavailableHopIs301() async {
    let first = Self.wrapper(
      "https://a.example/missing", impression: "https://w", error: "https://e")
    let result = await resolve(first, pages: [:], status: ["https://a.example/missing": 404])
    if case .failure(let failure) = result {
      #expect(failure.error.code == 301)
      #expect(failure.errorURLs == ["https://e"])
    } else {
      Issue.record("expected 301")
    }
  }

  @Test func aHopSlowerThanItsDeadlineIs301() async {
    let first = Self.wrapper("https://a.example/slow", impression: "https://w", error: "https://e")
    let transport = ScriptedTransport()
    transport.answer({ _ in true }, with: { _ in .hang })
    let task = Task {
      await VASTResolver(transport: transport, clock: clock).resolve(Data(first.utf8))
    }
    while clock.pendingCount == 0 { await Task.yield() }
    await clock.advance(by: VASTResolver.hopTimeout)
    let result = await task.value
    if case .failure(let failure) = result {
      #expect(failure.error.code == 301)
    } else {
      Issue.record("expected 301")
    }
  }

  @Test func noAdAfterAWrapperIs303AndBrokenXMLAfterAWrapperIs100() async {
    let first = Self.wrapper("https://a.example/next", impression: "https://w", error: "https://e")
    let empty = await resolve(first, pages: ["https://a.example/next": "<VAST version=\"4.0\"/>"])
    let broken = await resolve(first, pages: ["https://a.example/next": "<VAST><Ad>"])
    if case .failure(let failure) = empty {
      #expect(failure.error.code == 303)
    } else {
      Issue.record("303")
    }
    if case .failure(let failure) = broken {
      #expect(failure.error.code == 100)
      #expect(failure.errorURLs == ["https://e"])
    } else {
      Issue.record("100")
    }
  }
}
