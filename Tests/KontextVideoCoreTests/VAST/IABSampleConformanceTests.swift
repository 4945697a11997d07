import Foundation
import Testing

@testable import KontextVideoCore

/// Where the IAB samples are: `shared/test-data/iab-vast-samples` beside the project.
enum IABSamples {
  static let folder = RepositoryFolder.root.deletingLastPathComponent()
    .appendingPathComponent("shared/test-data/iab-vast-samples", isDirectory: true)

  /// Enables a test only where the samples are: on a clone with nothing beside it, the test is
  /// skipped and says why (CI, where they are, fails on any skip).
  static var present: ConditionTrait {
    .enabled(
      if: FileManager.default.fileExists(atPath: folder.path),
      "the IAB samples folder ../shared/test-data/iab-vast-samples is absent")
  }
}

/// Every public IAB VAST sample in `../shared/test-data/iab-vast-samples/`, read from there
/// (they are not copied into the project). Rows of the table say what a sample must give;
/// every other sample must parse without error. Without the folder the suite is skipped and
/// says so; the project's own fixtures (``VASTParserTests``) cover the same features.
@Suite(
  .enabled(
    if: FileManager.default.fileExists(atPath: IABSamples.folder.path),
    "the IAB samples folder ../shared/test-data/iab-vast-samples is absent"))
struct IABSampleConformanceTests {
  static let folder = IABSamples.folder

  static var samples: [String] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "xml" }
      .map { String($0.path.dropFirst(folder.path.count + 1)) }.sorted()
  }

  /// What a sample must give.
  enum Expectation {
    case linear(duration: TimeInterval, mediaFiles: Int, tracking: Int)
    case nonLinear(count: Int)
    case wrapper(uriPrefix: String)
    case error(code: Int)
  }

  static let table: [String: Expectation] = [
    "VAST_4.0_Samples/Inline_Linear_Tag-test.xml": .linear(
      duration: 16, mediaFiles: 3, tracking: 6),
    "VAST_4.2_Samples/Inline_Linear_Tag-test.xml": .linear(
      duration: 16, mediaFiles: 3, tracking: 6),
    "VAST_3.0_Samples/Event_Tracking-test.xml": .linear(duration: 16, mediaFiles: 1, tracking: 6),
    "VAST_1-2.0_Samples/Inline_LinearRegular_VAST2.0.xml": .linear(
      duration: 30, mediaFiles: 1, tracking: 0),
    "VAST_4.0_Samples/Inline_Non-Linear_Tag-test.xml": .nonLinear(count: 1),
    "VAST_4.0_Samples/Wrapper_Tag-test.xml": .wrapper(uriPrefix: "https://"),
    "VAST_1-2.0_Samples/Tremor-Video-Samples/vast_wrapper_linear_1.xml": .wrapper(
      uriPrefix: "http://demo.tremormedia.com"),
    "VAST_1-2.0_Samples/vast1RegularLinear.xml": .error(code: 102),
    "VAST_1-2.0_Samples/vast1Nonlinear.xml": .error(code: 102),
    "VAST_1-2.0_Samples/vast1VPAIDLinear.xml": .error(code: 102),
    "VAST_1-2.0_Samples/Tremor-Video-Samples/vast1Nonlinear.xml": .error(code: 102),
    "VAST_1-2.0_Samples/Tremor-Video-Samples/vast1RegularLinear.xml": .error(code: 102),
    "VAST_1-2.0_Samples/Tremor-Video-Samples/vast1VPAIDLinear.xml": .error(code: 102),
  ]

  @Test func everySampleIsFound() {
    #expect(Self.samples.count >= 70, "found \(Self.samples.count) in \(Self.folder.path)")
  }

  @Test(arguments: samples)
  func sampleGivesWhatTheTableSays(sample: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(sample))
    let result = Result { () throws(VASTError) in try VASTParser.parse(data) }
    switch Self.table[sample] {
    case .error(let code)?:
      guard case .failure(let error) = result else {
        Issue.record("\(sample) parsed, but should fail with \(code)")
        return
      }
      #expect(error.code == code)
    case let expectation?:
      let ad = try #require(try result.get().ads.first, "\(sample) has no ad")
      switch expectation {
      case .linear(let duration, let mediaFiles, let tracking):
        #expect(ad.kind == .inline)
        #expect(ad.linear?.duration == duration)
        #expect(ad.linear?.mediaFiles.count == mediaFiles)
        #expect(ad.linear?.tracking.count == tracking)
      case .nonLinear(let count):
        #expect(ad.nonLinears.count == count)
      case .wrapper(let prefix):
        #expect(ad.kind == .wrapper)
        #expect(ad.adTagURI?.hasPrefix(prefix) == true)
      case .error: break
      }
    case nil:
      let document = try result.get()
      #expect(!document.version.isEmpty, "\(sample)")
    }
  }
}
