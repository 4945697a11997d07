import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// A view-through impression (SKAdNetwork fidelity 0): started when the ad renders on screen,
/// ended exactly once with the same nonce when it ends, however it ends; never started for an
/// ad that was not on screen.
@MainActor
struct ViewThroughTests {
  /// One way an ad of a format ends, and how a test brings it about.
  struct Ending: Sendable, CustomStringConvertible {
    var format: AdFormat
    var reason: VideoAd.EndReason
    var description: String { "\(format) \(reason)" }
  }

  nonisolated static let endings: [Ending] =
    [
      VideoAd.EndReason.completed, .closed, .dismissed, .contentPaused, .interrupted, .destroyed,
      .reported,
    ].map { Ending(format: .overlay, reason: $0) }
    + [VideoAd.EndReason.closed, .dismissed, .contentResumed, .interrupted, .destroyed, .reported]
    .map { Ending(format: .pause, reason: $0) }
    + [VideoAd.EndReason.completed, .skipped, .destroyed, .failed, .reported].map {
      Ending(format: .linear, reason: $0)
    }

  /// The VAST of a 10 s linear ad, skippable at once.
  static let vast = """
    <VAST version="4.1"><Ad><InLine><AdSystem>S</AdSystem><AdTitle>T</AdTitle>
    <Impression>https://t.example/i</Impression><Creatives><Creative>
    <Linear skipoffset="00:00:00"><Duration>00:00:10</Duration><MediaFiles>
    <MediaFile type="video/mp4" delivery="progressive" width="640" height="360">
    https://cdn.example/a.mp4</MediaFile></MediaFiles></Linear></Creative></Creatives>
    </InLine></Ad></VAST>
    """

  struct World {
    let clock: ManualClock
    let sdk: KontextVideo
    let ads: VideoAds
    let ad: VideoAd
    let player: SimulatedPlayer
    let container: HeadlessContainer
    let presenter: HeadlessFullScreenPresenter
    let viewThrough: HeadlessViewThrough
    let recorder: EventRecorder
  }

  private func shown(_ format: AdFormat, skadn: [String: Any] = SKAdNetworkParametersTests.object())
    async throws -> World
  {
    let clock = ManualClock()
    let creative: [String: String] =
      format == .linear
      ? ["type": "vast", "xml": Self.vast] : ["type": "image", "url": "https://i.example/a.png"]
    let server = VASTStubServer(format: format, creative: creative, slotFields: ["skadn": skadn])
    let (sdk, ads, recorder) = server.makeSDK(clock: clock)
    let (_, viewThrough) = sdk.installHeadlessClicks()
    let player = SimulatedPlayer(clock: clock, duration: 600)
    ads.track(player)
    if format == .overlay { player.play() }
    let ad = try await ads.format(format)
    try await ad.load()
    ad.delegate = recorder
    let container = HeadlessContainer(width: 390, height: 693)
    let presenter = try #require(sdk.fullScreenPresenter as? HeadlessFullScreenPresenter)
    if format == .linear { try ad.show() } else { try ad.show(in: container) }
    return World(
      clock: clock, sdk: sdk, ads: ads, ad: ad, player: player, container: container,
      presenter: presenter, viewThrough: viewThrough, recorder: recorder)
  }

  private func end(_ world: World, _ reason: VideoAd.EndReason) async throws {
    switch reason {
    case .completed: await world.clock.advance(by: 20)
    case .closed: world.container.tapClose()
    case .dismissed: try world.ad.dismiss()
    case .contentPaused: world.player.pause()
    case .contentResumed: world.player.play()
    case .interrupted:
      world.container.scrollOffScreen()
      await world.clock.advance(by: 1.2)
    case .destroyed: world.ads.destroy()
    case .reported:
      if world.ad.format == .linear {
        world.presenter.report(.irrelevant)
      } else {
        world.container.report(.irrelevant)
      }
    case .skipped: world.presenter.tapSkip()
    case .failed: world.presenter.failPlayback()
    case .resumed: world.container.tapResume()
    }
    await world.clock.advance(by: 1)  // a linear ad ends once dismissed
  }

