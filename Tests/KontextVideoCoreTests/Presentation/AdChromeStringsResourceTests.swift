import Foundation
import Testing

@testable import KontextVideoCore

/// The strings tables as the core's resource bundle ships them (`<language>.lproj/
/// Localizable.strings`, read from the built bundle, not from a copy): every language has every
/// key of English, with English's placeholders, and every text the SDK asks for reads its own
/// language's entry. CI runs these with `swift test`.
struct AdChromeStringsResourceTests {
  private static let english = AdChromeStrings.table(language: AdChromeStrings.developmentLanguage)

  /// English's keys of texts that count, without their category: `skipIn`.
  private static var countingKeys: Set<String> {
    let categories = Set(AdChromePluralCategory.allCases.map { "." + $0.rawValue })
    return Set(
      (english ?? [:]).keys.compactMap { key in
        guard let dot = key.lastIndex(of: "."), categories.contains(String(key[dot...])) else {
          return nil
        }
        return String(key[..<dot])
      })
  }

  /// The keys `language`'s table must hold: English's, with a counting text's entries being
  /// exactly the plural categories of `language`.
  private static func expectedKeys(language: String) -> Set<String> {
    let counting = countingKeys
    let plain = (english ?? [:]).keys.filter { key in
      !counting.contains(where: { key.hasPrefix($0 + ".") })
    }
    let categories = AdChromePluralCategory.categories(language: language)
    return Set(plain).union(
      counting.flatMap { base in categories.map { "\(base).\($0.rawValue)" } })
  }

  @Test func englishIsShipped() throws {
    let english = try #require(Self.english)
    #expect(english.count > 20)
    #expect(english["closeAd"] == "Close ad")
  }

  @Test(arguments: AdChromeStrings.supportedLanguages)
  func everyLanguageHasEveryKey(language: String) throws {
    let table = try #require(AdChromeStrings.table(language: language), "no table for \(language)")
    let expected = Self.expectedKeys(language: language)
    let keys = Set(table.keys)
    #expect(expected.subtracting(keys).isEmpty, "\(language) lacks \(expected.subtracting(keys))")
    #expect(
      keys.subtracting(expected).isEmpty, "\(language) has extra \(keys.subtracting(expected))")
  }

  @Test(arguments: AdChromeStrings.supportedLanguages)
  func everyEntryHasEnglishsPlaceholders(language: String) throws {
    let english = try #require(Self.english)
    let table = try #require(AdChromeStrings.table(language: language))
    for (key, value) in table {
      #expect(!value.isEmpty, "\(language) \(key) is empty")
      // A plural category English does not have (Spanish's many) compares with English's other.
      let base = key.split(separator: ".").dropLast().joined(separator: ".")
      let reference = try #require(english[key] ?? english[base + ".other"], "\(key)")
      #expect(
        AdChromeTemplate.sameArguments(value, as: reference),
        "\(language) \(key): \(value)")
    }
  }

  /// Every key is a text's, and every text's key is in the tables: a text added to
  /// ``AdChromeText`` needs its entry (and an example), and no entry is left unused.
  @Test func theTablesKeysAreExactlyTheTextsKeys() {
    let textKeys = Set(AdChromeText.examples.map(\.key))
    let counting = Self.countingKeys
    let tableKeys = Set(
      (Self.english ?? [:]).keys.map { key in
        counting.first(where: { key.hasPrefix($0 + ".") }) ?? key
      })
    #expect(textKeys == tableKeys)
  }

  /// No text falls back to English or to its key: each reads its own language's entry.
  @Test(arguments: AdChromeStrings.supportedLanguages)
  func everyTextReadsItsOwnLanguagesEntry(language: String) throws {
    let table = try #require(AdChromeStrings.table(language: language))
    let strings = AdChromeStrings(language: language)
    for item in AdChromeText.examples {
      let key: String
      let argument: String
      if case .adOfBreakEndsIn(let position, let count, _) = item {
        let entry = try #require(table[item.key], "\(language) has no \(item.key)")
        let text = AdChromeTemplate.fill(entry, with: ["\(position)", "\(count)", "0:25"])
        #expect(strings.text(item) == text)
        #expect(text.contains("0:25") && !text.contains("%"), "\(language): \(text)")
        continue
      }
      switch item {
      case .skipIn(let seconds):
        key = "skipIn." + AdChromePluralCategory.of(seconds, language: language).rawValue
        argument = String(seconds)
      case .adEndsIn: (key, argument) = (item.key, "0:12")
      case .rewardIn: (key, argument) = (item.key, "1:15")
      case .advertiser(let name): (key, argument) = (item.key, name)
      default: (key, argument) = (item.key, "")
      }
      let entry = try #require(table[key], "\(language) has no \(key)")
      #expect(strings.text(item) == AdChromeTemplate.fill(entry, with: argument), "\(item)")
      #expect(!strings.text(item).isEmpty)
    }
  }

  /// The core's copy of English, for a build without its resources, is the resource's.
  @Test func theBuiltInEnglishIsTheResource() throws {
    #expect(try #require(Self.english) == AdChromeStrings.builtInEnglish)
  }

  /// The bundle holds a folder for each supported language and no other: a folder added without
  /// its language in `supportedLanguages` would never be read.
  @Test func theBundleHoldsExactlyTheSupportedLanguages() throws {
    let bundle = try #require(ResourceBundle.core)
    let fold = { (identifier: String) in identifier.lowercased() }
    #expect(
      Set(bundle.localizations.map(fold)) == Set(AdChromeStrings.supportedLanguages.map(fold)))
  }

  /// Without the core's resource bundle every text still reads, in the built-in English.
  @Test func withoutItsResourcesTheSDKSpeaksBuiltInEnglish() {
    let bare = AdChromeStrings(language: "zh-Hans", appBundle: nil, resources: nil)
    let english = AdChromeStrings(language: "en")
    #expect(bare.language == "en")
    for item in AdChromeText.examples {
      #expect(bare.text(item) == english.text(item), "\(item)")
    }
  }
}
