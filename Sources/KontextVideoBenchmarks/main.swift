import Foundation
import KontextVideoSDK
import KontextVideoTesting

// kontext-video-bench: the SDK's costs on the main actor, medians of many runs.
// Run in release: swift run -c release kontext-video-bench [--runs N]

let arguments = CommandLine.arguments.dropFirst()
let runs =
  arguments.firstIndex(of: "--runs").flatMap { index in
    arguments.index(after: index) < arguments.endIndex
      ? Int(arguments[arguments.index(after: index)]) : nil
  } ?? 2000

func report(_ name: String, _ samples: [Double], unit: String = "µs", target: String) {
  let median = Measure.median(samples)
  let p90 = Measure.p90(samples)
  let line =
    name.padding(toLength: 44, withPad: " ", startingAt: 0)
    + String(format: "median %8.2f %@   p90 %8.2f %@   target %@", median, unit, p90, unit, target)
  print(line)
}

print(
  "KontextVideoSDK benchmarks, \(runs) runs each, \(ProcessInfo.processInfo.activeProcessorCount) cores"
)

// 1. initialize(with:): the configuration stored, the sandbox client built.
var initializeSamples: [Double] = []
for _ in 0..<runs {
  let sdk = KontextVideo(clock: ManualClock())
  let start = Measure.now()
  sdk.initialize(with: .sandbox(.fill, logLevel: .none))
  initializeSamples.append(Double(Measure.now() - start) / 1000)
}
report("initialize(with:)", initializeSamples, target: "< 1000 µs")

// 2. The main-actor cost of format → load → show → end on the sandbox.
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

// 3. Memory per VideoAds, each holding one loaded ad.
let count = 2000
var kept: [VideoAds] = []
kept.reserveCapacity(count)
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
  print(
    "memory per VideoAds with one loaded ad".padding(toLength: 44, withPad: " ", startingAt: 0)
      + String(format: "%.2f KiB (resident growth over %d)", perObject, count))
} else {
  print("memory per VideoAds: resident size not readable on this platform")
}
withExtendedLifetime((kept, heldAds)) {}
