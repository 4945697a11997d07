import KontextVideoSDK
import KontextVideoTesting
import Testing

/// The headless twin of SwiftUI's `VideoAdHost` (issue 31, item 6): the callbacks, their order
/// and their turns are the SwiftUI host's, which the core's `AdHostControllerTests` pin.
@MainActor
struct HeadlessVideoAdHostTests {
  /// A SwiftUI model as Kontext's guide writes it: the host shows `adOnScreen`, and every
  /// closure is logged with the turn it came on.
  @MainActor
  final class Model {
    var adOnScreen: VideoAd?
    var heard: [String] = []
    /// Kontext's model sets its ad back to `nil` in `onEnd`, whichever ad ended.
    var clearsOnEveryEnd = true

    func host(_ container: HeadlessContainer, isOnScreen: Bool = true) -> HeadlessVideoAdHost {
      HeadlessVideoAdHost(
        ad: { [unowned self] in adOnScreen }, container: container, isOnScreen: isOnScreen,
        onShowFailed: { [unowned self] ad, error in
          heard.append("showFailed \(ad.format) \(error)")
          adOnScreen = nil
        },
        onImpression: { [unowned self] ad in heard.append("impression \(ad.format)") },
        onEnd: { [unowned self] ad, reason in
          heard.append("end \(ad.format) \(reason)")
          if clearsOnEveryEnd || adOnScreen === ad { adOnScreen = nil }
        },
        onReport: { [unowned self] ad, report in heard.append("report \(report.reason)") },
        onReward: { [unowned self] _, earned in heard.append("reward \(earned.reward.amount)") })
    }
  }

  let content = KontextVideo.Content(id: "e1", language: "en")

  @Test func anAdSetIsShownOnTheNextTurnAndANilEndsItOnTheTurnAfter() async throws {
    let (sdk, clock, _) = KontextVideo.testing(.fill)
    let ads = VideoAds(content: content, sdk: sdk)
    let ad = try await ads.format(.pause)
    try await ad.load()
    let model = Model()
    let container = HeadlessContainer(width: 390, height: 693)
    let host = model.host(container)
    model.adOnScreen = ad
    host.updateView()  // SwiftUI's update: the show waits for the next turn
    #expect(container.installCount == 0)
    host.turn()
    #expect(container.placement?.format == .pause)
    #expect(host.adOnScreen === ad)
    await clock.advance(by: 1)
    model.adOnScreen = nil
    host.updateView()
    #expect(container.placement == nil, "dismissed inside the update")
    #expect(model.heard == ["impression pause"], "its onEnd is not delivered inside the update")
    host.turn()
    #expect(model.heard == ["impression pause", "end pause dismissed"])
  }

  @Test func anOverlayEndedByThePauseReportsItsEndInsideThePause() async throws {
    let (sdk, clock, _) = KontextVideo.testing(.fill)
    let player = SimulatedPlayer(clock: clock)
    let ads = VideoAds(content: content, sdk: sdk)
    ads.track(player)
    player.play()
    let overlay = try await ads.format(.overlay)
    try await overlay.load()
    let pause = try await ads.format(.pause)
    try await pause.load()
    let model = Model()
    let container = HeadlessContainer(width: 390, height: 693)
    let host = model.host(container)
    model.adOnScreen = overlay
    host.settle()
    await clock.advance(by: 2)
    player.pause()
    #expect(model.heard == ["impression overlay", "end overlay contentPaused"], "at once")
    model.adOnScreen = pause  // the viewer paused: the model's pause ad
    host.settle()
    #expect(container.placement?.format == .pause)
    #expect(host.adOnScreen === pause)
  }

  @Test func aLateEndOfAReplacedAdDoesNotTakeTheNewOneAway() async throws {
    let (sdk, clock, _) = KontextVideo.testing(.fill)
    let ads = VideoAds(content: content, sdk: sdk)
    let first = try await ads.format(.pause)
    try await first.load()
    let other = VideoAds(content: content, sdk: sdk)
    let second = try await other.format(.pause)
    try await second.load()
    let model = Model()  // sets nil on every end, as Kontext's model does
    let container = HeadlessContainer(width: 390, height: 693)
    let host = model.host(container)
    model.adOnScreen = first
    host.settle()
    model.adOnScreen = second  // the host dismisses the first: its end comes on the next turn
    host.settle()
    #expect(model.heard == ["end pause dismissed"])
    #expect(model.adOnScreen == nil, "the model answered the late end with nil")
    #expect(host.adOnScreen === second, "which the host did not take for the second ad")
    #expect(container.placement?.format == .pause)
    await clock.advance(by: 1)
    #expect(model.heard == ["end pause dismissed", "impression pause"])
  }

