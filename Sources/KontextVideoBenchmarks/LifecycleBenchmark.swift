import Foundation
import KontextVideoSDK
import KontextVideoTesting

/// The main-actor cost of the lifecycle on the sandbox, and memory per `VideoAds`.
@MainActor
enum LifecycleBenchmark {
  static func run(runs: Int) async {
    // initialize(with:): the configuration stored, nothing else.
    var initializeSamples: [Double] = []
    for _ in 0..<runs {
      let sdk = KontextVideo(clock: ManualClock())
      let start = Measure.now()
      sdk.initialize(with: .sandbox(.fill, logLevel: .none))
      initializeSamples.append(Double(Measure.now() - start) / 1000)
    }
    report("initialize(with:)", initializeSamples, target: "< 1000 µs")

    // format → load → show → end on the sandbox.
    let content = KontextVideo.Content(id: "bench", language: "en")
    let container = HeadlessContainer(width: 390, height: 693)
    var showSamples: [Double] = []
    var endSamples: [Double] = []
    var roundTripSamples: [Double] = []
    let (sdk, clock, _) = KontextVideo.testing(.fill)
    for _ in 0..<runs {
      let ads = VideoAds(content: content, sdk: sdk)
      let player = SimulatedPlayer(clock: clock)
      player.play()
      ads.track(player)
      let start = Measure.now()
      guard let ad = try? await ads.format(.overlay) else { fatalError("the sandbox did not fill") }
      try? await ad.load()
      let loaded = Measure.now()
      do { try ad.show(in: container) } catch { fatalError("show failed: \(error)") }
      let shown = Measure.now()
      try? ad.dismiss()
      let ended = Measure.now()
      ads.destroy()
      showSamples.append(Double(shown - loaded) / 1000)
      endSamples.append(Double(ended - shown) / 1000)
      roundTripSamples.append(Double(ended - start) / 1000)
    }
    report("show(in:) on the main actor", showSamples, target: "< 500 µs")
    report("dismiss() with its synchronous didEnd", endSamples, target: "-")
    report("format→load→show→end, wall (sandbox)", roundTripSamples, target: "-")

    // Memory per VideoAds, each holding one loaded ad.
    let count = 2000
    var kept: [VideoAds] = []
    var heldAds: [VideoAd] = []
    let before = Measure.residentBytes()
    for index in 0..<count {
      let ads = VideoAds(content: .init(id: "episode-\(index)", language: "en"), sdk: sdk)
      if let ad = try? await ads.format(.pause) {
        try? await ad.load()
        heldAds.append(ad)
      }
      kept.append(ads)
    }
    let after = Measure.residentBytes()
    if let before, let after {
      let perObject = Double(after - before) / Double(count) / 1024
      say(
        "memory per VideoAds with one loaded ad".padding(toLength: 44, withPad: " ", startingAt: 0)
          + String(format: "%.2f KiB (resident growth over %d)", perObject, count))
    } else {
      say("memory per VideoAds: resident size not readable on this platform")
    }
    withExtendedLifetime((kept, heldAds)) {}
  }
}

/// Prints one benchmark line: median and 90th percentile.
func report(_ name: String, _ samples: [Double], unit: String = "µs", target: String) {
  let median = Measure.median(samples)
  let p90 = Measure.p90(samples)
  say(
    name.padding(toLength: 44, withPad: " ", startingAt: 0)
      + String(
        format: "median %8.2f %@   p90 %8.2f %@   target %@", median, unit, p90, unit, target))
}