  @Test(arguments: endings)
  func itStartsAsTheAdRendersAndEndsOnceWhateverEndsIt(_ ending: Ending) async throws {
    let world = try await shown(ending.format)
    await world.clock.advance(by: 0.5)
    let nonce = try #require(UUID(uuidString: SKAdNetworkParametersTests.nonce0))
    #expect(world.viewThrough.calls == [.start(adID: world.ad.id, nonce: nonce)])
    try await end(world, ending.reason)
    #expect(world.recorder.endReasons == [ending.reason])
    #expect(
      world.viewThrough.calls == [
        .start(adID: world.ad.id, nonce: nonce), .end(adID: world.ad.id, nonce: nonce),
      ])
    await world.clock.advance(by: 30)
    #expect(world.viewThrough.calls.count == 2, "ended once, never again")
  }

  @Test func anAdThatNeverRenderedOnScreenStartsNone() async throws {
    let clock = ManualClock()
    let server = VASTStubServer(
      format: .pause, creative: ["type": "image", "url": "https://i.example/a.png"],
      slotFields: ["skadn": SKAdNetworkParametersTests.object()])
    let (sdk, ads, _) = server.makeSDK(clock: clock)
    let (_, viewThrough) = sdk.installHeadlessClicks()
    let ad = try await ads.format(.pause)
    try await ad.load()
    let container = HeadlessContainer(width: 390, height: 693)
    container.visibleFraction = 0  // a page of the feed already swiped away
    try ad.show(in: container)
    await clock.advance(by: 0.5)
    try ad.dismiss()
    #expect(viewThrough.calls.isEmpty)
    withExtendedLifetime(ads) {}
  }

  @Test func itSaysWhetherTheAdWasDisplayedLongEnoughForStoreKit() async throws {
    let short = try await shown(.pause)
    await short.clock.advance(by: 2)
    try short.ad.dismiss()
    #expect(
      short.recorder.eventNames(ofAd: short.ad.id).contains(.viewThroughEnded(longEnough: false)))
    let long = try await shown(.pause)
    await long.clock.advance(by: 3.5)
    try long.ad.dismiss()
    #expect(
      long.recorder.eventNames(ofAd: long.ad.id).contains(.viewThroughEnded(longEnough: true)))
  }

  @Test func noViewThroughWithoutItsSignatureOrTheAdvertisedApp() async throws {
    var storeKitOnly = SKAdNetworkParametersTests.object()
    storeKitOnly["fidelities"] = [
      [
        "fidelity": 1, "nonce": SKAdNetworkParametersTests.nonce1, "timestamp": 1_764_633_600_000,
        "signature": "s",
      ]
    ]
    let clickOnly = try await shown(.pause, skadn: storeKitOnly)
    await clickOnly.clock.advance(by: 1)
    #expect(clickOnly.viewThrough.calls.isEmpty)
    var noApp = SKAdNetworkParametersTests.object()
    noApp["itunesItem"] = nil
    let unnamed = try await shown(.pause, skadn: noApp)
    await unnamed.clock.advance(by: 1)
    #expect(unnamed.viewThrough.calls.isEmpty)
  }

  /// StoreKit must not be told of time nobody saw: the impression ends as the app goes to the
  /// background, with its display time until then, and does not start again on return.
  @Test(arguments: [AdFormat.pause, .linear, .overlay])
  func itEndsWhenTheAppGoesToTheBackground(format: AdFormat) async throws {
    let world = try await shown(format)
    await world.clock.advance(by: 1)
    #expect(world.viewThrough.calls.count == 1)
    world.sdk.appDidEnterBackground()
    #expect(world.viewThrough.calls.count == 2, "ended as the app left: \(world.viewThrough.calls)")
    #expect(
      world.recorder.eventNames(ofAd: world.ad.id).contains(.viewThroughEnded(longEnough: false)))
    await world.clock.advance(by: 30)
    world.sdk.appWillEnterForeground()
    await world.clock.advance(by: 5)
    #expect(world.viewThrough.calls.count == 2, "never again")
  }

  /// StoreKit declares the impression's campaign non-null (1 to 100): a 4.0 impression, signed
  /// with a source identifier and no campaign, is given one all the same.
  @Test nonisolated func aFourPointZeroImpressionHasACampaignForStoreKit() throws {
    let four = try SKAdNetworkParameters.read(SKAdNetworkParametersTests.object()).get()
    #expect(four.campaign == nil)
    let impression = try #require(ViewThroughImpression(adID: "a", parameters: four))
    #expect(SKAdNetworkParameters.campaignRange.contains(impression.storeKitCampaign))
    var three = four
    three.version = "3.0"
    three.campaign = 42
    #expect(ViewThroughImpression(adID: "a", parameters: three)?.storeKitCampaign == 42)
  }
}
