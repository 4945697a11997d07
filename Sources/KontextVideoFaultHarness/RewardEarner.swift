import Dispatch
import Foundation
import KontextVideoCore

/// `rewards DIR [LIMIT [WORK]]`: an app that earns rewards, `t1`, `t2`, …, through the SDK's
/// real hand-over (``KontextVideo/rewardLedger``, in `DIR`) until it is killed, one every
/// 2 ms or so. No server and no `initialize(with:)`: the ledger needs neither. It prints each
/// step at once, with the monotonic clock's nanoseconds (which the parent shares): `started`
/// when the SDK is made, then for each reward `earning ID` just before the hand-over,
/// `recorded ID` inside its `record` (the server event's turn), `told ID` inside its `tell`
/// (the app's callback) and `handed ID` once the hand-over has returned, then it sleeps
/// 1.5 ms. `record` and `tell` each take `WORK` microseconds after their line (default 0):
/// the time the SDK's journal write and an app's grant take, which is when a kill lands
/// between the two. It earns at most `LIMIT` (default 300), then prints `idle` and waits to be
/// killed (it exits by itself after a minute, so that a parent that died leaves nothing
/// behind).
///
/// `claim DIR`: the app launched again on the same folder. It calls
/// ``KontextVideo/deliverUnclaimedRewards(_:)``, prints `claimed ID` for each reward handed
/// to it, then `done` (with the time, as above).
@MainActor
enum RewardEarner {
  /// The SDK of an app whose files are in `directory`, as ``CrashRecorder`` makes it, but not
  /// initialized: the reward ledger needs no server.
  static func makeSDK(directory: URL) -> KontextVideo {
    let clock = SystemClock()
    var environment = KontextVideo.Environment.isolated(clock: clock)
    environment.beaconDirectory = directory
    return KontextVideo(clock: clock, environment: environment)
  }

  /// Earns rewards in `directory` until `limit`, each `record` and `tell` taking `work`
  /// microseconds, then waits to be killed.
  static func earn(directory: URL, limit: Int, work: UInt32) async -> Never {
    let sdk = makeSDK(directory: directory)
    let ledger = sdk.rewardLedger
    say("started")
    for count in 1...max(limit, 1) {
      let earned = reward(count)
      let id = earned.transactionID
      say("earning \(id)")
      ledger.handOver(
        earned,
        record: {
          say("recorded \(id)")
          if work > 0 { usleep(work) }
        },
        tell: {
          say("told \($0.transactionID)")
          if work > 0 { usleep(work) }
        })
      say("handed \(id)")
      try? await Task.sleep(nanoseconds: 1_500_000)
    }
    say("idle")
    try? await Task.sleep(nanoseconds: 60_000_000_000)
    exit(0)
  }

  /// Hands the app every reward owed in `directory`, as a relaunched app does.
  static func claim(directory: URL) {
    let sdk = makeSDK(directory: directory)
    sdk.deliverUnclaimedRewards { reward in
      say("claimed \(reward.transactionID)")
    }
    say("done")
  }

  /// The reward `t<count>`.
  private static func reward(_ count: Int) -> EarnedReward {
    EarnedReward(
      reward: VideoAdReward(type: "coins", amount: 10, requirement: .watchedSeconds(15)),
      transactionID: "t\(count)", adID: "crash-ad", requestID: "crash-\(count)", userID: "viewer",
      customData: nil, earnedAt: Date())
  }

  /// Prints `line` and the monotonic time, unbuffered: the parent must see each line before
  /// the kill.
  private static func say(_ line: String) {
    FileHandle.standardOutput.write(
      Data("\(line) \(DispatchTime.now().uptimeNanoseconds)\n".utf8))
  }
}
