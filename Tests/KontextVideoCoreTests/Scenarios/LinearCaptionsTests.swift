import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A linear ad's captions file, from its VAST document to the text over the video: fetched
/// beside the video while the ad loads, handed to the presentation when it is shown, and never
/// a reason for the ad to fail.
@MainActor
struct LinearCaptionsTests {
  let clock = ManualClock()

  static func vast(captionsURL: String?) -> String {
    let captions =
      captionsURL.map {
        """
        <ClosedCaptionFiles>
          <ClosedCaptionFile type="text/vtt" language="en"><![CDATA[\($0)]]></ClosedCaptionFile>
        </ClosedCaptionFiles>
        """
      } ?? ""
    return """
      <VAST version="4.1"><Ad id="c"><InLine><AdSystem>S</AdSystem><AdTitle>T</AdTitle>
        <Impression>https://t.example/imp</Impression>
        <Creatives><Creative><Linear><Duration>00:00:10</Duration>
          <MediaFiles>
            <MediaFile delivery="progressive" type="video/mp4" width="1280" height="720">
              https://cdn.example/ad.mp4</MediaFile>
            \(captions)
          </MediaFiles>
        </Linear></Creative></Creatives>
      </InLine></Ad></VAST>
      """
  }

  static let webVTT = """
    WEBVTT

    00:00:01.000 --> 00:00:04.000
    Fresh coffee, every morning.
    """

  /// The shown ad's presentation once its captions fetch has come back (a few turns of the
  /// main actor: the fetch is not one of the clock's jobs).
  private func shownPresentation(_ server: VASTStubServer, policy: CaptionPolicy = .automatic)
    async throws -> (LinearAdPresentation, VideoAd, VideoAds)
  {
    let sdk = KontextVideo.isolated(clock: clock)
    sdk.transportOverride = server
    let presenter = HeadlessFullScreenPresenter(clock: clock)
    sdk.fullScreenPresenter = presenter
    var configuration = KontextVideo.Configuration(
      publisherToken: "test-token", server: .url(URL(string: "https://ads.example")!),
      logLevel: .none)
    configuration.captions = policy
    sdk.initialize(with: configuration)
    let ads = VideoAds(content: .init(id: "e", language: "en"), sdk: sdk)
    let ad = try await ads.format(.linear)
    try await ad.load()
    for _ in 0..<200 {
      if case .loading = ad.controller.captions { await clock.runDue() } else { break }
    }
    try ad.show()
    return (try #require(presenter.presentation), ad, ads)
  }

  @Test func theCaptionsFileIsFetchedWhileTheAdLoadsAndShownAtItsCues() async throws {
    let url = "https://cdn.example/captions.vtt"
    let server = VASTStubServer(
      creative: ["type": "vast", "xml": Self.vast(captionsURL: url)], pages: [url: Self.webVTT])
    let (presentation, _, ads) = try await shownPresentation(server)
    #expect(server.requested.contains(url))
    presentation.reportCaptionFacts(systemCaptionsOn: true, isMuted: false)
    presentation.reportProgress(0.5)
    #expect(presentation.captionText == nil)
    presentation.reportProgress(2)
    #expect(presentation.captionText == "Fresh coffee, every morning.")
    #expect(presentation.showsCaptionsControl)
    withExtendedLifetime(ads) {}
  }

  @Test func aCaptionsFileThatCannotBeReadLeavesTheAdWithoutCaptionsNotFailed() async throws {
    let url = "https://cdn.example/broken.vtt"
    let server = VASTStubServer(
      creative: ["type": "vast", "xml": Self.vast(captionsURL: url)],
      pages: [url: "not a captions file"])
    let (presentation, ad, ads) = try await shownPresentation(server)
    presentation.reportCaptionFacts(systemCaptionsOn: true, isMuted: true)
    presentation.reportProgress(2)
    #expect(presentation.captionText == nil)
    #expect(!presentation.hasCaptions)
    #expect(ad.controller.lifecycle.state == .onScreen)
    withExtendedLifetime(ads) {}
  }

  @Test func theOffPolicyFetchesNothing() async throws {
    let url = "https://cdn.example/captions.vtt"
    let server = VASTStubServer(
      creative: ["type": "vast", "xml": Self.vast(captionsURL: url)], pages: [url: Self.webVTT])
    let (presentation, _, ads) = try await shownPresentation(server, policy: .off)
    #expect(!server.requested.contains(url))
    #expect(!presentation.showsCaptionsControl)
    withExtendedLifetime(ads) {}
  }
}
