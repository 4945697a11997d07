import Foundation
import Testing

@testable import KontextVideoCore

/// The core's resources are looked for, never trapped on: a missing bundle is `nil`, which the
/// host page turns into its typed `missingResource` error.
struct ResourceBundleTests {
  @Test func aBundleMissingFromEveryPlaceIsNilNotATrap() throws {
    let empty = FileManager.default.temporaryDirectory
      .appendingPathComponent("kontext-no-bundle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    #expect(ResourceBundle.locate(in: [empty, empty.appendingPathComponent("absent")]) == nil)
  }

  @Test(arguments: ["bundle", "resources"])
  func theBundleIsFoundWhereABuildPutsIt(suffix: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kontext-bundle-\(UUID().uuidString)")
    let bundle = folder.appendingPathComponent("\(ResourceBundle.name).\(suffix)")
    try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let found = try #require(ResourceBundle.locate(in: [folder]))
    #expect(
      found.bundleURL.path.hasSuffix("/\(ResourceBundle.name).\(suffix)")
        || found.bundleURL.path.hasSuffix("/\(ResourceBundle.name).\(suffix)/"))
  }

  @Test func theCoresOwnBundleIsFoundInThisBuild() throws {
    let bundle = try #require(ResourceBundle.core)
    #expect(
      bundle.url(forResource: "kontext-host", withExtension: "html", subdirectory: "Web") != nil)
  }
}

/// A missing bundle is the host page's typed error, not a crash.
struct MissingResourceTests {
  @Test func aMissingBundleIsMissingResource() {
    #expect(throws: HTMLCreativeHostPage.Failure.missingResource("kontext-host.html")) {
      try HTMLCreativeHostPage.resource("kontext-host", "html", in: nil)
    }
  }

  @Test func aBundleWithoutTheFileIsMissingResource() {
    #expect(throws: HTMLCreativeHostPage.Failure.missingResource("kontext-bridge.js")) {
      try HTMLCreativeHostPage.resource("kontext-bridge", "js", in: Bundle(path: "/"))
    }
  }
}
