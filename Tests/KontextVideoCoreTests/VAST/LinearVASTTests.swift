import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// Linear ads whose creative is VAST: read at load, off the main actor, through wrappers.
@MainActor
struct LinearVASTTests {
  let clock = ManualClock()

  private func sdk(_ server: VASTStubServer) -> (KontextVideo, VideoAds, EventRecorder) {
    server.makeSDK(clock: clock)
  }

  static let inline = """
    <VAST version="4.1"><Ad><InLine><AdSystem>I</AdSystem>
      <Impression>https://vast.example/imp?t=[TIMESTAMP]</Impression>
      <Creatives><Creative><Linear skipoffset="25%"><Duration>00:00:20</Duration>
        <TrackingEvents>
          <Tracking event="start">https://vast.example/start</Tracking>
          <Tracking event="complete">https://vast.example/complete?p=[ADPLAYHEAD]</Tracking>
        </TrackingEvents>
        <VideoClicks><ClickThrough>https://brand.example</ClickThrough></VideoClicks>
        <MediaFiles><MediaFile type="video/mp4">https://cdn.example/a.mp4</MediaFile></MediaFiles>
      </Linear></Creative></Creatives>
    </InLine></Ad></VAST>
    """

  @Test func durationSkipAndTrackingComeFromTheVAST() async throws {
    let server = VASTStubServer(creative: ["type": "vast", "xml": Self.inline])
    let (sdk, ads, _) = sdk(server)
    let ad = try await ads.format(.linear)
    try await ad.load()
    let slot = ad.controller.slot
    #expect(slot.creative.duration == 20)
    #expect(slot.skipAfterSeconds == 5)  // VAST's 25% of 20 s wins over the server's 9 s
    #expect(slot.clickURL == URL(string: "https://brand.example"))
    #expect(slot.creative.mediaURL == URL(string: "https://cdn.example/a.mp4"))
    try ad.show()
    await clock.advance(by: 21)
    await sdk.deliverPendingEvents()
    let pixels = server.requested.filter { $0.hasPrefix("https://vast.example") }
    #expect(pixels.contains("https://vast.example/start"))
    #expect(pixels.contains("https://vast.example/complete?p=00%3A00%3A20.000"))
    #expect(pixels.contains { $0.hasPrefix("https://vast.example/imp?t=20") })
  }

  @Test func aBrokenWrapperChainFailsTheLoadAndReportsTheVASTErrorCode() async throws {
    let wrapper = """
      <VAST version="4.0"><Ad><Wrapper><AdSystem>W</AdSystem>
        <VASTAdTagURI>https://vast.example/next</VASTAdTagURI>
        <Error>https://vast.example/error?code=[ERRORCODE]</Error>
      </Wrapper></Ad></VAST>
      """
    let server = VASTStubServer(
      creative: ["type": "vast", "xml": wrapper],
      pages: ["https://vast.example/next": "<VAST version=\"4.0\"/>"])
    let (sdk, ads, recorder) = sdk(server)
    let ad = try await ads.format(.linear)
    let error = await awaitedError { try await ad.load() }
    #expect(error == .loadFailed("VAST error 303: no ad after 1 wrapper(s)"))
    #expect(recorder.eventNames(ofAd: ad.id).last == .notUsed(.failed))
    await sdk.deliverPendingEvents()
    #expect(server.requested.contains("https://vast.example/error?code=303"))
  }

  @Test func aLinearVASTWithoutADurationFailsTheLoad() async throws {
    let noDuration = """
      <VAST version="4.0"><Ad><InLine><AdSystem>I</AdSystem><Creatives><Creative><Linear>
        <MediaFiles><MediaFile type="video/mp4">https://cdn.example/a.mp4</MediaFile></MediaFiles>
      </Linear></Creative></Creatives></InLine></Ad></VAST>
      """
    let (_, ads, _) = sdk(VASTStubServer(creative: ["type": "vast", "xml": noDuration]))
    let ad = try await ads.format(.linear)
    let error = await awaitedError { try await ad.load() }
    #expect(error == .loadFailed("VAST error 101: the linear ad has no duration"))
  }

  @Test func progressTrackingFiresOnceAtEachOffset() async throws {
    let xml = Self.inline.replacingOccurrences(
      of: "<Tracking event=\"start\">",
      with: """
        <Tracking event="progress" offset="00:00:05">https://vast.example/p5?a=[ADPLAYHEAD]</Tracking>
        <Tracking event="progress" offset="00:00:05">https://other.example/p5</Tracking>
        <Tracking event="progress" offset="50%">https://vast.example/p50</Tracking>
        <Tracking event="progress" offset="soon">https://vast.example/never</Tracking>
        <Tracking event="progress">https://vast.example/no-offset</Tracking>
        <Tracking event="start">
        """)
    let server = VASTStubServer(creative: ["type": "vast", "xml": xml])
    let (sdk, ads, recorder) = sdk(server)
    let ad = try await ads.format(.linear)
    try await ad.load()
    let slot = ad.controller.slot
    #expect(slot.progressTracking.map(\.offset) == [5, 5, 10])
    try ad.show()
    await clock.advance(by: 21)
    await sdk.deliverPendingEvents()
    let progress = recorder.events.filter { $0.adID == ad.id && $0.name == .progress }
    #expect(progress.map(\.adPlayhead) == [5, 10])
    let names = recorder.eventNames(ofAd: ad.id)
    let firstProgress = try #require(names.firstIndex(of: .progress))
    #expect(names[..<firstProgress].contains(.start))
    #expect(!names[..<firstProgress].contains(.midpoint))
    let pixels = server.requested
    #expect(pixels.filter { $0 == "https://vast.example/p5?a=00%3A00%3A05.000" }.count == 1)
    #expect(pixels.filter { $0 == "https://other.example/p5" }.count == 1)
    #expect(pixels.filter { $0 == "https://vast.example/p50" }.count == 1)
    #expect(!pixels.contains { $0.contains("never") || $0.contains("no-offset") })
  }
}
