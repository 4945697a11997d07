import Foundation
import KontextVideoTesting
import Testing

@testable import KontextVideoCore

/// "Report this ad" lasts: a reported creative stays off screen after a relaunch, for 90 days,
/// remembered by a digest (never the creative), at most 500 of them.
@MainActor
struct ReportedCreativesTests {
  final class Wall: @unchecked Sendable {
    var now = Date(timeIntervalSince1970: 1_800_000_000)
  }

  private func app(on folder: TemporaryFolder, wall: Wall) -> (KontextVideo, VideoAds) {
    let (sdk, _, _) = KontextVideo.testing(.fill)
    sdk.beaconDirectory = folder.url
    sdk.wallClock = { wall.now }
    return (sdk, VideoAds(content: Fixture.content, sdk: sdk))
  }

  @Test func aReportedCreativeStaysOffScreenAfterARelaunch() async throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let wall = Wall()
    let (first, firstAds) = app(on: folder, wall: wall)
    let ad = try await firstAds.format(.overlay)
    try await ad.load()
    let container = HeadlessContainer(width: 390, height: 693)
    try ad.show(in: container)
    container.report(.inappropriate)
    withExtendedLifetime(first) {}

    // The app is launched again.
    let (_, ads) = app(on: folder, wall: wall)
    let error = await awaitedError { _ = try await ads.format(.overlay) }
    #expect(error == .noFill(reason: .reportedByViewer))

    // 90 days later, it may be shown again.
    wall.now += ReportedCreatives.keptFor + 1
    let (_, later) = app(on: folder, wall: wall)
    let overlay = try await later.format(.overlay)
    try await overlay.load()
    #expect(overlay.isReady)
  }

  @Test func aReportCostsADigestNotTheCreative() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let reports = ReportedCreatives(directory: folder.url)
    let huge = "html " + String(repeating: "<p>a large creative</p>", count: 24 * 1024)
    reports.insert([huge])
    #expect(reports.contains(huge))
    let file = try Data(contentsOf: folder.url.appendingPathComponent("reported-creatives.json"))
    #expect(file.count < 200, "\(file.count) bytes for one report")
    #expect(!String(decoding: file, as: UTF8.self).contains("large creative"))
    #expect(ReportedCreatives.digest(huge).count == 32)
  }

  @Test func atMostFiveHundredAreKeptTheOldestGoFirst() {
    let wall = Wall()
    let reports = ReportedCreatives(directory: nil, now: { wall.now })
    for index in 0..<(ReportedCreatives.maximumKept + 100) {
      wall.now += 1
      reports.insert(["creative \(index)"])
    }
    #expect(reports.count == ReportedCreatives.maximumKept)
    #expect(!reports.contains("creative 0") && !reports.contains("creative 99"))
    #expect(reports.contains("creative 100") && reports.contains("creative 599"))
  }

  @Test(arguments: [
    Data("not json".utf8), Data(#"{"reported": {"zz": 1}}"#.utf8),
    Data(#"{"reported": [1, 2]}"#.utf8), Data(repeating: 0x20, count: 300 * 1024), Data(),
  ])
  func aFileThatCannotBeReadCountsAsEmpty(contents: Data) throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    try contents.write(to: folder.url.appendingPathComponent("reported-creatives.json"))
    let reports = ReportedCreatives(directory: folder.url)
    #expect(!reports.contains("anything") && reports.count == 0)
    reports.insert(["creative"])
    #expect(ReportedCreatives(directory: folder.url).contains("creative"), "rewritten whole")
  }
}
