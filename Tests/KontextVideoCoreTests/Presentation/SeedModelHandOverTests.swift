import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// The main run loop as `VideoAdHost` lives in it: work given to the main queue runs at the
/// next turn (blocks queued during a turn wait for the one after), and SwiftUI updates the host
/// between two turns, once, reading the model as it is then.
@MainActor
final class MainRunLoop {
  private var queue: [@MainActor () -> Void] = []
  private var needsUpdate = false
  /// SwiftUI's `updateUIView`: the host reads the model.
  var update: (@MainActor () -> Void)?

  func async(_ work: @escaping @MainActor () -> Void) { queue.append(work) }

  /// A `@Published` property changed: SwiftUI updates the views before the next turn.
  func modelChanged() { needsUpdate = true }

  /// Runs until nothing is left: views update, then the main queue turns, and so on.
  func settle() {
    for _ in 0..<50 {
      if needsUpdate {
        needsUpdate = false
        update?()
      }
      guard !queue.isEmpty else { return }
      let turn = queue
      queue.removeAll()
      for work in turn { work() }
    }
    Issue.record("the run loop did not settle")
  }
}

/// Kontext's SwiftUI model (seed 002's `EpisodeModel`), its logic unchanged: `adOnScreen` is
/// published to a `VideoAdHost`, and `adEnded`, its `onEnd`, sets it back to `nil` whatever ad
/// ended. Its overlay and linear moments are written the same way.
@MainActor
final class SeedEpisodeModel {
  let player: SimulatedPlayer
  let ads: VideoAds
  let loop: MainRunLoop
  var adOnScreen: VideoAd? { didSet { loop.modelChanged() } }
  var pauseAd: VideoAd?
  var overlayAd: VideoAd?
  var linearAd: VideoAd?

  init(player: SimulatedPlayer, ads: VideoAds, loop: MainRunLoop) {
    self.player = player
    self.ads = ads
    self.loop = loop
  }

  func viewerPaused() {
    player.pause()
    adOnScreen = pauseAd  // VideoAdHost shows it
  }

  func adEnded(_ ad: VideoAd, _ reason: VideoAd.EndReason) {
    adOnScreen = nil
    if reason == .resumed { player.play() }
  }

  func overlayMoment() { adOnScreen = overlayAd }

  func betweenEpisodes() {
    player.pause()
    adOnScreen = linearAd
  }
}

/// The seeds' own SwiftUI model, unchanged, through every hand-over between formats: each ad
/// the model puts on the host stays there.
@MainActor
struct SeedModelHandOverTests {
  struct World {
    let fixture: Fixture
    let loop: MainRunLoop
    let model: SeedEpisodeModel
    let host: AdHostController
  }

  func world(_ scenario: SandboxScenario = .fill) async throws -> World {
    let fixture = Fixture(scenario)
    let loop = MainRunLoop()
    let model = SeedEpisodeModel(player: fixture.player, ads: fixture.ads, loop: loop)
    model.pauseAd = try await fixture.readyAd(.pause)
    model.overlayAd = try await fixture.readyAd(.overlay)
    model.linearAd = try await fixture.readyAd(.linear)
    let host = AdHostController(
      callbacks: AdHostController.Callbacks(onEnd: { [weak model] ad, reason in
        model?.adEnded(ad, reason)
      }),
      container: { fixture.container }, deliverLater: { loop.async($0) })
    loop.update = { [weak model, weak host] in host?.update(ad: model?.adOnScreen) }
    return World(fixture: fixture, loop: loop, model: model, host: host)
  }

  @Test func overlayThenThePausedViewersPauseAdStays() async throws {
    let world = try await world()
    world.model.overlayMoment()
    world.loop.settle()
    #expect(world.fixture.sdk.screen.current === world.model.overlayAd)

    world.model.viewerPaused()  // the overlay ends .contentPaused; the pause ad goes up
    world.loop.settle()
    #expect(world.fixture.sdk.screen.current === world.model.pauseAd)
    #expect(world.fixture.container.placement?.format == .pause)
    await world.fixture.clock.advance(by: 5)
    world.loop.settle()
    #expect(world.fixture.sdk.screen.current === world.model.pauseAd)
  }

  @Test func overlayThenALinearAdBetweenEpisodes() async throws {
    let world = try await world()
    world.model.overlayMoment()
    world.loop.settle()
    world.model.betweenEpisodes()
    world.loop.settle()
    #expect(world.fixture.presenter.presentCount == 1)
    #expect(world.fixture.sdk.screen.current === world.model.linearAd)
  }

  @Test func overlayReplacedByALinearAdWithoutAPauseFirst() async throws {
    let world = try await world()
    world.model.overlayMoment()
    world.loop.settle()
    world.model.adOnScreen = world.model.linearAd  // the host dismisses the overlay itself
    world.loop.settle()
    #expect(world.fixture.presenter.presentCount == 1)
    #expect(world.fixture.sdk.screen.current === world.model.linearAd)
  }

  @Test func pauseThenResumeThenTheNextOverlay() async throws {
    let world = try await world()
    world.model.viewerPaused()
    world.loop.settle()
    #expect(world.fixture.sdk.screen.current === world.model.pauseAd)
    world.fixture.player.play()  // the pause ad ends .contentResumed
    world.model.overlayMoment()
    world.loop.settle()
    #expect(world.fixture.sdk.screen.current === world.model.overlayAd)
    #expect(world.fixture.container.placement?.format == .overlay)
  }

  @Test func resumeOnThePauseAdThenTheNextOverlay() async throws {
    let world = try await world(.fullPlayerPause)
    world.model.viewerPaused()
    world.loop.settle()
    world.fixture.container.tapResume()  // .resumed: the model plays on
    world.loop.settle()
    #expect(world.fixture.player.isPlaying)
    world.model.overlayMoment()
    world.loop.settle()
    #expect(world.fixture.sdk.screen.current === world.model.overlayAd)
  }

  /// An app that clears the host itself, later, is still heard.
  @Test func aNilTheAppSetsLaterStillDismisses() async throws {
    let world = try await world()
    world.model.overlayMoment()
    world.loop.settle()
    world.model.adOnScreen = world.model.pauseAd
    world.loop.settle()
    #expect(world.fixture.sdk.screen.current === world.model.pauseAd)
    world.model.adOnScreen = world.model.pauseAd  // the model put it back after the stale nil
    world.loop.settle()
    world.model.adOnScreen = nil  // and now the app really clears it
    world.loop.settle()
    #expect(world.fixture.sdk.screen.current == nil)
  }
}
