import Dispatch
import Foundation
import KontextVideoCore

/// `record SERVER DIR`: an app that records an impression every 2 ms through the SDK's real
/// event path (delivery to `SERVER`, its queue in `DIR`) until it is killed; every tenth is a
/// viewer's report of an ad instead, which goes to the server's `/v1/reports`. After each one
/// it prints `recorded ID NANOSECONDS` (the monotonic clock, which the parent shares), or
/// `reported ID NANOSECONDS`. It starts
/// 100 ms after `initialize(with:)`: an app's first impression comes after an ad request and a
/// load at the earliest. It records at most `limit` (default 300), then waits to be killed, so
/// that a parent slowed down (a sanitizer, a busy machine) never pushes the queue past its
/// 1,000-beacon cap, which drops the oldest by design.
///
/// `drain SERVER DIR`: the app launched again on the same folder. It delivers what the killed
/// one left, then prints a JSON summary once nothing is pending (or after 20 s).
@MainActor
enum CrashRecorder {
  static func makeSDK(server: URL, directory: URL) -> KontextVideo {
    let clock = SystemClock()
    var environment = KontextVideo.Environment.isolated(clock: clock)
    environment.beaconDirectory = directory
    let sdk = KontextVideo(clock: clock, environment: environment)
    sdk.initialize(with: .init(publisherToken: "test-token", server: .url(server)))
    return sdk
  }

  static func record(server: URL, directory: URL, limit: Int) async -> Never {
    let sdk = makeSDK(server: server, directory: directory)
    try? await Task.sleep(nanoseconds: 100_000_000)
    var count = 0
    while true {
      guard count < limit else {
        try? await Task.sleep(nanoseconds: 1_000_000_000)
        continue
      }
      count += 1
      let isReport = count % 10 == 0
      let event = sdk.events.emit(
        isReport ? .reported(.misleading) : .impression, format: .overlay, adID: "crash-ad",
        requestID: "crash-\(count)", time: Double(count), contentPlayhead: nil)
      // Unbuffered: the parent must see each line before the kill.
      let word = isReport ? "reported" : "recorded"
      FileHandle.standardOutput.write(
        Data("\(word) \(event.id) \(DispatchTime.now().uptimeNanoseconds)\n".utf8))
      try? await Task.sleep(nanoseconds: 2_000_000)
    }
  }

  static func drain(server: URL, directory: URL) async -> [String: Any] {
    let sdk = makeSDK(server: server, directory: directory)
    guard let queue = sdk.beaconQueue else { return ["error": "no queue"] }
    let start = Date()
    var stats = await queue.currentStats()
    while Date().timeIntervalSince(start) < 20 {
      await queue.flush()
      stats = await queue.currentStats()
      if stats.pending == 0 { break }
      try? await Task.sleep(nanoseconds: 50_000_000)
    }
    return [
      "pending": stats.pending, "delivered": stats.delivered,
      "unreadable": stats.unreadableOnLoad, "seconds": Date().timeIntervalSince(start),
    ]
  }
}
