import KontextVideoSDK
import KontextVideoTesting
import Testing

/// The recorder hears every ad's end from the event stream, whoever the ad's delegate is
/// (issue 31, item 8c).
@MainActor
struct EventRecorderTests {
  /// The app's own delegate, as an ad shown through a host or the app's logic has.
  @MainActor
  final class AppDelegate: VideoAdDelegate {
    var ends: [VideoAd.EndReason] = []

    func videoAd(_ ad: VideoAd, didEnd reason: VideoAd.EndReason) { ends.append(reason) }
  }

  @Test func endReasonsComeFromTheEventStreamWithoutBeingTheDelegate() async throws {
    let (sdk, clock, _) = KontextVideo.testing(.fill)
    let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
    let recorder = EventRecorder(sdk: sdk)
    let app = AppDelegate()
    let ad = try await ads.format(.pause)
    try await ad.load()
    ad.delegate = app
    let container = HeadlessContainer(width: 390, height: 693)
    try ad.show(in: container)
    await clock.advance(by: 1)
    container.tapClose()
    #expect(app.ends == [.closed])
    #expect(recorder.endReasons == [.closed])
    #expect(recorder.callbacks.isEmpty, "the recorder is no delegate")
  }

  @Test func anAdWithNoDelegateStillHasItsEndRecorded() async throws {
    let (sdk, clock, presenter) = KontextVideo.testing(.fill)
    let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
    let recorder = EventRecorder(sdk: sdk)
    let ad = try await ads.format(.linear)
    try await ad.load()
    try ad.show()
    await clock.advance(by: 6)
    presenter.tapSkip()
    await clock.advance(by: 1)  // the dismissal
    #expect(recorder.endReasons == [.skipped])
  }

  @Test func aRecorderWithoutAnSDKReadsItsOwnCallbacks() async throws {
    let (sdk, clock, _) = KontextVideo.testing(.fill)
    let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
    let recorder = EventRecorder()
    let ad = try await ads.format(.pause)
    try await ad.load()
    ad.delegate = recorder
    let container = HeadlessContainer(width: 390, height: 693)
    try ad.show(in: container)
    await clock.advance(by: 1)
    container.tapClose()
    #expect(recorder.endReasons == [.closed])
  }
}
