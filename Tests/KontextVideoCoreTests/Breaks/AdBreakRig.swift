import Foundation
import KontextVideoTesting

@testable import KontextVideoCore

/// A VAST ad pod served to an isolated SDK with a headless presenter and a scripted renderer:
/// ads A (10 s, skippable after 2 s), B (8 s, not skippable) and C (a wrapper whose server has
/// no ad), with the stand-alone ads D (6 s, skippable after 1 s) and E (5 s) as the buffet.
/// The break that plays: A, B, then D standing in for C; E is a spare. Each ad's pixels go to a host of its own
/// (`https://a.example/start`, …).
@MainActor
struct AdBreakRig {
  let clock = ManualClock()
  let server: VASTStubServer
  let renderer: ScriptedRenderer
  let presenter: HeadlessFullScreenPresenter
  let sdk: KontextVideo
  let ads: VideoAds
  let recorder: EventRecorder
  let delegate = ScriptedDelegate()

  /// The pod's VAST document.
  static let pod = """
    <VAST version="4.1">\(inline("a", sequence: 1, seconds: 10, skip: "00:00:02"))\
    \(inline("b", sequence: 2, seconds: 8, skip: nil))\
    <Ad id="c" sequence="3"><Wrapper><AdSystem>W</AdSystem>\
    <VASTAdTagURI>https://vast.example/empty</VASTAdTagURI>\
    <Error>https://c.example/error?code=[ERRORCODE]</Error></Wrapper></Ad>\
    \(inline("d", sequence: nil, seconds: 6, skip: "00:00:01"))\
    \(inline("e", sequence: nil, seconds: 5, skip: nil))</VAST>
    """

  /// An inline linear ad named `name`, whose pixels go to `https://<name>.example/`.
  static func inline(
    _ name: String, sequence: Int?, seconds: Int, skip: String?, mediaType: String = "video/mp4"
  ) -> String {
    let host = "https://\(name).example"
    let place = sequence.map { " sequence=\"\($0)\"" } ?? ""
    let offset = skip.map { " skipoffset=\"\($0)\"" } ?? ""
    return """
      <Ad id="\(name)"\(place)><InLine><AdSystem>I</AdSystem>\
      <Impression>\(host)/impression</Impression><Error>\(host)/error?code=[ERRORCODE]</Error>\
      <Creatives><Creative><UniversalAdId idRegistry="test">\(name)</UniversalAdId>\
      <Linear\(offset)><Duration>00:00:\(String(format: "%02d", seconds))</Duration>\
      <TrackingEvents><Tracking event="start">\(host)/start</Tracking>\
      <Tracking event="complete">\(host)/complete</Tracking>\
      <Tracking event="skip">\(host)/skip</Tracking></TrackingEvents>\
      <VideoClicks><ClickThrough>\(host)/landing</ClickThrough></VideoClicks>\
      <MediaFiles><MediaFile type="\(mediaType)">https://cdn.example/\(name).mp4</MediaFile>\
      </MediaFiles></Linear></Creative></Creatives></InLine></Ad>
      """
  }

  /// A rig serving `vast` (the pod by default) as an ad of `format`, with `slotFields`, whose
  /// creatives `renderer` prepares.
  /// `pages` are served besides the pod's empty wrapper answer.
  init(
    _ vast: String = Self.pod, format: AdFormat = .linear, slotFields: [String: Any] = [:],
    pages: [String: String] = [:], renderer: ScriptedRenderer = ScriptedRenderer()
  ) {
    self.renderer = renderer
    server = VASTStubServer(
      format: format, creative: ["type": "vast", "xml": vast],
      pages: pages.merging(["https://vast.example/empty": "<VAST version=\"4.1\"/>"]) { $1 },
      slotFields: slotFields)
    sdk = KontextVideo.isolated(clock: clock) { $0.renderer = renderer }
    sdk.transportOverride = server
    presenter = HeadlessFullScreenPresenter(clock: clock)
    sdk.fullScreenPresenter = presenter
    sdk.initialize(
      with: .init(
        publisherToken: "test-token", server: .url(URL(string: "https://ads.example")!),
        logLevel: .none))
    ads = VideoAds(content: .init(id: "e", language: "en"), sdk: sdk)
    recorder = EventRecorder(sdk: sdk)
  }

  /// The ad of `format`, loaded, with the rig's delegate.
  func loadedAd(_ format: AdFormat = .linear) async throws -> VideoAd {
    let ad = try await ads.format(format)
    try await ad.load()
    ad.delegate = delegate
    return ad
  }

  /// The pixels requested so far (after delivering what is pending) on `host`'s ad, by path
  /// and query (`/start`, `/error?code=405`). (Pixels go out side by side: their order is not
  /// the events'.)
  func pixels(of name: String) async -> [String] {
    await sdk.deliverPendingEvents()
    let host = "https://\(name).example"
    return server.requested.filter { $0.hasPrefix(host) }.map { String($0.dropFirst(host.count)) }
  }

  /// How many rewards the rig's delegate heard.
  var rewards: Int { delegate.heard.filter { $0 == .reward }.count }

  /// The ad's events named `name`, in order.
  func events(_ name: AdEvent.Name, of ad: VideoAd) -> [AdEvent] {
    recorder.events.filter { $0.adID == ad.id && $0.name == name }
  }
}
