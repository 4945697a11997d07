import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The rules of `VideoAdHost` (Kontext's SwiftUI page), kept by the core's host controller.
@MainActor
struct AdHostControllerTests {
  /// A host over the fixture's container: on screen when `isReady`, its callbacks recorded,
  /// and "later" work run only when the test says the main queue turns.
  @MainActor
  final class Host {
    let fixture: Fixture
    var isReady = true
    var later: [@MainActor () -> Void] = []
    var heard: [String] = []
    /// Whether the app opens a click's page itself (`shouldOpen` answers false).
    var opensPagesItself = false
    lazy var controller = AdHostController(
      callbacks: AdHostController.Callbacks(
        onShowFailed: { [unowned self] _, error in heard.append("showFailed \(error)") },
        onImpression: { [unowned self] _ in heard.append("impression") },
        onClick: { [unowned self] _, _ in heard.append("click") },
        onEnd: { [unowned self] _, reason in heard.append("end \(reason)") },
        onReport: { [unowned self] _, report in heard.append("report \(report.reason)") },
        onReward: { [unowned self] _, reward in heard.append("reward \(reward.reward.amount)") },
        shouldOpen: { [unowned self] _, _ in
          heard.append("shouldOpen")
          return opensPagesItself == false
        }),
      container: { [unowned self] in isReady ? fixture.container : nil },
      deliverLater: { [unowned self] work in later.append(work) })

    init(_ fixture: Fixture) { self.fixture = fixture }

    /// The main queue turns: everything delivered later runs.
    func turn() {
      while !later.isEmpty { later.removeFirst()() }
    }
  }

  /// A rewarded ad's reward reaches `onReward` at once (never deferred to a later turn), once,
  /// and before `onEnd`.
  @Test func aRewardReachesOnRewardAtOnceAndBeforeTheEnd() async throws {
    let host = Host(Fixture())
    let ad = try await host.fixture.readyAd(.rewarded)
    host.controller.update(ad: ad)
    host.turn()
    #expect(host.fixture.sdk.screen.current === ad)
    await host.fixture.clock.advance(by: 15)
    #expect(host.heard == ["impression", "reward 5"], "at once, without a turn")
    await host.fixture.clock.advance(by: 16)
    host.turn()
    #expect(host.heard == ["impression", "reward 5", "end completed"])
  }

  @Test func settingALoadedAdShowsItOnTheNextTurn() async throws {
    let host = Host(Fixture())
    let ad = try await host.fixture.readyAd(.pause)
    host.controller.update(ad: ad)
    #expect(host.fixture.container.installCount == 0)
    host.turn()
    #expect(host.fixture.container.installCount == 1)
    #expect(host.controller.adOnScreen === ad)
    #expect(ad.delegate === host.controller)
  }

  @Test func aHostNotOnScreenShowsTheAdWhenItGetsThere() async throws {
    let host = Host(Fixture())
    host.isReady = false
    let ad = try await host.fixture.readyAd(.pause)
    host.controller.update(ad: ad)
    host.turn()
    #expect(host.fixture.container.installCount == 0)
    host.isReady = true
    host.controller.hostBecameReady()
    #expect(host.fixture.container.installCount == 1)
  }

  @Test func aReportReachesOnReportThenOnEndAndTheAppMayOpenAClicksPage() async throws {
    let host = Host(Fixture(playing: false))
    let (clicks, _) = host.fixture.sdk.installHeadlessClicks()
    host.opensPagesItself = true
    let ad = try await host.fixture.readyAd(.pause)
    host.controller.update(ad: ad)
    host.turn()
    host.fixture.container.tapAd()
    #expect(clicks.opened.isEmpty, "the app said it opens the page itself")
    host.fixture.container.report(.misleading)
    #expect(host.heard == ["click", "shouldOpen", "report misleading", "end reported"])
  }

  @Test func theSameAdAgainDoesNothing() async throws {
    let host = Host(Fixture())
    let ad = try await host.fixture.readyAd(.pause)
    host.controller.update(ad: ad)
    host.turn()
    host.controller.update(ad: ad)
    host.turn()
    #expect(host.fixture.container.installCount == 1)
    #expect(host.heard.isEmpty)
  }

  @Test func nilDismissesTheAdAndOnEndArrivesOnTheNextTurnOnly() async throws {
    let host = Host(Fixture())
    let ad = try await host.fixture.readyAd(.pause)
    host.controller.update(ad: ad)
    host.turn()
    host.controller.update(ad: nil)
    #expect(host.fixture.container.removeCount == 1)
    #expect(host.heard.isEmpty)  // not inside the update
    host.turn()
    #expect(host.heard == ["end dismissed"])
  }

  @Test func anotherAdReplacesTheOneShown() async throws {
    let host = Host(Fixture(playing: false))
    let pause = try await host.fixture.readyAd(.pause)
    let otherAds = VideoAds(content: Fixture.content, sdk: host.fixture.sdk)
    let next = try await otherAds.format(.pause)
    try await next.load()
    host.controller.update(ad: pause)
    host.turn()
    host.controller.update(ad: next)
    host.turn()
    #expect(host.heard == ["end dismissed"])
    #expect(host.controller.adOnScreen === next)
  }

  @Test func leavingTheHierarchyDismissesTheInlineAd() async throws {
    let host = Host(Fixture())
    let ad = try await host.fixture.readyAd(.overlay)
    host.controller.update(ad: ad)
    host.turn()
    host.controller.hostLeft()
    host.turn()
    #expect(host.heard == ["end dismissed"])
    #expect(host.fixture.container.placement == nil)
  }

  @Test func aShowThatFailsIsReportedAndNoEndFollows() async throws {
    let host = Host(Fixture())
    let ad = try await host.fixture.readyAd(.overlay)
    _ = try await host.fixture.shownAd(.pause)  // another ad holds the screen
    host.controller.update(ad: ad)
    host.turn()
    #expect(host.heard == ["showFailed \(VideoAdError.anotherAdShowing)"])
    #expect(ad.isReady)
    #expect(ad.delegate == nil)
  }

  @Test func anEndedAdStillGivenIsNotShownAgain() async throws {
    let host = Host(Fixture())
    let ad = try await host.fixture.readyAd(.overlay)
    host.controller.update(ad: ad)
    host.turn()
    host.fixture.container.tapClose()
    host.controller.update(ad: ad)  // SwiftUI updates before the app cleared its ad
    host.turn()
    #expect(host.heard == ["end closed"])
  }

  @Test func aLinearAdSetDuringATransitionWaitsAndShowsWhenItEnds() async throws {
    let fixture = Fixture()
    let log = Log()
    let settled = Locked(false)  // the screen is being pushed
    let controller = AdHostController(
      callbacks: AdHostController.Callbacks(
        onShowFailed: { _, error in log.heard.append("showFailed \(error)") }),
      container: { fixture.container }, isPresentingScreenSettled: { settled.withLock { $0 } },
      deliverLater: { log.later.append($0) })
    let ad = try await fixture.readyAd(.linear)
    controller.update(ad: ad)
    log.turn()
    #expect(fixture.presenter.presentCount == 0)
    #expect(log.heard.isEmpty)
    settled.withLock { $0 = true }
    controller.hostBecameReady()  // the transition ended
    #expect(fixture.presenter.presentCount == 1)
    #expect(fixture.sdk.screen.current === ad)
    log.turn()
    #expect(log.heard.isEmpty)
  }

  @Test func anInlineAdDoesNotWaitForTheScreensTransition() async throws {
    let fixture = Fixture()
    let log = Log()
    let controller = AdHostController(
      container: { fixture.container }, isPresentingScreenSettled: { false },
      deliverLater: { log.later.append($0) })
    controller.update(ad: try await fixture.readyAd(.overlay))
    log.turn()
    #expect(fixture.container.installCount == 1)
  }

  @Test func aLinearAdIsNeverDismissedByTheHostAndItsEndStillArrives() async throws {
    let fixture = Fixture()
    let log = Log()
    var controller: AdHostController? = AdHostController(
      callbacks: AdHostController.Callbacks(onEnd: { _, reason in log.heard.append("\(reason)") }),
      container: { fixture.container },
      deliverLater: { log.later.append($0) })
    weak let released = controller
    let ad = try await fixture.readyAd(.linear)
    controller?.update(ad: ad)
    log.turn()
    #expect(fixture.presenter.presentCount == 1)
    controller?.update(ad: nil)
    controller?.hostLeft()
    controller = nil  // SwiftUI let the host go
    #expect(released != nil)  // the running linear ad keeps it
    #expect(fixture.presenter.isDismissing == false)
    await fixture.clock.advance(by: 16)
    log.turn()
    #expect(log.heard == ["completed"])
    #expect(fixture.presenter.dismissCount == 1)
    #expect(released == nil)  // and lets it go once the end was delivered
  }

  @Test func aRefusedShowDuringALinearAdKeepsThatAdsEnd() async throws {
    let fixture = Fixture()
    let log = Log()
    var controller: AdHostController? = AdHostController(
      callbacks: AdHostController.Callbacks(
        onShowFailed: { _, error in log.heard.append("refused: \(error)") },
        onEnd: { _, reason in log.heard.append("\(reason)") }),
      container: { fixture.container },
      deliverLater: { log.later.append($0) })
    weak let released = controller
    let ad = try await fixture.readyAd(.linear)
    let overlay = try await fixture.readyAd(.overlay)
    controller?.update(ad: ad)
    log.turn()
    controller?.update(ad: overlay)  // the linear ad still holds the screen
    log.turn()
    #expect(log.heard == ["refused: \(VideoAdError.anotherAdShowing)"])
    controller?.hostLeft()
    controller = nil
    #expect(released != nil)  // the running linear ad still keeps it
    await fixture.clock.advance(by: 16)
    log.turn()
    #expect(log.heard.last == "completed")
  }

  @Test func aLinearAdIsPresentedFromTheHostsOwnWindowUnlessTheAppInstalledAPresenter()
    async throws
  {
    let fixture = Fixture()
    let log = Log()
    let hostWindow = HeadlessFullScreenPresenter(clock: fixture.clock)
    let controller = AdHostController(
      container: { fixture.container }, presenter: { hostWindow },
      deliverLater: { log.later.append($0) })
    fixture.sdk.fullScreenPresenter = nil
    let ad = try await fixture.readyAd(.linear)
    controller.update(ad: ad)
    log.turn()
    #expect(hostWindow.presentCount == 1)

    let other = Fixture()  // an app that installed its own presenter
    let otherLog = Log()
    let unused = HeadlessFullScreenPresenter(clock: other.clock)
    let otherController = AdHostController(
      container: { other.container }, presenter: { unused },
      deliverLater: { otherLog.later.append($0) })
    otherController.update(ad: try await other.readyAd(.linear))
    otherLog.turn()
    #expect(other.presenter.presentCount == 1)
    #expect(unused.presentCount == 0)
  }

  /// What a standalone controller's callbacks heard, and its work for later.
  @MainActor
  final class Log {
    var heard: [String] = []
    var later: [@MainActor () -> Void] = []

    func turn() {
      while !later.isEmpty { later.removeFirst()() }
    }
  }
}
