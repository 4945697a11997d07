import KontextVideoSDK
import KontextVideoTesting
import Testing

/// The README's test of an integration, compiled and run as written.
@MainActor
struct ReadmeSnippetTests {
  @Test func theReadmesLinearTestPasses() async throws {
    let (sdk, clock, _) = KontextVideo.testing(.fill)
    let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
    let recorder = EventRecorder(sdk: sdk)
    let ad = try await ads.format(.linear)
    try await ad.load()
    ad.delegate = recorder
    try ad.show()
    await clock.advance(by: 16)  // 15 s of video, then the dismissal
    #expect(recorder.endReasons == [.completed])
  }
}
