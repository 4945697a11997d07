import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A VAST ad pod plays as one ``VideoAd`` with one end, each of its ads tracked as an ad of its
/// own, a failing pod ad stood in for by the buffet.
@MainActor
struct AdBreakTests {
  @Test func thePodPlaysAsOneAdWithOneEndAndItsShapeIsKnownAtLoad() async throws {
    let rig = AdBreakRig()
    let ad = try await rig.ads.format(.linear)
    #expect(ad.adBreak == nil)
    try await ad.load()
    ad.delegate = rig.delegate
    // C's wrapper had no ad: D, the buffet's, stands in for it.
    #expect(ad.adBreak == AdBreak(adDurations: [10, 8, 6]))
    #expect(ad.adBreak?.totalDuration == 24)
    #expect(ad.adBreak?.secondsBefore(position: 3) == 18)
    #expect(ad.adBreakPosition == nil)
    try ad.show()
    #expect(ad.adBreakPosition == 1)
    await rig.clock.advance(by: 12)
    #expect(ad.adBreakPosition == 2)
    #expect(rig.presenter.presentation?.placeInBreak.map { [$0.position, $0.count] } == [2, 3])
    await rig.clock.advance(by: 14)
    #expect(ad.adBreakPosition == 3)
    #expect(rig.delegate.heard == [.impression, .end(.completed)])
    #expect(rig.events(.ended(.completed), of: ad).count == 1)
    #expect(rig.events(.ended(.completed), of: ad).first?.breakPosition == nil)
    #expect(rig.events(.impression, of: ad).compactMap(\.breakPosition) == [1, 2, 3])
    #expect(rig.events(.complete, of: ad).compactMap(\.breakPosition) == [1, 2, 3])
    #expect(rig.events(.breakAdStarted, of: ad).compactMap(\.breakPosition) == [2, 3])
    #expect(
      rig.events(.start, of: ad).map(\.universalAdID?.value) == ["a", "b", "d"])
    #expect(rig.presenter.presentCount == 1)
    #expect(rig.presenter.nextAdCount == 2)
    #expect(rig.presenter.dismissCount == 1)
    #expect(rig.renderer.live == 0)
  }

  @Test func eachAdFiresItsOwnPixelsAndTheFailedOneItsError() async throws {
    let rig = AdBreakRig()
    let ad = try await rig.loadedAd()
    try ad.show()
    await rig.clock.advance(by: 26)
    #expect(await rig.pixels(of: "a").sorted() == ["/impression", "/start", "/complete"].sorted())
    #expect(await rig.pixels(of: "b").sorted() == ["/impression", "/start", "/complete"].sorted())
    #expect(await rig.pixels(of: "d").sorted() == ["/impression", "/start", "/complete"].sorted())
    #expect(await rig.pixels(of: "c").sorted() == ["/error?code=303"].sorted())
  }

  @Test func skipPassesOverOneAdNotTheBreak() async throws {
    let rig = AdBreakRig()
    let ad = try await rig.loadedAd()
    try ad.show()
    await rig.clock.advance(by: 3)
    rig.presenter.tapSkip()
    #expect(ad.adBreakPosition == 2)
    #expect(rig.presenter.presentation?.canSkip == false)
    await rig.clock.advance(by: 3)
    rig.presenter.tapSkip()  // B cannot be skipped
    #expect(ad.adBreakPosition == 2)
    await rig.clock.advance(by: 15)
    #expect(rig.delegate.ends == [.completed])
    #expect(await rig.pixels(of: "a").sorted() == ["/impression", "/start", "/skip"].sorted())
    #expect(rig.events(.skip, of: ad).compactMap(\.breakPosition) == [1])
  }

  @Test func skippingTheLastAdEndsTheBreakSkipped() async throws {
    let rig = AdBreakRig()
    let ad = try await rig.loadedAd()
    try ad.show()
    await rig.clock.advance(by: 18.5)
    #expect(ad.adBreakPosition == 3)
    await rig.clock.advance(by: 1)
    rig.presenter.tapSkip()
    await rig.clock.advance(by: 1)
    #expect(rig.delegate.ends == [.skipped])
    #expect(await rig.pixels(of: "d").sorted() == ["/impression", "/start", "/skip"].sorted())
  }

  @Test func aVideoThatFailsHasItsErrorAndTheBreakGoesOn() async throws {
    let rig = AdBreakRig()
    let ad = try await rig.loadedAd()
    try ad.show()
    await rig.clock.advance(by: 12)
    rig.presenter.failPlayback("decode error")
    #expect(ad.adBreakPosition == 3)
    await rig.clock.advance(by: 7)
    // The app hears no failure: its ad went on, and completed.
    #expect(rig.delegate.heard == [.impression, .end(.completed)])
    #expect(
      rig.events(.creativeFailed("decode error"), of: ad).compactMap(\.breakPosition) == [2])
    #expect(
      await rig.pixels(of: "b").sorted() == ["/impression", "/start", "/error?code=405"].sorted())
    #expect(await rig.pixels(of: "d").sorted() == ["/impression", "/start", "/complete"].sorted())
  }

  @Test func theLastAdFailingEndsTheBreakFailed() async throws {
    let rig = AdBreakRig()
    let ad = try await rig.loadedAd()
    try ad.show()
    await rig.clock.advance(by: 20)
    rig.presenter.failPlayback("decode error")
    await rig.clock.advance(by: 1)
    #expect(
      rig.delegate.heard == [.impression, .failure(.creativeFailed("decode error")), .end(.failed)])
  }

  @Test func aPresenterThatCannotPlayTheNextAdEndsTheBreakWithTheAdThatEnded() async throws {
    let rig = AdBreakRig()
    let ad = try await rig.loadedAd()
    try ad.show()
    rig.presenter.failsToPresent = true
    await rig.clock.advance(by: 11)
    #expect(rig.delegate.ends == [.completed])
    #expect(await rig.pixels(of: "b").sorted() == [].sorted())
    #expect(rig.renderer.live == 0)
  }

  @Test func anAdThatCannotBePreparedIsReplacedFromTheBuffet() async throws {
    let rig = AdBreakRig()
    rig.renderer.failure = { creative in
      creative.mediaURL?.lastPathComponent == "b.mp4" ? "unplayable" : nil
    }
    let ad = try await rig.loadedAd()
    // E, the buffet's spare, plays in B's place.
    #expect(ad.adBreak == AdBreak(adDurations: [10, 5, 6]))
    #expect(await rig.pixels(of: "b") == ["/error?code=405"])
    try ad.show()
    await rig.clock.advance(by: 22)
    #expect(rig.delegate.ends == [.completed])
    #expect(await rig.pixels(of: "e").sorted() == ["/complete", "/impression", "/start"])
  }

  @Test func withNoSpareLeftAnAdThatCannotBePreparedIsLeftOut() async throws {
    let rig = AdBreakRig()
    rig.renderer.failure = { creative in
      ["b.mp4", "e.mp4"].contains(creative.mediaURL?.lastPathComponent) ? "unplayable" : nil
    }
    let ad = try await rig.loadedAd()
    #expect(ad.adBreak == AdBreak(adDurations: [10, 6]))
    #expect(await rig.pixels(of: "b") == ["/error?code=405"])
    #expect(await rig.pixels(of: "e") == ["/error?code=405"])
    try ad.show()
    await rig.clock.advance(by: 17)
    #expect(rig.delegate.ends == [.completed])
  }

  @Test func anAdWithNoPlayableMediaIsReplacedFromTheBuffet() async throws {
    let pod = """
      <VAST version="4.1">\(AdBreakRig.inline("a", sequence: 1, seconds: 10, skip: nil))\
      \(AdBreakRig.inline("f", sequence: 2, seconds: 7, skip: nil, mediaType: "video/x-flv"))\
      \(AdBreakRig.inline("e", sequence: nil, seconds: 5, skip: nil))</VAST>
      """
    let rig = AdBreakRig(pod)
    let ad = try await rig.loadedAd()
    #expect(ad.adBreak == AdBreak(adDurations: [10, 5]))
    #expect(await rig.pixels(of: "f") == ["/error?code=403"])
  }

  @Test func aBreakNotReadyInTimeFailsTypedAndSendsNothing() async throws {
    // The renderer never answers for the first ad: the break is not ready within the load's
    // bound, as a single linear ad would not be.
    let rig = AdBreakRig(renderer: ScriptedRenderer(finishesAtOnce: false))
    let ad = try await rig.ads.format(.linear)
    let load = Task { await awaitedError { try await ad.load() } }
    await rig.clock.advance(by: KontextVideo.Defaults.loadTimeout + 1)
    #expect(await load.value == .timedOut(.load))
    #expect(ad.adBreak == nil)
    rig.renderer.finishAll()  // too late: what it brings is let go
    #expect(rig.renderer.live == 0)
    // Nothing of the break is tracked; the ad whose turn it was hears VAST's 402, as an ad on
    // its own does.
    #expect(await rig.pixels(of: "a").sorted() == ["/error?code=402"].sorted())
    #expect(await rig.pixels(of: "b").sorted() == [].sorted())
    #expect(await rig.pixels(of: "d").sorted() == [].sorted())
    #expect(rig.events(.impression, of: ad).isEmpty)
  }

  @Test func eachAdHasAMeasurementSessionOfItsOwn() async throws {
    let rig = AdBreakRig()
    let provider = RecordingMeasurementProvider()
    rig.sdk.measurementProvider = provider
    let ad = try await rig.loadedAd()
    try ad.show()
    await rig.clock.advance(by: 3)
    rig.presenter.tapSkip()
    await rig.clock.advance(by: 16)
    #expect(provider.sessions.count == 3)
    #expect(provider.ads.map(\.universalAdID?.value) == ["a", "b", "d"])
    let starts = provider.sessions.map { session in
      session.events.compactMap { event -> TimeInterval? in
        if case .start(let duration, _) = event { duration } else { nil }
      }
    }
    #expect(starts == [[10], [8], [6]])
    #expect(provider.sessions.allSatisfy { $0.events.last == .finished })
    #expect(provider.sessions[0].events.contains(.skipped))
    #expect(provider.sessions[1].events.contains(.complete))
  }

  @Test func eachAdShowsItsOwnCaptions() async throws {
    let captioned = AdBreakRig.inline("b", sequence: 2, seconds: 8, skip: nil)
      .replacingOccurrences(
        of: "</MediaFile>",
        with: """
          </MediaFile><ClosedCaptionFiles><ClosedCaptionFile type="text/vtt" language="en">\
          https://cc.example/b.vtt</ClosedCaptionFile></ClosedCaptionFiles>
          """)
    let pod = """
      <VAST version="4.1">\(AdBreakRig.inline("a", sequence: 1, seconds: 10, skip: nil))\
      \(captioned)</VAST>
      """
    let rig = AdBreakRig(
      pod, pages: ["https://cc.example/b.vtt": "WEBVTT\n\n00:00.000 --> 00:05.000\nB speaks\n"])
    let ad = try await rig.loadedAd()
    await rig.clock.runDue()
    try ad.show()
    await rig.clock.advance(by: 1)
    #expect(rig.presenter.presentation?.captions == nil)
    await rig.clock.advance(by: 10)
    #expect(ad.adBreakPosition == 2)
    let presentation = try #require(rig.presenter.presentation)
    #expect(presentation.captions?.text(at: 1) == "B speaks")
  }
}
