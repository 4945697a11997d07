/// The CLDR plural category of a whole number in one of the SDK's languages: which entry of a
/// text that counts (`skipIn.one`, `skipIn.other`) a count reads.
///
/// The SDK keeps its plurals in `Localizable.strings`, one entry per category, rather than in a
/// `.stringsdict`: corelibs Foundation crashes reading a `.stringsdict` entry on Linux, where the
/// SDK's tests run, so the choice of the entry is made here, the same way on every platform.
/// The rules are CLDR's (`plurals.xml`, cardinal) for whole numbers, where the visible fraction
/// digits `v` are 0. Only the categories the SDK's languages use are here; a language added with
/// more (Arabic's `zero`, `two` and `few`, Russian's `few`) adds them, with its rule.
package enum AdChromePluralCategory: String, Sendable, Hashable, CaseIterable {
  /// English and Spanish 1; Portuguese 0 and 1.
  case one
  /// Spanish and Portuguese whole millions (1,000,000, 2,000,000, ...).
  case many
  /// Every other count, and every count in Chinese, Japanese, Korean, Indonesian and Thai.
  case other

  /// The category of `count` in `language` (one of ``AdChromeStrings/supportedLanguages``; any
  /// other reads by English's rule). A negative count reads as its magnitude.
  package static func of(_ count: Int, language: String) -> Self {
    let n = count.magnitude
    switch language {
    case "es":
      // one: n = 1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
      if n == 1 { return .one }
      return n != 0 && n % 1_000_000 == 0 ? .many : .other
    case "pt-BR":
      // one: i = 0..1; many: as Spanish.
      if n <= 1 { return .one }
      return n % 1_000_000 == 0 ? .many : .other
    case "zh-Hans", "zh-Hant", "ja", "ko", "id", "th":
      return .other
    default:
      // English: one: i = 1 and v = 0.
      return n == 1 ? .one : .other
    }
  }

  /// The categories ``of(_:language:)`` gives in `language`: exactly the entries a text that
  /// counts needs in that language's table.
  package static func categories(language: String) -> Set<Self> {
    switch language {
    case "es", "pt-BR": [.one, .many, .other]
    case "zh-Hans", "zh-Hant", "ja", "ko", "id", "th": [.other]
    default: [.one, .other]
    }
  }
}
