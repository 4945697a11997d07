import Foundation
import Testing

@testable import KontextVideoCore

/// An app's own words for the SDK: `KontextVideo.strings` in its bundle, read before the SDK's
/// tables. Each test builds the app's bundle as a folder of its own.
struct AdChromeStringsAppOverrideTests {
  /// A bundle folder holding `files` (paths inside it, to their text, UTF-8).
  private static func appBundle(_ files: [String: String], in folder: TemporaryFolder) throws
    -> Bundle
  {
    for (path, text) in files {
      let url = folder.url.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return try #require(Bundle(url: folder.url))
  }

  /// The strings of `language` with an app bundle in `folder` holding `KontextVideo.strings` =
  /// `table`. The folder must outlive the strings: they read the table when a text is asked for.
  private static func strings(
    language: String = "en", app table: String, in folder: TemporaryFolder
  ) throws -> AdChromeStrings {
    let bundle = try appBundle(["KontextVideo.strings": table], in: folder)
    return AdChromeStrings(language: language, appBundle: bundle)
  }

  @Test func anAppsEntryReplacesTheSDKsWordAndOnlyThatOne() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let strings = try Self.strings(app: #""closeAd" = "Dismiss";"#, in: folder)
    #expect(strings.text(.closeAd) == "Dismiss")
    #expect(strings.text(.mute) == "Mute")
    #expect(strings.text(.adBadge) == "Ad")
  }

  @Test func anEntryInTheAppsLanguageFolderIsRead() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let bundle = try Self.appBundle(
      ["en.lproj/KontextVideo.strings": #""learnMore" = "Visit site";"#], in: folder)
    #expect(AdChromeStrings(language: "en", appBundle: bundle).text(.learnMore) == "Visit site")
  }

  @Test func anEntryWithTheSamePlaceholdersIsFilled() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let strings = try Self.strings(
      app: """
        "advertiser" = "Sponsor: %@";
        "skipIn.other" = "Skip in %1$d s";
        "adEndsIn" = "Ad %@ left";
        """, in: folder)
    #expect(strings.text(.advertiser("Acme")) == "Sponsor: Acme")
    #expect(strings.text(.skipIn(seconds: 4)) == "Skip in 4 s")
    #expect(strings.text(.adEndsIn(seconds: 9)) == "Ad 0:09 left")
  }

  /// An entry that drops or changes English's placeholders would lose the name or the count,
  /// or fill a count where text goes: the SDK keeps its own word.
  @Test(arguments: [
    ("advertiser", "Sponsored"), ("advertiser", "%@ by %@"), ("skipIn.other", "Skip in %@ s"),
    ("skipIn.other", "Skip soon"), ("closeAd", "Close %d"), ("adEndsIn", "Ad"),
    ("closeAd", ""),
  ])
  func anEntryWithOtherPlaceholdersOrNoTextIsIgnored(key: String, value: String) throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let strings = try Self.strings(app: "\"\(key)\" = \"\(value)\";", in: folder)
    let sdk = AdChromeStrings(language: "en")
    for item in AdChromeText.examples {
      #expect(strings.text(item) == sdk.text(item), "\(item)")
    }
  }

  /// Overriding `other` leaves the SDK's `one`: the app wrote no singular.
  @Test func aCountingTextsCategoriesAreOverriddenOneByOne() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let strings = try Self.strings(app: #""skipIn.other" = "%d s to skip";"#, in: folder)
    #expect(strings.text(.skipIn(seconds: 3)) == "3 s to skip")
    #expect(strings.text(.skipIn(seconds: 1)) == "Skip in 1 second")
  }

  /// The app's table comes first whatever the SDK's language; the app's bundle gives it in the
  /// language the app shows, which is the SDK's whenever the SDK has it.
  @Test func theAppsEntryComesFirstInEveryLanguage() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let strings = try Self.strings(language: "ja", app: #""closeAd" = "閉じる";"#, in: folder)
    #expect(strings.language == "ja")
    #expect(strings.text(.closeAd) == "閉じる")
    #expect(strings.text(.mute) == "ミュート")
  }

  /// Only `KontextVideo.strings`: the app's own `Localizable.strings` may use the same keys
  /// ("done") for its own screens.
  @Test func theAppsOtherTablesAreNotRead() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let bundle = try Self.appBundle(
      ["Localizable.strings": #""done" = "Finish"; "closeAd" = "X";"#], in: folder)
    let strings = AdChromeStrings(language: "en", appBundle: bundle)
    #expect(strings.text(.done) == "Done")
    #expect(strings.text(.closeAd) == "Close ad")
  }

  /// A table that does not parse (a missing semicolon) gives no entry, and nothing breaks.
  @Test func aMalformedTableIsIgnored() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let strings = try Self.strings(app: "\"closeAd\" = \"Dismiss\"\n\"mute\" = ;", in: folder)
    #expect(strings.text(.closeAd) == "Close ad")
    #expect(strings.text(.mute) == "Mute")
  }

  @Test func anAppWithoutTheTableGetsTheSDKsWords() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let bundle = try Self.appBundle(["Other.strings": #""closeAd" = "X";"#], in: folder)
    let strings = AdChromeStrings(language: "zh-Hant", appBundle: bundle)
    let sdk = AdChromeStrings(language: "zh-Hant")
    for item in AdChromeText.examples {
      #expect(strings.text(item) == sdk.text(item), "\(item)")
    }
  }

  /// Without the SDK's resources an app's entry still comes first, checked against the
  /// built-in English.
  @Test func anAppsEntryIsReadWithoutTheSDKsResources() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let bundle = try Self.appBundle(
      ["KontextVideo.strings": #""advertiser" = "By %@"; "mute" = "Silence";"#], in: folder)
    let strings = AdChromeStrings(language: "en", appBundle: bundle, resources: nil)
    #expect(strings.text(.advertiser("Acme")) == "By Acme")
    #expect(strings.text(.mute) == "Silence")
    #expect(strings.text(.unmute) == "Unmute")
  }
}
