import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// One test's world: its own SDK instance on a manual clock, a sandbox scenario, a playing
/// content player, a visible container, a headless presenter and a recorder.
@MainActor
struct Fixture {
  let sdk: KontextVideo
  let clock: ManualClock
  let presenter: HeadlessFullScreenPresenter
  let player: SimulatedPlayer
  let container: HeadlessContainer
  let recorder: EventRecorder
  let ads: VideoAds

  static let content = KontextVideo.Content(
    id: "episode-1", language: "en", title: "Episode 1", duration: 90, genre: "romance",
    series: .init(id: "series-42", title: "My Marionette Lover", episodeCount: 6))

  init(_ scenario: SandboxScenario = .fill, playing: Bool = true) {
    (sdk, clock, presenter) = KontextVideo.testing(scenario)
    player = SimulatedPlayer(clock: clock, duration: 90)
    container = HeadlessContainer(width: 390, height: 693)
    recorder = EventRecorder(sdk: sdk)
    ads = VideoAds(content: Self.content, sdk: sdk)
    ads.track(player)
    if playing { player.play() }
  }

  /// Asks for an ad of `format`, loads it, and makes the recorder its delegate.
  func readyAd(_ format: AdFormat) async throws -> VideoAd {
    let ad = try await ads.format(format)
    try await ad.load()
    ad.delegate = recorder
    return ad
  }

  /// Asks for, loads and shows an ad of `format` in the container (or presenter).
  func shownAd(_ format: AdFormat) async throws -> VideoAd {
    let ad = try await readyAd(format)
    if format.isFullScreen { try ad.show() } else { try ad.show(in: container) }
    return ad
  }

  /// The recorded event names of `ad`.
  func names(_ ad: VideoAd) -> [AdEvent.Name] { recorder.eventNames(ofAd: ad.id) }
}

/// Runs `body` and returns the `VideoAdError` it throws, or nil.
@MainActor
func thrownError(_ body: () throws -> Void) -> VideoAdError? {
  do {
    try body()
    return nil
  } catch {
    return error as? VideoAdError
  }
}

/// Awaits `body` and returns the `VideoAdError` it throws, or nil.
@MainActor
func awaitedError(_ body: () async throws -> Void) async -> VideoAdError? {
  do {
    try await body()
    return nil
  } catch {
    return error as? VideoAdError
  }
}

extension Fixture {
  /// Lets other main-actor work run until `condition` holds (at most 1,000 turns); time does
  /// not move. A condition that never holds is a test failure, not a quiet return.
  func waitUntil(
    _ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    for _ in 0..<1000 where !condition() { await Task.yield() }
    if !condition() {
      Issue.record(
        "waited 1,000 turns and the condition never held", sourceLocation: sourceLocation)
    }
  }
}
