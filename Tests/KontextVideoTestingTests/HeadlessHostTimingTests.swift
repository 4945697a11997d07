import KontextVideoCore
import KontextVideoSDK
import KontextVideoTesting
import Testing

/// The headless host and the SwiftUI host's own controller, wired as `VideoAdHostState` wires
/// it on iOS (ads in the host's view once it is ready, callbacks put off to the main queue's
/// next turn), hear the same script the same way: the same callbacks, in the same order, on
/// the same turns.
@MainActor
struct HeadlessHostTimingTests {
  /// The SwiftUI host's controller on Linux, with SwiftUI's update and the run loop's turns
  /// played by hand: a view update follows a turn when the model's ad changed.
  @MainActor
  final class SwiftUIHost {
    var mainQueue: [@MainActor () -> Void] = []
    var lastAd: VideoAd?
    let read: @MainActor () -> VideoAd?
    let controller: AdHostController

    init(container: HeadlessContainer, read: @escaping @MainActor () -> VideoAd?, log: Log) {
      self.read = read
      let queue = Queue()
      controller = AdHostController(
        callbacks: log.callbacks(clearing: read), container: { container },
        deliverLater: { queue.work.append($0) })
      self.queue = queue
    }

    let queue: Queue
    @MainActor final class Queue { var work: [@MainActor () -> Void] = [] }

    func updateUIView() {
      lastAd = read()
      controller.update(ad: lastAd)
    }

    func runLoopTurn() {
      let due = queue.work
      queue.work.removeAll()
      for work in due { work() }
      if read() !== lastAd { updateUIView() }
    }
  }

  /// What a model heard, each callback with the turn it came on.
  @MainActor
  final class Log {
    var heard: [String] = []
    var turn = 0
    var clear: () -> Void = {}

    func callbacks(clearing read: @escaping @MainActor () -> VideoAd?)
      -> AdHostController.Callbacks
    {
      AdHostController.Callbacks(
        onImpression: { [unowned self] ad in heard.append("\(turn): impression \(ad.format)") },
        onEnd: { [unowned self] ad, reason in
          heard.append("\(turn): end \(ad.format) \(reason)")
          clear()
        })
    }
  }

  /// One script, every step a thing the app, the viewer or time does.
  private func run(
    host: (HeadlessContainer, Log, @escaping @MainActor () -> VideoAd?) -> (
      update: () -> Void, turn: () -> Void
    )
  ) async throws -> [String] {
    let (sdk, clock, _) = KontextVideo.testing(.fill)
    let player = SimulatedPlayer(clock: clock)
    let ads = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
    ads.track(player)
    player.play()
    let overlay = try await ads.format(.overlay)
    try await overlay.load()
    let pause = try await ads.format(.pause)
    try await pause.load()
    let other = VideoAds(content: .init(id: "e1", language: "en"), sdk: sdk)
    let second = try await other.format(.pause)
    try await second.load()
    var adOnScreen: VideoAd?
    let log = Log()
    log.clear = { adOnScreen = nil }  // Kontext's model: nil on every end
    let container = HeadlessContainer(width: 390, height: 693)
    let (update, turn) = host(container, log, { adOnScreen })
    func turns(_ count: Int) {
      for _ in 0..<count {
        log.turn += 1
        turn()
      }
    }
    adOnScreen = overlay
    update()
    turns(2)
    await clock.advance(by: 2)
    player.pause()  // ends the overlay at once
    adOnScreen = pause
    update()
    turns(2)
    await clock.advance(by: 2)
    adOnScreen = second  // replaces the pause ad: its end comes late, answered with nil
    update()
    turns(3)
    await clock.advance(by: 2)
    container.tapClose()
    update()
    turns(2)
    log.heard.append("on screen: \(container.placement?.format.rawValue ?? "nothing")")
    return log.heard
  }

  @Test func theHeadlessHostHearsWhatTheSwiftUIHostsControllerHears() async throws {
    let swiftUI = try await run { container, log, read in
      let host = SwiftUIHost(container: container, read: read, log: log)
      return ({ host.updateUIView() }, { host.runLoopTurn() })
    }
    let headless = try await run { container, log, read in
      let host = HeadlessVideoAdHost(
        ad: read, container: container,
        onImpression: log.callbacks(clearing: read).onImpression,
        onEnd: log.callbacks(clearing: read).onEnd)
      return ({ host.updateView() }, { host.turn() })
    }
    #expect(
      swiftUI == [
        "2: impression overlay", "2: end overlay contentPaused", "4: impression pause",
        "5: end pause dismissed",  // the turn after the update that replaced it
        "7: impression pause",  // the second ad stayed: the nil answering that end was stale
        "7: end pause closed", "on screen: nothing",
      ])
    #expect(headless == swiftUI)
  }
}
