import Testing

@testable import KontextVideoCore

struct AdChromePluralCategoryTests {
  /// Counts that reach every category of every rule: 0, 1, 2, the teens, whole millions and
  /// their neighbours.
  private static let counts: [Int] =
    Array(0...200) + [1_000, 999_999, 1_000_000, 1_000_001, 2_000_000, 10_000_000]

  @Test func englishIsSingularForOneOnly() {
    #expect(AdChromePluralCategory.of(1, language: "en") == .one)
    for count in Self.counts where count != 1 {
      #expect(AdChromePluralCategory.of(count, language: "en") == .other, "\(count)")
    }
  }

  @Test(arguments: ["zh-Hans", "zh-Hant", "ja", "ko", "id", "th"])
  func chineseJapaneseKoreanIndonesianAndThaiHaveOnlyOther(language: String) {
    for count in Self.counts {
      #expect(AdChromePluralCategory.of(count, language: language) == .other, "\(count)")
    }
  }

  @Test func spanishIsOneForOneAndManyForWholeMillions() {
    #expect(AdChromePluralCategory.of(1, language: "es") == .one)
    #expect(AdChromePluralCategory.of(0, language: "es") == .other)
    #expect(AdChromePluralCategory.of(2, language: "es") == .other)
    #expect(AdChromePluralCategory.of(1_000, language: "es") == .other)
    #expect(AdChromePluralCategory.of(999_999, language: "es") == .other)
    #expect(AdChromePluralCategory.of(1_000_000, language: "es") == .many)
    #expect(AdChromePluralCategory.of(1_000_001, language: "es") == .other)
    #expect(AdChromePluralCategory.of(2_000_000, language: "es") == .many)
  }

  @Test func portugueseIsOneForZeroAndOneAndManyForWholeMillions() {
    #expect(AdChromePluralCategory.of(0, language: "pt-BR") == .one)
    #expect(AdChromePluralCategory.of(1, language: "pt-BR") == .one)
    #expect(AdChromePluralCategory.of(2, language: "pt-BR") == .other)
    #expect(AdChromePluralCategory.of(101, language: "pt-BR") == .other)
    #expect(AdChromePluralCategory.of(1_000_000, language: "pt-BR") == .many)
    #expect(AdChromePluralCategory.of(1_000_001, language: "pt-BR") == .other)
  }

  @Test func aNegativeCountReadsAsItsMagnitude() {
    #expect(AdChromePluralCategory.of(-1, language: "en") == .one)
    #expect(AdChromePluralCategory.of(-2, language: "en") == .other)
  }

  @Test func anUnsupportedLanguageReadsByEnglishsRule() {
    #expect(AdChromePluralCategory.of(1, language: "fr") == .one)
    #expect(AdChromePluralCategory.of(0, language: "fr") == .other)
  }

  /// `categories(language:)` says exactly which entries a table needs: each category it names
  /// is given for some count, and no count gives another.
  @Test(arguments: AdChromeStrings.supportedLanguages)
  func categoriesAreExactlyThoseTheRuleGives(language: String) {
    let given = Set(Self.counts.map { AdChromePluralCategory.of($0, language: language) })
    #expect(given == AdChromePluralCategory.categories(language: language))
  }
}
