import Foundation
import KontextVideoCore
import KontextVideoSDK
import KontextVideoTesting

/// The main-actor cost of recording one event, and how many requests a busy session sends.
@MainActor
enum TrackingBenchmark {
  static func run(runs: Int) async {
    let clock = ManualClock()
    let counter = CountingTransport(SandboxServer(scenario: .fill, clock: clock))
    let sdk = KontextVideo.isolated(clock: clock) { $0.transportOverride = counter }
    sdk.fullScreenPresenter = HeadlessFullScreenPresenter(clock: clock)
    sdk.initialize(
      with: .init(
        publisherToken: "bench-token",
        server: .url(URL(string: "https://sandbox.kontext.invalid")!),
        logLevel: .none))

    // Recording one event: stamped, kept for the debug timeline, handed to delivery.
    var samples: [Double] = []
    for index in 0..<runs {
      let start = Measure.now()
      sdk.events.emit(
        .impression, format: .overlay, adID: "ad-\(index % 10)", requestID: "r", time: clock.now,
        contentPlayhead: 12.5)
      samples.append(Double(Measure.now() - start) / 1000)
      if index % 100 == 0 { await clock.advance(by: 1) }
    }
    report("record one event (main actor)", samples, target: "< 20 µs")
    await sdk.deliverPendingEvents()

    // A busy session: 10 minutes, an overlay every 20 s, a pause ad every minute, a linear ad
    // every 3 minutes; count every HTTP request (ad requests and event deliveries).
    let before = counter.count
    var eventCount = 0
    let observation = sdk.addEventObserver { _ in eventCount += 1 }
    defer { observation.cancel() }
    let minutes = 10
    let ads = VideoAds(content: .init(id: "busy", language: "en"), sdk: sdk)
    let player = SimulatedPlayer(clock: clock, duration: 3600)
    ads.track(player)
    player.play()
    let container = HeadlessContainer(width: 390, height: 693)
    for second in stride(from: 0, to: minutes * 60, by: 20) {
      if second % 180 == 0, let linear = try? await ads.format(.linear) {
        try? await linear.load()
        player.pause()
        try? linear.show()
        await clock.advance(by: 16)
        player.play()
      } else if second % 60 == 0, let pause = try? await ads.format(.pause) {
        try? await pause.load()
        player.pause()
        try? pause.show(in: container)
        await clock.advance(by: 5)
        try? pause.dismiss()
        player.play()
      } else if let overlay = try? await ads.format(.overlay) {
        try? await overlay.load()
        try? overlay.show(in: container)
        await clock.advance(by: 9)
      }
      await clock.advance(by: 20 - clock.now.truncatingRemainder(dividingBy: 20))
    }
    await sdk.deliverPendingEvents()
    let requests = counter.count - before
    say(
      "busy session: requests per minute".padding(toLength: 44, withPad: " ", startingAt: 0)
        + String(
          format: "%.1f (%d requests in %d minutes, %d events)", Double(requests) / Double(minutes),
          requests, minutes, eventCount))
  }
}

/// Counts the requests it passes on.
final class CountingTransport: HTTPTransport {
  private let inner: any HTTPTransport
  private let sent = Locked(0)

  init(_ inner: any HTTPTransport) { self.inner = inner }

  var count: Int { sent.withLock { $0 } }

  /// The inner transport's: a sandbox keeps answering on the main actor, in order.

  func send(_ request: HTTPRequestData) async throws -> HTTPResponseData {
    sent.withLock { $0 += 1 }
    return try await inner.send(request)
  }
}
