import Foundation
import KontextVideoSDK

// kontext-video: runs the scripted demo session on the embedded sandbox;
// `kontext-video vast FILE` checks a VAST tag.
if CommandLine.arguments.dropFirst().first == "vast" {
  exit(VASTCommand.run(Array(CommandLine.arguments.dropFirst(2))))
}
let options: DemoOptions
do {
  options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("kontext-video: \(error)\n\n\(DemoOptions.usage)\n".utf8))
  exit(2)
}
if options.help {
  print(DemoOptions.usage)
  exit(0)
}
if options.listScenarios {
  for name in SandboxScenario.named.keys.sorted() { print(name) }
  exit(0)
}
let summary: DemoSession.Summary
if options.transparency {
  summary = await DemoTransparencySession(options: options).run()
} else if options.server == nil, options.scenario == .rewarded {
  summary = await DemoRewardedSession(options: options).run()
} else {
  summary = await DemoSession(options: options).run()
}
if !options.json {
  print(
    "\n\(summary.shown) ads shown, \(summary.ended) ended, \(summary.notUsed) fetched and not used."
  )
}
guard summary.adsEndedOtherThanOnce.isEmpty else {
  FileHandle.standardError.write(
    Data("kontext-video: ads without exactly one end: \(summary.adsEndedOtherThanOnce)\n".utf8))
  exit(1)
}
