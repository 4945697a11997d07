import Foundation

// kontext-video-bench: the SDK's costs, medians of many runs. Build in release:
//   swift run -c release kontext-video-bench [--runs N] [--only lifecycle|tracking|exposure|vast|network]

let arguments = Array(CommandLine.arguments.dropFirst())
func value(after flag: String) -> String? {
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}
let runs = value(after: "--runs").flatMap(Int.init) ?? 2000
let only = value(after: "--only")

say(
  "KontextVideoSDK benchmarks, \(runs) runs each, \(ProcessInfo.processInfo.activeProcessorCount) cores"
)
if only == nil || only == "lifecycle" {
  await LifecycleBenchmark.run(runs: runs)
}
if only == nil || only == "tracking" {
  await TrackingBenchmark.run(runs: runs)
  JournalBenchmark.run(runs: min(runs, 1000))
}
if only == nil || only == "exposure" {
  ExposureBenchmark.run(runs: runs)
}
if only == nil || only == "vast" {
  VASTBenchmark.run(runs: runs)
}
if only == nil || only == "network" {
  do {
    try await ClientOverheadBenchmark.run(runs: min(runs, 500))
  } catch {
    say("network benchmark skipped: \(error)")
  }
}
