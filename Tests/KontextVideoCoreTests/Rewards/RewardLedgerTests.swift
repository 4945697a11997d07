import Foundation
import Testing

@testable import KontextVideoCore

/// The ledger across launches: what was earned and not handed over comes back once, what was
/// handed over never, and a line a kill cut short costs only that line.
@MainActor
struct RewardLedgerTests {
  private func reward(_ id: String) -> EarnedReward {
    EarnedReward(
      reward: VideoAdReward(type: "coins", amount: 5, requirement: .watchedSeconds(15)),
      transactionID: id, adID: "ad-\(id)", requestID: "r-\(id)", userID: "u", customData: "ep=12",
      earnedAt: Date(timeIntervalSince1970: 1_800_000_000))
  }

  private func folder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("rewards-\(UUID().uuidString)")
  }

  @Test func anEarningNotHandedOverComesBackAtTheNextLaunch() throws {
    let directory = folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    RewardLedger(directory: directory).earned(reward("t1"))
    // The app was killed before its callback ran: the next launch finds it.
    let relaunch = RewardLedger(directory: directory)
    #expect(relaunch.unclaimed == [reward("t1")])
    relaunch.delivered("t1")
    #expect(RewardLedger(directory: directory).unclaimed.isEmpty, "handed over: never again")
  }

  @Test func onlyTheRewardsNotHandedOverAreOwedInOrder() {
    let directory = folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let ledger = RewardLedger(directory: directory)
    for id in ["a", "b", "c"] { ledger.earned(reward(id)) }
    ledger.delivered("b")
    #expect(RewardLedger(directory: directory).unclaimed.map(\.transactionID) == ["a", "c"])
  }

  @Test func aLineCutShortByAKillCostsOnlyThatLine() throws {
    let directory = folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let ledger = RewardLedger(directory: directory)
    ledger.earned(reward("a"))
    let file = directory.appendingPathComponent("rewards.jsonl")
    let handle = try FileHandle(forWritingTo: file)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(#"{"earned":{"adID":"ad-x","cust"#.utf8))
    try handle.close()
    let relaunch = RewardLedger(directory: directory)
    relaunch.earned(reward("b"))
    #expect(RewardLedger(directory: directory).unclaimed.map(\.transactionID) == ["a", "b"])
  }

  @Test func aFileThatCannotBeReadOwesNothingAndIsNotFatal() throws {
    let directory = folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data([0xFF, 0x00, 0x0A, 0x7B]).write(to: directory.appendingPathComponent("rewards.jsonl"))
    #expect(RewardLedger(directory: directory).unclaimed.isEmpty)
  }

  @Test func atMostAHundredAreOwedTheOldestLetGoOfFirst() {
    let ledger = RewardLedger(directory: nil)
    for index in 0..<(RewardLedger.maximumOwed + 5) { ledger.earned(reward("t\(index)")) }
    #expect(ledger.unclaimed.count == RewardLedger.maximumOwed)
    #expect(ledger.unclaimed.first?.transactionID == "t5")
  }

  @Test func theFileStartsOverOnceNothingIsOwed() throws {
    let directory = folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let ledger = RewardLedger(directory: directory)
    ledger.earned(reward("a"))
    ledger.delivered("a")
    let size =
      try FileManager.default.attributesOfItem(
        atPath: directory.appendingPathComponent("rewards.jsonl").path)[.size] as? Int
    #expect(size == 0)
  }
}