  @Test func aShowThatFailsReachesOnShowFailedOnTheNextTurnAndNoEndFollows() async throws {
    let (sdk, _, _) = KontextVideo.testing(.fill)
    let ads = VideoAds(content: content, sdk: sdk)
    let ad = try await ads.format(.pause)
    try await ad.load()
    let model = Model()
    let host = model.host(HeadlessContainer(width: 100, height: 100))  // too small
    model.adOnScreen = ad
    host.updateView()
    host.turn()  // the show, which fails: its callback waits for the next turn
    #expect(model.heard.isEmpty)
    host.turn()
    #expect(model.heard.count == 1)
    #expect(model.heard.first?.hasPrefix("showFailed pause") == true, "\(model.heard)")
    host.settle()
    #expect(model.heard.count == 1)
    #expect(ad.isReady)
  }

  @Test func aRewardArrivesAtOnceAndBeforeTheEnd() async throws {
    let (sdk, clock, _) = KontextVideo.testing(.fill)
    let ads = VideoAds(content: content, sdk: sdk)
    let ad = try await ads.format(
      .rewarded, reward: try RewardRequest(userID: "u-1", customData: "episode=2"))
    try await ad.load()
    let model = Model()
    let host = model.host(HeadlessContainer(width: 390, height: 693))
    model.adOnScreen = ad
    host.settle()
    await clock.advance(by: 15)  // the sandbox's reward: 15 s watched
    #expect(model.heard.last?.hasPrefix("reward") == true, "at once, without a turn")
    await clock.advance(by: 60)
    host.settle()
    #expect(model.heard.filter { $0.hasPrefix("reward") }.count == 1)
    #expect(model.heard.last == "end rewarded completed")
  }

  @Test func aReportReachesOnReportThenOnEnd() async throws {
    let (sdk, clock, _) = KontextVideo.testing(.fill)
    let ads = VideoAds(content: content, sdk: sdk)
    let ad = try await ads.format(.pause)
    try await ad.load()
    let model = Model()
    let container = HeadlessContainer(width: 390, height: 693)
    let host = model.host(container)
    model.adOnScreen = ad
    host.settle()
    await clock.advance(by: 1)
    container.openInfo()
    container.report(.misleading)
    #expect(model.heard == ["impression pause", "report misleading", "end pause reported"])
  }

  @Test func aHostNotOnScreenShowsItsAdOnceItIs() async throws {
    let (sdk, _, _) = KontextVideo.testing(.fill)
    let ads = VideoAds(content: content, sdk: sdk)
    let ad = try await ads.format(.pause)
    try await ad.load()
    let model = Model()
    let container = HeadlessContainer(width: 390, height: 693)
    let host = model.host(container, isOnScreen: false)
    model.adOnScreen = ad
    host.settle()
    #expect(container.installCount == 0)
    host.isOnScreen = true  // laid out in a window
    #expect(container.placement?.format == .pause)
  }

  @Test func aLinearAdWaitsForTheScreensTransitionAndOutlivesTheHost() async throws {
    let (sdk, clock, presenter) = KontextVideo.testing(.fill)
    let ads = VideoAds(content: content, sdk: sdk)
    let ad = try await ads.format(.linear)
    try await ad.load()
    let model = Model()
    let host = model.host(HeadlessContainer(width: 390, height: 693))
    host.isScreenInTransition = true  // the screen is being pushed
    model.adOnScreen = ad
    host.settle()
    #expect(presenter.presentCount == 0)
    host.isScreenInTransition = false
    #expect(presenter.presentCount == 1)
    host.leave()  // the page was discarded: a linear ad runs on
    host.settle()
    await clock.advance(by: 16)
    host.settle()
    #expect(model.heard.last == "end linear completed")
  }

  @Test func leavingDismissesTheInlineAdAndItsEndComesOnTheNextTurn() async throws {
    let (sdk, _, _) = KontextVideo.testing(.fill)
    let ads = VideoAds(content: content, sdk: sdk)
    let ad = try await ads.format(.pause)
    try await ad.load()
    let model = Model()
    let container = HeadlessContainer(width: 390, height: 693)
    let host = model.host(container)
    model.adOnScreen = ad
    host.settle()
    host.leave()
    #expect(container.placement == nil)
    #expect(model.heard.isEmpty)
    host.turn()
    #expect(model.heard == ["end pause dismissed"])
  }

  /// The host hears the ⓘ sheet open and close (issue 31, item 11), at once: the viewer's tap.
  @Test func theHostHearsTheSheetOpenAndClose() async throws {
    let (sdk, clock, _) = KontextVideo.testing(.fill)
    let ads = VideoAds(content: content, sdk: sdk)
    let ad = try await ads.format(.pause)
    try await ad.load()
    var heard: [String] = []
    var adOnScreen: VideoAd? = ad
    let container = HeadlessContainer(width: 390, height: 693)
    let host = HeadlessVideoAdHost(
      ad: { adOnScreen }, container: container,
      onEnd: { _, reason in
        heard.append("end \(reason)")
        adOnScreen = nil
      },
      onInfo: { _, open in heard.append(open ? "info opened" : "info closed") })
    host.settle()
    await clock.advance(by: 1)
    container.openInfo()
    #expect(heard == ["info opened"])
    container.closeInfo()
    #expect(heard == ["info opened", "info closed"])
    container.openInfo()
    container.report(.misleading)
    #expect(heard == ["info opened", "info closed", "info opened", "end reported"])
  }
}
